'use client';

/** What the exported sheet will look like: the header row and the first rows of the list. */
import { Paper, ScrollArea, Table, Text } from '@mantine/core';
import { indexToColumn } from '@/lib/excel/range';
import { ID_COLUMN_NAME, ITEM_LABEL_NAMES, type ItemImportLabel } from '@/lib/project-items/import-options';
import type { ProjectItemNode } from '@/lib/project-items/types';
import { formatMoney, formatQuantity, formatUnitPrice } from './cell-format';
import { EXPORT_TEXTS as T, ITEM_TEXTS } from '@/lib/i18n/project-items';

/** The cell a label gives for a row (as the office reads it; the file holds numbers). */
function cell(node: ProjectItemNode, label: ItemImportLabel): string {
  switch (label) {
    case 'Level':
      return String(node.level);
    case 'Ordinal':
      return node.ordinalDisplay;
    case 'Name':
      return node.name;
    case 'UnitOfMeasurement':
      return node.unitOfMeasurement ?? '';
    case 'Quantity':
      return formatQuantity(node.quantity);
    case 'UnitPrice':
      return formatUnitPrice(node.unitPrice);
    case 'TotalPrice':
      return formatMoney(node.totalPrice);
  }
}

/** `sample` is null while the tab still reads its tree. */
type Props = { order: ItemImportLabel[]; sample: ProjectItemNode[] | null; startRow: number };

export function ExportPreview({ order, sample, startRow }: Props) {
  return (
    <Paper withBorder radius="sm" data-testid="export-preview">
      <Text size="sm" fw={600} px="sm" pt="xs">
        {T.preview}
      </Text>
      <ScrollArea type="auto">
        <Table withColumnBorders striped fz="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={1} />
              {['A', ...order.map((_, i) => indexToColumn(i + 2))].map((letter) => (
                <Table.Th key={letter}>{letter}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr fw={700}>
              <Table.Td c="dimmed">{startRow}</Table.Td>
              <Table.Td>{ID_COLUMN_NAME}</Table.Td>
              {order.map((label) => (
                <Table.Td key={label}>{ITEM_LABEL_NAMES[label]}</Table.Td>
              ))}
            </Table.Tr>
            {sample?.map((node, i) => (
              <Table.Tr key={node.id} fw={node.isGroup ? 600 : undefined}>
                <Table.Td c="dimmed">{startRow + i + 1}</Table.Td>
                <Table.Td>{node.id}</Table.Td>
                {order.map((label) => (
                  <Table.Td key={label} style={{ maxWidth: 260, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
                    {cell(node, label)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {sample === null ? (
        <Text size="sm" c="dimmed" p="sm" role="status">
          {ITEM_TEXTS.loading}
        </Text>
      ) : (
        sample.length === 0 && (
          <Text size="sm" c="dimmed" p="sm">
            {T.previewEmpty}
          </Text>
        )
      )}
    </Paper>
  );
}
