'use client';

/**
 * "Koeficijenti" (issue 13: the work record coefficients admin, on the existing lookup calls
 * GET/POST /api/WorkRecordCoefficients, PUT/DELETE /api/WorkRecordCoefficients/{id}): the list the
 * record editor offers with field work. A row is saved on its own; a coefficient in use (a record
 * or a project's default) cannot be deleted (the server's 409 is shown). Width 500 as the
 * timesheet's other drawer. Rights: the lookups matrix (Admin, SuperAdmin, Accounting, Management).
 */
import { ActionIcon, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { confirmAndDelete } from '@/components/confirm';
import { EntityDrawer } from '@/components/drawer/EntityDrawer';
import { apiFetch, notifyError, notifySuccess } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { messages } from '@/lib/i18n/messages';
import { TIMESHEET_TEXTS as T } from '@/lib/i18n/timesheet';

type Coefficient = { id: number; name: string; coefficient: string };
type Row = { key: string; id: number | null; name: string; coefficient: string; errors: Record<string, string>; saving: boolean };

const toRow = (c: Coefficient): Row => ({ key: String(c.id), id: c.id, name: c.name, coefficient: formatNumber(c.coefficient, 2), errors: {}, saving: false });

export function CoefficientsDrawer({ opened, closeHref, onChanged }: { opened: boolean; closeHref: string; onChanged: () => void }) {
  return (
    <EntityDrawer opened={opened} closeHref={closeHref} size={500} title={T.coefficients.title}>
      {opened && <CoefficientsForm onChanged={onChanged} />}
    </EntityDrawer>
  );
}

function CoefficientsForm({ onChanged }: { onChanged: () => void }) {
  const [rows, setRows] = useState<Row[] | null>(null);
  const load = () =>
    apiFetch<Coefficient[]>('/api/WorkRecordCoefficients')
      .then((list) => setRows(list.map(toRow)))
      .catch((error) => notifyError(error));
  useEffect(() => {
    void load();
  }, []);

  const patch = (key: string, change: Partial<Row>) => setRows((all) => all?.map((r) => (r.key === key ? { ...r, ...change } : r)) ?? null);

  const save = async (row: Row, event?: FormEvent) => {
    event?.preventDefault();
    patch(row.key, { saving: true, errors: {} });
    try {
      const body = { name: row.name, coefficient: row.coefficient };
      const saved = row.id
        ? await apiFetch<Coefficient>(`/api/WorkRecordCoefficients/${row.id}`, { method: 'PUT', json: body })
        : await apiFetch<Coefficient>('/api/WorkRecordCoefficients', { method: 'POST', json: body });
      patch(row.key, { ...toRow(saved), key: row.key });
      notifySuccess(T.coefficients.saved);
      onChanged();
    } catch (error) {
      const field = (error as { errors?: Record<string, string[]> }).errors;
      patch(row.key, { saving: false, errors: field ? Object.fromEntries(Object.entries(field).map(([k, v]) => [k, v[0]])) : {} });
      notifyError(error, messages.saveError);
    }
  };

  const remove = (row: Row) => {
    if (!row.id) return setRows((all) => all?.filter((r) => r.key !== row.key) ?? null);
    confirmAndDelete({
      url: `/api/WorkRecordCoefficients/${row.id}`,
      subject: T.coefficients.subject(row.name),
      deletedMessage: T.coefficients.deleted,
      onDeleted: () => {
        setRows((all) => all?.filter((r) => r.key !== row.key) ?? null);
        onChanged();
      },
    });
  };

  if (!rows) return <Text size="sm">{messages.loading}</Text>;
  return (
    <Stack gap="sm" data-testid="coefficients">
      <Text size="sm" c="dimmed">
        {T.coefficients.hint}
      </Text>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{T.coefficients.name}</Table.Th>
            <Table.Th w={120}>{T.coefficients.value}</Table.Th>
            <Table.Th w={110} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key} data-testid="coefficient-row">
              <Table.Td>
                <TextInput
                  aria-label={T.coefficients.name}
                  value={row.name}
                  maxLength={200}
                  error={row.errors.name}
                  onChange={(e) => patch(row.key, { name: e.currentTarget.value })}
                  onKeyDown={(e) => e.key === 'Enter' && void save(row)}
                />
              </Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={T.coefficients.value}
                  value={row.coefficient}
                  inputMode="decimal"
                  error={row.errors.coefficient}
                  onChange={(e) => patch(row.key, { coefficient: e.currentTarget.value })}
                  onKeyDown={(e) => e.key === 'Enter' && void save(row)}
                  styles={{ input: { textAlign: 'right' } }}
                />
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Button size="xs" variant="light" loading={row.saving} onClick={() => void save(row)} data-testid="coefficient-save">
                    {T.coefficients.save}
                  </Button>
                  <ActionIcon variant="subtle" color="red" aria-label={messages.delete} onClick={() => remove(row)}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={3}>
                <Text size="sm" c="dimmed">
                  {T.coefficients.empty}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => setRows((all) => [...(all ?? []), { key: `new-${Date.now()}`, id: null, name: '', coefficient: '', errors: {}, saving: false }])}
          data-testid="coefficient-add"
        >
          {T.coefficients.add}
        </Button>
      </Group>
    </Stack>
  );
}
