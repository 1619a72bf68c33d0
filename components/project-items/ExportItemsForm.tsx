'use client';

/**
 * The items export: which labels go into which columns after the Id column A (reorder, remove,
 * add back) and the range, then the .xlsx download of GET /api/Projects/{id}/ExportProjectItems
 * with progress, saved under the server's file name.
 */
import { useRouter } from 'next/navigation';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ActionIcon, Badge, Button, Grid, Group, Menu, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconLock, IconPlus, IconX } from '@tabler/icons-react';
import { downloadFile, saveBlob } from '@/components/files/download';
import { TransferError } from '@/components/files/TransferError';
import { TransferProgress } from '@/components/files/TransferProgress';
import { useTransfer } from '@/components/files/use-transfer';
import { FormActions } from '@/components/form/FormActions';
import { ApiError, notifySuccess } from '@/lib/api-client';
import { indexToColumn, parseExcelRange } from '@/lib/excel/range';
import { messages } from '@/lib/i18n/messages';
import {
  DEFAULT_ITEM_EXPORT_RANGE,
  ID_COLUMN_NAME,
  ITEM_IMPORT_LABELS,
  ITEM_LABEL_NAMES,
  formatLabelOrder,
  itemExportOptionsSchema,
  type ItemImportLabel,
} from '@/lib/project-items/import-options';
import type { ProjectItemNode } from '@/lib/project-items/types';
import { ColumnsHeading } from './ColumnsHeading';
import { ExportPreview } from './ExportPreview';
import { EXPORT_TEXTS as T } from '@/lib/i18n/project-items';

type Props = { projectId: number; closeHref: string; sample: ProjectItemNode[] | null };
type Errors = Partial<Record<'labelOrder' | 'excelRange' | 'form', string>>;

/** Moves the entry at `index` by `delta` places. */
export function moveLabel<T>(list: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

export function ExportItemsForm({ projectId, closeHref, sample }: Props) {
  const router = useRouter();
  const [order, setOrder] = useState<ItemImportLabel[]>([...ITEM_IMPORT_LABELS]);
  const [excelRange, setExcelRange] = useState(DEFAULT_ITEM_EXPORT_RANGE);
  const [errors, setErrors] = useState<Errors>({});
  const transfer = useTransfer();
  const busy = transfer.busy;
  const close = () => router.replace(closeHref, { scroll: false });
  const removed = ITEM_IMPORT_LABELS.filter((l) => !order.includes(l));
  const parsedRange = parseExcelRange(excelRange);
  const startRow = parsedRange.ok ? parsedRange.range.start.row : 1;

  const change = (next: ItemImportLabel[]) => {
    setOrder(next);
    setErrors((e) => ({ ...e, labelOrder: undefined, form: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const next: Errors = {};
    if (!order.length) next.labelOrder = T.noColumns;
    const labelOrder = formatLabelOrder(order);
    const parsed = itemExportOptionsSchema.safeParse({ labelOrder, excelRange });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) next[String(issue.path[0] ?? 'form') as keyof Errors] ??= issue.message;
    }
    setErrors(next);
    if (Object.keys(next).length) return;

    const query = new URLSearchParams({ labelOrder });
    if (excelRange.trim()) query.set('excelRange', excelRange.trim());
    try {
      const { blob, fileName } = await transfer.run((onProgress) => downloadFile(`/api/Projects/${projectId}/ExportProjectItems?${query}`, onProgress), null);
      const name = fileName ?? 'troskovnik.xlsx';
      saveBlob(blob, name);
      notifySuccess(T.done(name));
      close();
    } catch (error) {
      const fieldErrors: Errors = {};
      if (error instanceof ApiError && error.errors) {
        for (const key of ['labelOrder', 'excelRange'] as const) if (error.errors[key]?.[0]) fieldErrors[key] = error.errors[key][0];
      }
      setErrors({ ...fieldErrors, form: error instanceof ApiError ? error.message : messages.unknownError });
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="items-export-form">
      <Stack gap="md">
        <Grid gutter="xl">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <ColumnsHeading title={T.columns} hint={T.columnsHint} />
              <Stack gap={4} data-testid="export-columns">
                <ColumnRow letter="A" name={ID_COLUMN_NAME} locked />
                {order.map((label, i) => (
                  <ColumnRow key={label} letter={indexToColumn(i + 2)} name={ITEM_LABEL_NAMES[label]}>
                    <ActionIcon variant="subtle" aria-label={T.moveUp(ITEM_LABEL_NAMES[label])} disabled={i === 0 || busy} onClick={() => change(moveLabel(order, i, -1))}>
                      <IconArrowUp size={16} />
                    </ActionIcon>
                    <ActionIcon variant="subtle" aria-label={T.moveDown(ITEM_LABEL_NAMES[label])} disabled={i === order.length - 1 || busy} onClick={() => change(moveLabel(order, i, 1))}>
                      <IconArrowDown size={16} />
                    </ActionIcon>
                    <ActionIcon variant="subtle" color="red" aria-label={T.remove(ITEM_LABEL_NAMES[label])} disabled={busy} onClick={() => change(order.filter((l) => l !== label))}>
                      <IconX size={16} />
                    </ActionIcon>
                  </ColumnRow>
                ))}
                {removed.length > 0 && (
                  <Menu position="bottom-start" withinPortal>
                    <Menu.Target>
                      <Button size="xs" variant="subtle" leftSection={<IconPlus size={14} />} w="fit-content" disabled={busy}>
                        {T.addColumn}
                      </Button>
                    </Menu.Target>
                    <Menu.Dropdown>
                      {removed.map((label) => (
                        <Menu.Item key={label} onClick={() => change([...order, label])}>
                          {ITEM_LABEL_NAMES[label]}
                        </Menu.Item>
                      ))}
                    </Menu.Dropdown>
                  </Menu>
                )}
                {errors.labelOrder && (
                  <Text size="sm" c="red">
                    {errors.labelOrder}
                  </Text>
                )}
              </Stack>

              <TextInput
                label={T.excelRange}
                description={T.excelRangeHint}
                value={excelRange}
                onChange={(e) => {
                  setExcelRange(e.currentTarget.value);
                  setErrors((x) => ({ ...x, excelRange: undefined, form: undefined }));
                }}
                error={errors.excelRange}
                maxLength={21}
                disabled={busy}
                styles={{ input: { textTransform: 'uppercase' } }}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <ExportPreview order={order} sample={sample} startRow={startRow} />
          </Grid.Col>
        </Grid>

        <TransferError title={T.failed} message={errors.form} testId="export-error" />

        {busy && (
          <TransferProgress
            direction="download"
            percent={transfer.percent}
            text={transfer.percent === null ? T.downloading : T.downloadingPercent(transfer.percent)}
            testId="export-progress"
          />
        )}

        <FormActions saving={busy} onCancel={close} submitLabel={T.submit} />
      </Stack>
    </form>
  );
}

function ColumnRow({ letter, name, locked, children }: { letter: string; name: string; locked?: boolean; children?: ReactNode }) {
  return (
    <Paper withBorder px="sm" py={6} bg={locked ? 'gray.0' : undefined} data-export-column={letter}>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Badge variant="light" color={locked ? 'gray' : 'blue'} w={36} radius="sm">
            {letter}
          </Badge>
          <Text size="sm" c={locked ? 'dimmed' : undefined}>
            {name}
          </Text>
          {locked && <IconLock size={14} color="var(--mantine-color-dimmed)" />}
        </Group>
        <Group gap={2} wrap="nowrap">
          {children}
        </Group>
      </Group>
    </Paper>
  );
}
