'use client';

import { Alert, Button, Drawer, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { notifyError, notifySuccess } from '@/lib/api-client';
import type { DocumentItemDto } from '@/lib/documents/schemas';
import { documentHref } from '@/lib/documents/screen';
import { documentType } from '@/lib/documents/types';
import { formatUnitPrice } from '@/components/project-items/cell-format';
import { formatMoney, formatQuantity } from '@/lib/format';
import { messages } from '@/lib/i18n/messages';
import { DOCUMENT_ITEM_LABELS as IL, DOCUMENT_UI_TEXTS as T } from '@/lib/i18n/documents-ui';
import { selectionProblem } from '@/lib/documents/generate-lines';
import { generateChoices, generateFromItems } from './generate';

/** The Generate drawer's width (spec §2). */
export const GENERATE_DRAWER_WIDTH = 1100;

type Props = { typeId: number; items: DocumentItemDto[]; opened: boolean; onClose: () => void };

/**
 * Generate from selected items (spec §2): the chosen lines (of one or several documents), the
 * allowed follow-up types (follow-ups.ts), an early warning when the type needs one project or
 * one destination (generate-lines.ts selectionProblem), and the button that creates the new
 * document (Copy for one source, Generate for several) and opens it.
 */
export function GenerateDrawer({ typeId, items, opened, onClose }: Props) {
  const router = useRouter();
  const choices = generateChoices(typeId, items);
  const [chosen, setChosen] = useState<string | null>(null);
  const dest = chosen && choices.some((c) => String(c) === chosen) ? Number(chosen) : (choices[0] ?? null);
  const sourceCount = new Set(items.map((i) => i.documentId)).size;
  const problem = dest === null ? null : selectionProblem(dest, items);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    if (dest === null) return;
    setSaving(true);
    try {
      const id = await generateFromItems(dest, items);
      notifySuccess(T.generated);
      onClose();
      router.push(documentHref.detail(id));
    } catch (err) {
      notifyError(err);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer opened={opened} onClose={onClose} position="right" size={GENERATE_DRAWER_WIDTH} title={T.generate} padding="md" data-testid="generate-drawer">
      <Stack>
        <Text size="sm" data-testid="generate-count">
          {T.generateFromSelected(items.length, sourceCount)}
        </Text>
        <Table striped withTableBorder data-testid="generate-items">
          <Table.Thead>
            <Table.Tr>
              {[IL.document, IL.name, IL.project, IL.unitOfMeasurement, IL.quantity, IL.unitPrice, IL.totalPrice].map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{r.documentCode}</Table.Td>
                <Table.Td>{r.name}</Table.Td>
                <Table.Td>{r.project}</Table.Td>
                <Table.Td>{r.unitOfMeasurement}</Table.Td>
                <Table.Td>{formatQuantity(r.quantity)}</Table.Td>
                <Table.Td>{r.unitPrice === null ? '' : formatUnitPrice(r.unitPrice)}</Table.Td>
                <Table.Td>{formatMoney(r.totalPrice)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {choices.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {T.generateChooseType}
            </Text>
            <SegmentedControl
              data={choices.map((c) => ({ value: String(c), label: documentType(c).singular }))}
              value={dest === null ? undefined : String(dest)}
              onChange={setChosen}
              data-testid="generate-type"
            />
          </Stack>
        )}
        {problem && (
          <Alert color="yellow" data-testid="generate-problem">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {messages.cancel}
          </Button>
          <Button onClick={submit} loading={saving} disabled={dest === null || problem !== null} data-testid="generate-submit">
            {T.generateSave}
          </Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
