'use client';

/**
 * The items import (spec part 1 sections 4-5, "Cost list import"): an .xlsx file, the sheet (its
 * names read in the browser), the range and which column holds which label, with a preview of
 * the first rows so the user sees what the mapping picks. Checked with the API's schema; an
 * import over an existing list asks first; upload progress, then processing; the server's
 * Croatian message stays in the drawer when it fails.
 */
import { useRouter } from 'next/navigation';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Alert, Autocomplete, Button, FileInput, Group, Progress, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconFileSpreadsheet, IconInfoCircle } from '@tabler/icons-react';
import { uploadWithProgress } from '@/components/attachments/upload-request';
import { confirmAction } from '@/components/confirm';
import { ApiError } from '@/lib/api-client';
import { columnToIndex, parseExcelRange } from '@/lib/excel/range';
import { formatMoney } from '@/lib/format';
import { messages } from '@/lib/i18n/messages';
import {
  DEFAULT_ITEM_IMPORT_RANGE,
  DEFAULT_LABEL_ORDER,
  ITEM_IMPORT_LABELS,
  ITEM_LABEL_NAMES,
  REQUIRED_ITEM_IMPORT_LABELS,
  itemImportOptionsSchema,
  type ItemImportLabel,
} from '@/lib/project-items/import-options';
import type { ProjectItemsImportReport } from '@/lib/project-items/types';
import { ImportPreview } from './ImportPreview';
import { mappingFromHeader, mappingFromLabelOrder, mappingToLabelOrder, rangeColumnLetters, type LabelMapping } from './label-mapping';
import { IMPORT_TEXTS as T, importReportText } from '@/lib/i18n/project-items';
import { previewRange, readWorkbook, type LoadedWorkbook } from './workbook';

type Props = { projectId: number; existingCount: number; closeHref: string };

type Errors = Partial<Record<'file' | 'sheetName' | 'excelRange' | 'labelOrder' | 'form', string>>;

const DEFAULT_MAPPING = mappingFromLabelOrder(DEFAULT_LABEL_ORDER, columnToIndex('B'));

/** The API's field names -> this form's fields. */
const SERVER_FIELDS: Record<string, keyof Errors> = { File: 'file', file: 'file', sheetName: 'sheetName', excelRange: 'excelRange', labelOrder: 'labelOrder' };

