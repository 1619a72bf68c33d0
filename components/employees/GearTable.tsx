'use client';

import { Group, Table, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useRouter } from 'next/navigation';
import { confirmAndDelete } from '@/components/confirm';
import { AddButton } from '@/components/data-table/ListToolbar';
import { RowActions } from '@/components/data-table/RowActions';
import { FileLink } from '@/components/files/FileLink';
import { GEAR_ITEMS } from '@/lib/employees/gear-items';
import type { GearListDto, GearRecordDto } from '@/lib/employees/schemas';
import { formatDate } from '@/lib/format';
import { GEAR_LABEL, GEAR_TEXTS } from '@/lib/i18n/employees';
import { messages } from '@/lib/i18n/messages';
import { employeeHref } from '@/lib/employees/screen';

type Props = { employeeId: number; gear: GearListDto; canCreate: boolean; canUpdate: boolean; canDelete: boolean };

const headerStyle = { whiteSpace: 'normal', lineHeight: 1.2, verticalAlign: 'bottom', fontSize: 'var(--mantine-font-size-xs)' } as const;
/** Twelve narrow item columns: the labels read bottom-up, so the whole record fits on a screen. */
const verticalLabel = { writingMode: 'vertical-rl', transform: 'rotate(180deg)', whiteSpace: 'nowrap', display: 'inline-block' } as const;

/**
 * The Gear tab: one row per hand-over (date, project, the twelve items, the signed receipt)
 * and a sum row with each item's total, computed by the database.
 */
export function GearTable({ employeeId, gear, canCreate, canUpdate, canDelete }: Props) {
  const router = useRouter();
  const hasActions = canUpdate || canDelete;

  const remove = (record: GearRecordDto) =>
    confirmAndDelete({
      subject: `zapis o zaduženju opreme od ${formatDate(record.date)}`,
      url: `/api/Employees/${employeeId}/gear/${record.id}`,
      deletedMessage: messages.gearDeleted,
      onDeleted: () => router.refresh(),
    });

  return (
    <>
      <Group justify="space-between" mb="sm">
        <Text c="dimmed" size="sm">
          {GEAR_TEXTS.intro}
        </Text>
        {canCreate && (
          <AddButton href={employeeHref.gearCreate(employeeId)}>{GEAR_TEXTS.add}</AddButton>
        )}
      </Group>
      <Table.ScrollContainer minWidth={960}>
        <Table striped highlightOnHover withTableBorder withColumnBorders verticalSpacing={6} data-testid="gear-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th style={headerStyle}>{GEAR_LABEL.date}</Table.Th>
              <Table.Th style={headerStyle} miw={160}>
                {GEAR_LABEL.project}
              </Table.Th>
              {GEAR_ITEMS.map((g) => (
                <Table.Th key={g.key} ta="center" w={44} px={4} style={headerStyle}>
                  <span style={verticalLabel}>{g.label}</span>
                </Table.Th>
              ))}
              <Table.Th style={headerStyle} miw={160}>
                {GEAR_LABEL.receipt}
              </Table.Th>
              {hasActions && <Table.Th style={headerStyle}>{messages.actions}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {gear.items.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={GEAR_ITEMS.length + 3 + (hasActions ? 1 : 0)}>
                  <Text c="dimmed" ta="center" py="md">
                    {messages.noData}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {gear.items.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(r.date)}</Table.Td>
                <Table.Td>{r.project}</Table.Td>
                {GEAR_ITEMS.map((g) => (
                  <Table.Td key={g.key} ta="center" px={4} aria-label={r[g.key] ? messages.yes : messages.no}>
                    {r[g.key] ? <IconCheck size={18} color="var(--mantine-color-green-7)" /> : <Text span c="gray.4">–</Text>}
                  </Table.Td>
                ))}
                <Table.Td>
                  {r.attachmentUrl ? (
                    <FileLink href={r.attachmentUrl} fileName={r.attachmentName ?? ''} withIcon />
                  ) : (
                    <Text span c="dimmed" size="sm">—</Text>
                  )}
                </Table.Td>
                {hasActions && (
                  <Table.Td>
                    <RowActions editHref={canUpdate ? employeeHref.gearEdit(employeeId, r.id) : null} onDelete={canDelete ? () => remove(r) : null} />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr data-testid="gear-sum-row" style={{ background: 'var(--mantine-color-gray-1)' }}>
              <Table.Th colSpan={2}>{messages.total}</Table.Th>
              {GEAR_ITEMS.map((g) => (
                <Table.Th key={g.key} ta="center" px={4} data-gear={g.key}>
                  {gear.totals[g.key]}
                </Table.Th>
              ))}
              <Table.Th colSpan={hasActions ? 2 : 1} />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
