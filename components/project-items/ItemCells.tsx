'use client';

/**
 * Cells of the items table. A row shows text, or the inline editor's inputs when it is the row
 * being edited: name for every row; unit, quantity and unit price for items (spec part 1
 * section 5, "Inline project item edit").
 */
import { ActionIcon, Box, Group, Menu, Select, Text, TextInput, Tooltip } from '@mantine/core';
import {
  IconCheck,
  IconChevronDown,
  IconChevronRight,
  IconDots,
  IconFolderPlus,
  IconPencil,
  IconPlus,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import type { ProjectItemNode } from '@/lib/project-items/types';
import { messages } from '@/lib/i18n/messages';
import { formatMoney, formatPercent, formatQuantity, formatUnitPrice } from './cell-format';
import { lineTotalText } from './edit-values';
import { ITEM_FIELDS, ITEM_TEXTS } from './labels';
import { percentColor } from './percent';
import { useItemEditor, useItemsTable, type EditorField } from './table-context';
import { DRAFT_ID } from './tree';

const INDENT_PX = 14;
/** The table's font size: dense enough for twelve columns beside the menu at 1440 px. */
export const CELL_FZ = 13;

/** The editor's text inputs: compact, numbers right-aligned, the field's message below. */
function EditorInput({ field, label, numeric, placeholder }: { field: EditorField; label: string; numeric?: boolean; placeholder?: string }) {
  const editor = useItemEditor();
  return (
    <TextInput
      size="xs"
      w="100%"
      aria-label={label}
      placeholder={placeholder}
      value={(editor.values[field] as string) ?? ''}
      onChange={(e) => editor.setField(field, e.currentTarget.value)}
      error={editor.errors[field]}
      autoFocus={editor.focusField === field}
      inputMode={numeric ? 'decimal' : undefined}
      autoComplete="off"
      disabled={editor.saving}
      styles={numeric ? { input: { textAlign: 'right' } } : undefined}
      data-field={field}
    />
  );
}

export function NameCell({ node, expanded }: { node: ProjectItemNode; expanded: boolean }) {
  const { editingId, toggleExpanded } = useItemsTable();
  const editing = editingId === node.id;
  const toggleLabel = `${expanded ? 'Sažmi' : 'Proširi'} grupu ${node.ordinalDisplay}`;
  return (
    <Group gap={4} wrap="nowrap" w="100%" pl={(node.level - 1) * INDENT_PX} style={{ minWidth: 0 }}>
      {node.isGroup ? (
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={toggleLabel}
          aria-expanded={expanded}
          disabled={!node.children.length}
          onClick={() => toggleExpanded(node.id, !expanded)}
          onDoubleClick={(e) => e.stopPropagation()}
          tabIndex={-1}
        >
          {expanded ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
        </ActionIcon>
      ) : (
        <Box w={22} style={{ flexShrink: 0 }} />
      )}
      {editing ? (
        <EditorInput
          field="name"
          label={node.isGroup ? ITEM_FIELDS.groupName : ITEM_FIELDS.name}
          placeholder={node.id === DRAFT_ID ? (node.isGroup ? ITEM_TEXTS.newGroupPlaceholder : ITEM_TEXTS.newItemPlaceholder) : undefined}
        />
      ) : (
        <Text fz={CELL_FZ} fw={node.isGroup ? 700 : 400} truncate="end" title={node.name} style={{ minWidth: 0 }}>
          {node.name}
        </Text>
      )}
    </Group>
  );
}

export function UnitCell({ node }: { node: ProjectItemNode }) {
  const { editingId } = useItemsTable();
  if (editingId === node.id && !node.isGroup) return <UnitSelect />;
  return <Text fz={CELL_FZ}>{node.unitOfMeasurement ?? ''}</Text>;
}

function UnitSelect() {
  const editor = useItemEditor();
  return (
    <Select
      size="xs"
      w="100%"
      aria-label={ITEM_FIELDS.unit}
      data={editor.units}
      value={editor.values.unitOfMeasurementId}
      onChange={(value) => editor.setField('unitOfMeasurementId', value)}
      error={editor.errors.unitOfMeasurementId}
      searchable
      nothingFoundMessage={messages.noOptions}
      autoFocus={editor.focusField === 'unitOfMeasurementId'}
      disabled={editor.saving}
      comboboxProps={{ width: 240, position: 'bottom-start' }}
      data-field="unitOfMeasurementId"
    />
  );
}

/** Quantity or unit price: text, or the decimal input of an item being edited. */
export function AmountCell({ node, field }: { node: ProjectItemNode; field: 'quantity' | 'unitPrice' }) {
  const { editingId } = useItemsTable();
  if (editingId === node.id && !node.isGroup) return <EditorInput field={field} label={ITEM_FIELDS[field]} numeric />;
  const value = node[field];
  return <Text fz={CELL_FZ}>{field === 'quantity' ? formatQuantity(value) : formatUnitPrice(value)}</Text>;
}

/** The total, previewed from what is typed while an item is edited (the server computes the same). */
export function TotalCell({ node }: { node: ProjectItemNode }) {
  const { editingId } = useItemsTable();
  if (editingId === node.id && !node.isGroup) return <TotalPreview />;
  return (
    <Text fz={CELL_FZ} fw={node.isGroup ? 700 : 400}>
      {formatMoney(node.totalPrice)}
    </Text>
  );
}

function TotalPreview() {
  const { values } = useItemEditor();
  return (
    <Text fz={CELL_FZ} c="dimmed" fs="italic" data-testid="total-preview">
      {lineTotalText(values.quantity, values.unitPrice)}
    </Text>
  );
}

export function PercentText({ ratio, bold }: { ratio: string; bold?: boolean }) {
  return (
    <Text fz={CELL_FZ} c={percentColor(ratio)} fw={bold ? 700 : 500} data-percent-color={percentColor(ratio)} style={{ whiteSpace: 'nowrap' }}>
      {formatPercent(ratio)}
    </Text>
  );
}

/** The actions menu, or save and cancel while the row is edited. */
export function RowActions({ node }: { node: ProjectItemNode }) {
  const table = useItemsTable();
  if (table.editingId === node.id) return <EditorButtons />;
  if (node.id === DRAFT_ID) return null;
  const canAddHere = table.canCreate && node.isGroup;
  if (!table.canUpdate && !table.canDelete && !canAddHere) return null;
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={ITEM_TEXTS.rowActions(node.ordinalDisplay)} onDoubleClick={(e) => e.stopPropagation()}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {table.canUpdate && (
          <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => table.startEdit(node)}>
            {ITEM_TEXTS.edit}
          </Menu.Item>
        )}
        {canAddHere && (
          <>
            <Menu.Item leftSection={<IconPlus size={14} />} onClick={() => table.startAdd({ parentId: node.id, isGroup: false })}>
              {ITEM_TEXTS.addItemHere}
            </Menu.Item>
            <Menu.Item leftSection={<IconFolderPlus size={14} />} onClick={() => table.startAdd({ parentId: node.id, isGroup: true })}>
              {ITEM_TEXTS.addGroupHere}
            </Menu.Item>
          </>
        )}
        {table.canDelete && (
          <>
            <Menu.Divider />
            <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => table.requestDelete(node)}>
              {ITEM_TEXTS.delete}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

function EditorButtons() {
  const editor = useItemEditor();
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={`${ITEM_TEXTS.save} (Enter)`} withinPortal>
        <ActionIcon color="green" variant="filled" size="sm" aria-label={ITEM_TEXTS.save} onClick={editor.save} loading={editor.saving} disabled={editor.saving}>
          <IconCheck size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={`${ITEM_TEXTS.cancel} (Esc)`} withinPortal>
        <ActionIcon color="gray" variant="default" size="sm" aria-label={ITEM_TEXTS.cancel} onClick={editor.cancel} disabled={editor.saving}>
          <IconX size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
