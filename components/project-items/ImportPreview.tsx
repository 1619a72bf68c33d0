'use client';

/** The first rows of the chosen sheet and range, with the label each column is mapped to. */
import type { ReactNode } from 'react';
import { Badge, Loader, Paper, ScrollArea, Table, Text } from '@mantine/core';
import { indexToColumn } from '@/lib/excel/range';
import { ITEM_IMPORT_LABELS, ITEM_LABEL_NAMES } from '@/lib/project-items/import-options';
import type { LabelMapping } from './label-mapping';
import { IMPORT_TEXTS as T } from '@/lib/i18n/project-items';
import type { RangePreview } from './workbook';

type Props = { preview: RangePreview | null; mapping: LabelMapping; loading: boolean; hasWorkbook: boolean };

export function ImportPreview({ preview, mapping, loading, hasWorkbook }: Props) {
  const labelOf = (column: string) => ITEM_IMPORT_LABELS.filter((l) => mapping[l]?.toUpperCase() === column);
  let body: ReactNode;
  if (loading) body = <Loader size="sm" m="md" />;
  else if (!hasWorkbook || !preview) body = <Text size="sm" c="dimmed" p="md">{T.previewEmpty}</Text>;
  else {
    const letters = preview.columns.map(indexToColumn);
    body = (
      <ScrollArea type="auto">
        <Table withColumnBorders withTableBorder={false} striped fz="xs" data-testid="import-preview" style={{ tableLayout: 'auto' }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={1} />
              {letters.map((letter) => {
                const labels = labelOf(letter);
                return (
                  <Table.Th key={letter} style={{ verticalAlign: 'top', minWidth: 90 }}>
                    <Text size="xs" fw={700}>
                      {letter}
                    </Text>
                    {labels.map((l) => (
                      <Badge key={l} size="xs" variant="light" color={labels.length > 1 ? 'red' : 'blue'} mt={2} data-preview-label={l}>
                        {ITEM_LABEL_NAMES[l]}
                      </Badge>
                    ))}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.header && (
              <Table.Tr c="dimmed" fs="italic">
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{T.headerRow(preview.header.row)}</Table.Td>
                {preview.header.cells.map((cell, i) => (
                  <Table.Td key={i}>{cell}</Table.Td>
                ))}
              </Table.Tr>
            )}
            {preview.rows.map((r) => (
              <Table.Tr key={r.row}>
                <Table.Td c="dimmed">{r.row}</Table.Td>
                {r.cells.map((cell, i) => (
                  <Table.Td key={i} style={{ maxWidth: 320, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }} title={cell}>
                    {cell}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {preview.rows.length === 0 && (
          <Text size="sm" c="dimmed" p="sm">
            {T.previewNoRows}
          </Text>
        )}
        {preview.more && (
          <Text size="xs" c="dimmed" p="xs">
            {T.previewMore}
          </Text>
        )}
      </ScrollArea>
    );
  }
  return (
    <Paper withBorder radius="sm">
      <Text size="sm" fw={600} px="sm" pt="xs">
        {T.preview}
      </Text>
      {body}
    </Paper>
  );
}