export function ImportItemsForm({ projectId, existingCount, closeHref }: Props) {
  const router = useRouter();
  const [file, setFile] = useState<File | null>(null);
  const [workbook, setWorkbook] = useState<LoadedWorkbook | null>(null);
  const [reading, setReading] = useState(false);
  const [sheetName, setSheetName] = useState('');
  const [excelRange, setExcelRange] = useState(DEFAULT_ITEM_IMPORT_RANGE);
  const [mapping, setMapping] = useState<LabelMapping>(DEFAULT_MAPPING);
  const [errors, setErrors] = useState<Errors>({});
  const [mappingErrors, setMappingErrors] = useState<Partial<Record<ItemImportLabel, string>>>({});
  const [headerNote, setHeaderNote] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [processing, setProcessing] = useState(false);
  const busy = progress !== null;
  const fileToken = useRef(0);

  const columns = useMemo(() => rangeColumnLetters(excelRange), [excelRange]);
  const preview = useMemo(() => (workbook ? previewRange(workbook, sheetName, excelRange) : null), [workbook, sheetName, excelRange]);
  const headerMapping = useMemo(() => {
    const range = parseExcelRange(excelRange);
    return preview?.header && range.ok ? mappingFromHeader(preview.header.cells, range.range.start.column) : null;
  }, [preview, excelRange]);

  const clearError = (field: keyof Errors) => setErrors((e) => ({ ...e, [field]: undefined, form: undefined }));

  const chooseFile = async (chosen: File | null) => {
    const token = ++fileToken.current;
    setFile(chosen);
    setWorkbook(null);
    setHeaderNote(null);
    clearError('file');
    if (!chosen) return;
    if (!/\.xlsx$/i.test(chosen.name)) {
      setErrors((e) => ({ ...e, file: messages.wrongFileType }));
      return;
    }
    setReading(true);
    try {
      const loaded = await readWorkbook(chosen);
      if (token !== fileToken.current) return;
      setWorkbook(loaded);
      // The typed sheet if the file has it, else the first sheet with rows in the range.
      const withRows = loaded.sheetNames.find((name) => (previewRange(loaded, name, excelRange, 1)?.rows.length ?? 0) > 0);
      const sheet = loaded.sheetNames.includes(sheetName) ? sheetName : (withRows ?? loaded.sheetNames[0]);
      setSheetName(sheet);
      clearError('sheetName');
      // A file with a header row above the range (the export writes one) maps itself.
      const range = parseExcelRange(excelRange);
      const preview = range.ok ? previewRange(loaded, sheet, excelRange) : null;
      const fromHeader = preview?.header && range.ok ? mappingFromHeader(preview.header.cells, range.range.start.column) : null;
      if (fromHeader && preview?.header) {
        setMapping(fromHeader);
        setMappingErrors({});
        setHeaderNote(T.headerRecognised(preview.header.row));
      }
    } catch {
      if (token === fileToken.current) setErrors((e) => ({ ...e, file: T.unreadable }));
    } finally {
      if (token === fileToken.current) setReading(false);
    }
  };

  const setColumn = (label: ItemImportLabel, column: string | null) => {
    setMapping((m) => ({ ...m, [label]: column }));
    setMappingErrors({});
    setHeaderNote(null);
    clearError('labelOrder');
  };

  /** Every rule at once: the file, the mapping's own checks, then the API's schema. */
  const validate = () => {
    const next: Errors = {};
    if (!file) next.file = messages.fileRequired;
    else if (!/\.xlsx$/i.test(file.name)) next.file = messages.wrongFileType;
    const mapped = mappingToLabelOrder(mapping, excelRange);
    const parsed = itemImportOptionsSchema.safeParse({ sheetName, excelRange, labelOrder: mapped.text });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'form') as keyof Errors;
        // The selects already say what is wrong with the mapping.
        if (field === 'labelOrder' && Object.keys(mapped.errors).length) continue;
        next[field] ??= issue.message;
      }
    }
    setErrors(next);
    setMappingErrors(mapped.errors);
    const ok = Object.keys(next).length === 0 && Object.keys(mapped.errors).length === 0;
    return ok ? { labelOrder: mapped.text } : null;
  };

  const upload = async (labelOrder: string) => {
    const query = new URLSearchParams({ sheetName: sheetName.trim(), excelRange: excelRange.trim(), labelOrder });
    const body = new FormData();
    body.append('File', file!);
    setProgress(0);
    setProcessing(false);
    try {
      const report = await uploadWithProgress<ProjectItemsImportReport>(
        `/api/Projects/${projectId}/ImportProjectItems?${query}`,
        'POST',
        body,
        (percent) => {
          setProgress(percent);
          if (percent >= 100) setProcessing(true);
        },
      );
      notifications.show({
        color: 'green',
        title: messages.projectItemsImported,
        message: importReportText({ ...report, totalText: formatMoney(report.totalPrice) }),
        autoClose: 10_000,
      });
      router.replace(closeHref, { scroll: false });
    } catch (error) {
      const next: Errors = {};
      if (error instanceof ApiError && error.errors) {
        for (const [key, list] of Object.entries(error.errors)) {
          const field = SERVER_FIELDS[key];
          if (field && list[0]) next[field] = list[0];
        }
      }
      const message = error instanceof ApiError ? error.message : messages.unknownError;
      // A message already under its field is not repeated above the buttons.
      if (!Object.values(next).includes(message)) next.form = message;
      setErrors(next);
      setProgress(null);
      setProcessing(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const valid = validate();
    if (!valid) return;
    if (existingCount > 0) {
      confirmAction({
        title: T.confirmTitle,
        text: T.confirmText(existingCount),
        confirmLabel: T.confirmButton,
        color: 'red',
        onConfirm: () => upload(valid.labelOrder),
      });
    } else {
      void upload(valid.labelOrder);
    }
  };

  const options = columns.map((c) => ({ value: c, label: c }));
  // A letter outside the range stays visible in its select (marked), so nothing changes silently.
  const optionsFor = (label: ItemImportLabel) => {
    const value = mapping[label];
    return value && !columns.includes(value) ? [...options, { value, label: value }] : options;
  };

  return (
    <form onSubmit={submit} noValidate data-testid="items-import-form">
      <Stack gap="md">
        <SimpleGrid cols={3} spacing="md">
          <FileInput
            label={T.file}
            placeholder={T.filePlaceholder}
            withAsterisk
            clearable
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            leftSection={<IconFileSpreadsheet size={16} />}
            value={file}
            onChange={(f) => void chooseFile(f)}
            error={errors.file}
            disabled={busy}
            data-autofocus
          />
          <Autocomplete
            label={T.sheetName}
            placeholder={T.sheetPlaceholder}
            withAsterisk
            data={workbook?.sheetNames ?? []}
            value={sheetName}
            onChange={(value) => {
              setSheetName(value);
              clearError('sheetName');
            }}
            error={errors.sheetName}
            disabled={busy}
            maxLength={200}
          />
          <TextInput
            label={T.excelRange}
            description={T.excelRangeHint}
            withAsterisk
            value={excelRange}
            onChange={(e) => {
              // A new range keeps the letters; the next check says which fell outside it.
              setExcelRange(e.currentTarget.value);
              setMappingErrors({});
              clearError('excelRange');
            }}
            error={errors.excelRange}
            disabled={busy}
            maxLength={21}
            styles={{ input: { textTransform: 'uppercase' } }}
          />
        </SimpleGrid>

        <Stack gap={6}>
          <Group justify="space-between" align="flex-end">
            <div>
              <Text fw={600} size="sm">
                {T.columns}
              </Text>
              <Text size="xs" c="dimmed">
                {T.columnsHint}
              </Text>
            </div>
            {headerMapping && !headerNote && (
              <Button
                size="xs"
                variant="light"
                onClick={() => {
                  setMapping(headerMapping);
                  setMappingErrors({});
                  setHeaderNote(T.headerRecognised(preview!.header!.row));
                }}
              >
                {T.useHeader}
              </Button>
            )}
          </Group>
          <SimpleGrid cols={7} spacing="xs" data-testid="column-mapping">
            {ITEM_IMPORT_LABELS.map((label) => (
              <Select
                key={label}
                label={ITEM_LABEL_NAMES[label]}
                withAsterisk={REQUIRED_ITEM_IMPORT_LABELS.includes(label)}
                placeholder={T.notImported}
                data={optionsFor(label)}
                value={mapping[label]}
                onChange={(value) => setColumn(label, value)}
                clearable={!REQUIRED_ITEM_IMPORT_LABELS.includes(label)}
                error={mappingErrors[label]}
                disabled={busy}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
              />
            ))}
          </SimpleGrid>
          {errors.labelOrder && (
            <Text size="sm" c="red" data-testid="label-order-error">
              {errors.labelOrder}
            </Text>
          )}
          {headerNote && (
            <Text size="xs" c="teal" data-testid="header-note">
              <IconInfoCircle size={14} style={{ verticalAlign: 'text-bottom' }} /> {headerNote}
            </Text>
          )}
        </Stack>

        <ImportPreview preview={preview} mapping={mapping} loading={reading} hasWorkbook={!!workbook} />

        {errors.form && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title={T.failed} data-testid="import-error">
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {errors.form}
            </Text>
          </Alert>
        )}

        {busy && (
          <Stack gap={4} data-testid="import-progress">
            <Progress value={processing ? 100 : (progress ?? 0)} animated={processing} striped={processing} size="lg" />
            <Text size="sm" c="dimmed">
              {processing ? T.processing : T.uploading(progress ?? 0)}
            </Text>
          </Stack>
        )}

        <Group justify="flex-end">
          <Button variant="default" onClick={() => router.replace(closeHref, { scroll: false })} disabled={busy}>
            {messages.cancel}
          </Button>
          <Button type="submit" loading={busy} disabled={busy || reading}>
            {T.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
