'use client';

/**
 * Cells of the items table. A row shows text, or the inline editor's inputs when it is the row
 * being edited: name for every row; unit, quantity and unit price for items (spec part 1
 * section 5, "Inline project item edit").
 */
import type { ReactNode } from 'react';
import { ActionIcon, Group, Menu, Select, TextInput, Tooltip } from '@mantine/core';
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
import classes from './ItemsTable.module.css';
import { ITEM_FIELDS, ITEM_TEXTS } from '@/lib/i18n/project-items';
import { percentColor } from './percent';
import { useItemEditor, useItemsTable, type EditorField } from './table-context';
import { DRAFT_ID } from './tree';

const INDENT_PX = 14;
/** A cell's text: a plain span (ItemsTable.module.css); group rows are bold by the row's style. */
export function CellText({ children, className, ...rest }: { children: ReactNode; className?: string; title?: string; 'data-testid'?: string }) {
  return (
    <span className={className ? `${classes.cell} ${className}` : classes.cell} {...rest}>
      {children}
    </span>
  );
}

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

export function NameCell({ node }: { node: ProjectItemNode }) {
  const { editingId, toggleExpanded, expanded: open } = useItemsTable();
  const expanded = !!open[String(node.id)];
  const editing = editingId === node.id;
  const toggleLabel = `${expanded ? 'Sažmi' : 'Proširi'} grupu ${node.ordinalDisplay}`;
  return (
    <div className={classes.name} style={{ paddingLeft: (node.level - 1) * INDENT_PX }}>
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
        <span className={classes.spacer} />
      )}
      {editing ? (
        <EditorInput
          field="name"
          label={node.isGroup ? ITEM_FIELDS.groupName : ITEM_FIELDS.name}
          placeholder={node.id === DRAFT_ID ? (node.isGroup ? ITEM_TEXTS.newGroupPlaceholder : ITEM_TEXTS.newItemPlaceholder) : undefined}
        />
      ) : (
        <CellText className={classes.truncate} title={node.name}>
          {node.name}
        </CellText>
      )}
    </div>
  );
}

export function UnitCell({ node }: { node: ProjectItemNode }) {
  const { editingId } = useItemsTable();
  if (editingId === node.id && !node.isGroup) return <UnitSelect />;
  return <CellText>{node.unitOfMeasurement ?? ''}</CellText>;
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
  return <CellText>{field === 'quantity' ? formatQuantity(value) : formatUnitPrice(value)}</CellText>;
}

/** The total, previewed from what is typed while an item is edited (the server computes the same). */
export function TotalCell({ node }: { node: ProjectItemNode }) {
  const { editingId } = useItemsTable();
  if (editingId === node.id && !node.isGroup) return <TotalPreview />;
  return <CellText>{formatMoney(node.totalPrice)}</CellText>;
}

function TotalPreview() {
  const { values } = useItemEditor();
  return (
    <CellText className={classes.preview} data-testid="total-preview">
      {lineTotalText(values.quantity, values.unitPrice)}
    </CellText>
  );
}

export function PercentText({ ratio, bold }: { ratio: string; bold?: boolean }) {
  const color = percentColor(ratio);
  return (
    <span className={`${classes.cell} ${classes.percent}${bold ? ` ${classes.strong}` : ''}`} data-percent-color={color}>
      {formatPercent(ratio)}
    </span>
  );
}

/**
 * The actions menu, or save and cancel while the row is edited. Only the open row mounts a
 * Mantine Menu; the others show a plain button (dozens of closed menus re-rendering on every
 * scroll frame cost more than the rows themselves).
 */
export function RowActions({ node }: { node: ProjectItemNode }) {
  const table = useItemsTable();
  if (table.editingId === node.id) return <EditorButtons />;
  if (node.id === DRAFT_ID) return null;
  const canAddHere = table.canCreate && node.isGroup;
  if (!table.canUpdate && !table.canDelete && !canAddHere) return null;
  const trigger = (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="sm"
      aria-label={ITEM_TEXTS.rowActions(node.ordinalDisplay)}
      onClick={table.menuRowId === node.id ? undefined : () => table.setMenuRowId(node.id)}
      onDoubleClick={(e) => e.stopPropagation()}
    >
      <IconDots size={16} />
    </ActionIcon>
  );
  if (table.menuRowId !== node.id) return trigger;
  return (
    <Menu position="bottom-end" withinPortal shadow="md" opened onChange={(opened) => !opened && table.setMenuRowId(null)} returnFocus>
      <Menu.Target>{trigger}</Menu.Target>
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
