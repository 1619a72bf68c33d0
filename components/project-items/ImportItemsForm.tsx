'use client';

/**
 * The items import (spec part 1 sections 4-5, "Cost list import"): an .xlsx file, the sheet (its
 * names read in the browser), the range and which column holds which label, with a preview of
 * the first rows so the user sees what the mapping picks. Checked with the API's schema (the
 * form's zod schema, import-form.ts); an import over an existing list asks first; upload
 * progress, then processing; the server's Croatian message stays in the drawer when it fails.
 */
import { useRouter } from 'next/navigation';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Autocomplete, Button, FileInput, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconFileSpreadsheet, IconInfoCircle } from '@tabler/icons-react';
import { confirmAction } from '@/components/confirm';
import { TransferError } from '@/components/files/TransferError';
import { TransferProgress } from '@/components/files/TransferProgress';
import { uploadWithProgress } from '@/components/files/upload';
import { useTransfer } from '@/components/files/use-transfer';
import { FormActions } from '@/components/form/FormActions';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { ApiError } from '@/lib/api-client';
import { parseExcelRange } from '@/lib/excel/range';
import { formatMoney } from '@/lib/format';
import { messages } from '@/lib/i18n/messages';
import { ITEM_LABEL_NAMES, type ItemImportLabel } from '@/lib/project-items/import-options';
import type { ProjectItemsImportReport } from '@/lib/project-items/types';
import { formResolver } from '@/lib/validation/form-resolver';
import { ColumnsHeading } from './ColumnsHeading';
import { ImportPreview } from './ImportPreview';
import { importFormSchemaFor, importQuery, isXlsx, mappingField, type ImportFormField, type ImportFormValues } from './import-form';
import { ITEMS_IMPORT, type ImportKind } from './import-kind';
import { mappingFromHeader, rangeColumnLetters, type LabelMapping } from './label-mapping';
import { IMPORT_TEXTS as T, importReportText } from '@/lib/i18n/project-items';
import { previewRange, readWorkbook, type LoadedWorkbook } from './workbook';

/**
 * Another import through the same form (the contractor's cost list): its labels and defaults,
 * its URL, the confirm's texts, what happens with the answer (instead of the items' notice and
 * closing), a hint above the fields and the form's test id.
 */
export type ImportVariant<R> = {
  kind: ImportKind;
  url: (query: URLSearchParams) => string;
  confirm: { title: string; text: (count: number) => string; button: string };
  onImported: (report: R) => void;
  hint?: ReactNode;
  rangeHint?: string;
  testId: string;
};

type Props<R> = { projectId: number; existingCount: number; closeHref: string; variant?: ImportVariant<R> };

/** The API's field names -> this form's fields. */
const SERVER_FIELDS: Record<string, ImportFormField> = { File: 'file', file: 'file', sheetName: 'sheetName', excelRange: 'excelRange', labelOrder: 'labelOrder' };

export function ImportItemsForm<R = ProjectItemsImportReport>({ projectId, existingCount, closeHref, variant }: Props<R>) {
  const router = useRouter();
  const close = () => router.replace(closeHref, { scroll: false });
  const kind = variant?.kind ?? ITEMS_IMPORT;
  const schema = useMemo(() => importFormSchemaFor(kind), [kind]);
  const form = useForm<ImportFormValues>({
    mode: 'controlled',
    initialValues: { file: null, sheetName: '', excelRange: kind.defaultRange, mapping: kind.defaultMapping },
    validate: formResolver(schema),
  });
  const { file, sheetName, excelRange, mapping } = form.values;
  const [workbook, setWorkbook] = useState<LoadedWorkbook | null>(null);
  const [reading, setReading] = useState(false);
  const [headerNote, setHeaderNote] = useState<string | null>(null);
  const transfer = useTransfer();
  const fileToken = useRef(0);

  const { saving, submit } = useFormSubmit(form, {
    save: (values) => {
      const body = new FormData();
      body.append('File', values.file!);
      const url = variant ? variant.url(importQuery(values, kind)) : `/api/Projects/${projectId}/ImportProjectItems?${importQuery(values)}`;
      return transfer.run((onProgress) => uploadWithProgress<ProjectItemsImportReport>(url, 'POST', body, onProgress));
    },
    savedMessage: (report) =>
      variant ? variant.onImported(report as R) : notifications.show({
        color: 'green',
        title: messages.projectItemsImported,
        message: importReportText({ ...report, totalText: formatMoney(report.totalPrice) }),
        autoClose: 10_000,
      }),
    onSaved: () => {
      if (!variant) close();
    },
    // The server's messages under their fields, its message in the alert above the buttons.
    onError: (error) => {
      const next: Partial<Record<ImportFormField, string>> = {};
      if (error instanceof ApiError && error.errors) {
        for (const [key, list] of Object.entries(error.errors)) {
          const field = SERVER_FIELDS[key];
          if (field && list[0]) next[field] = list[0];
        }
      }
      const message = error instanceof ApiError ? error.message : messages.unknownError;
      // A message already under its field is not repeated above the buttons.
      if (!Object.values(next).includes(message)) next.form = message;
      form.setErrors(next);
    },
  });
  const busy = saving || transfer.busy;

  const columns = useMemo(() => rangeColumnLetters(excelRange), [excelRange]);
  const preview = useMemo(() => (workbook ? previewRange(workbook, sheetName, excelRange) : null), [workbook, sheetName, excelRange]);
  const headerMapping = useMemo(() => {
    const range = parseExcelRange(excelRange);
    return preview?.header && range.ok ? mappingFromHeader(preview.header.cells, range.range.start.column, kind.required, kind.labels) : null;
  }, [preview, excelRange, kind]);

  /** Drops the messages of `fields` ('mapping': every select's) and, unless kept, the alert. */
  const dropErrors = (fields: string[], keepAlert = false) =>
    form.setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(([key]) => !(key === 'form' && !keepAlert) && !fields.some((f) => key === f || key.startsWith(`${f}.`))),
      ),
    );
  /** The user changed `fields`: their messages and the alert go. */
  const clearErrors = (...fields: string[]) => dropErrors(fields);

  const applyMapping = (next: LabelMapping, note: string | null) => {
    form.setFieldValue('mapping', next);
    setHeaderNote(note);
  };

  const chooseFile = async (chosen: File | null) => {
    const token = ++fileToken.current;
    form.setFieldValue('file', chosen);
    setWorkbook(null);
    setHeaderNote(null);
    clearErrors('file');
    if (!chosen) return;
    if (!isXlsx(chosen)) {
      form.setFieldError('file', messages.wrongFileType);
      return;
    }
    setReading(true);
    try {
      const loaded = await readWorkbook(chosen);
      if (token !== fileToken.current) return;
      setWorkbook(loaded);
      const { sheetName, excelRange } = form.getValues();
      // The typed sheet if the file has it, else the first sheet with rows in the range.
      const withRows = loaded.sheetNames.find((name) => (previewRange(loaded, name, excelRange, 1)?.rows.length ?? 0) > 0);
      const sheet = loaded.sheetNames.includes(sheetName) ? sheetName : (withRows ?? loaded.sheetNames[0]);
      form.setFieldValue('sheetName', sheet);
      // A file with a header row above the range (the export writes one) maps itself.
      const range = parseExcelRange(excelRange);
      const preview = range.ok ? previewRange(loaded, sheet, excelRange) : null;
      const fromHeader = preview?.header && range.ok ? mappingFromHeader(preview.header.cells, range.range.start.column, kind.required, kind.labels) : null;
      clearErrors('sheetName', ...(fromHeader ? ['mapping'] : []));
      if (fromHeader && preview?.header) applyMapping(fromHeader, T.headerRecognised(preview.header.row));
    } catch {
      if (token === fileToken.current) form.setFieldError('file', T.unreadable);
    } finally {
      if (token === fileToken.current) setReading(false);
    }
  };

  const setColumn = (label: ItemImportLabel, column: string | null) => {
    applyMapping({ ...form.getValues().mapping, [label]: column }, null);
    clearErrors('mapping', 'labelOrder');
  };

  // Checked first; an import over an existing list then asks before it replaces it.
  const confirmAndSubmit = form.onSubmit(() => {
    if (busy) return;
    if (existingCount > 0) {
      confirmAction({
        title: variant?.confirm.title ?? T.confirmTitle,
        text: (variant?.confirm.text ?? T.confirmText)(existingCount),
        confirmLabel: variant?.confirm.button ?? T.confirmButton,
        color: 'red',
        onConfirm: () => submit(),
      });
    } else {
      submit();
    }
  });

  const options = columns.map((c) => ({ value: c, label: c }));
  // A letter outside the range stays visible in its select (marked), so nothing changes silently.
  const optionsFor = (label: ItemImportLabel) => {
    const value = mapping[label];
    return value && !columns.includes(value) ? [...options, { value, label: value }] : options;
  };
  const processing = (transfer.percent ?? 0) >= 100;
  const errorOf = (field: string) => form.errors[field] as string | undefined;

  return (
    <form onSubmit={confirmAndSubmit} noValidate data-testid={variant?.testId ?? 'items-import-form'}>
      <Stack gap="md">
        {variant?.hint}
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
            error={errorOf('file')}
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
              form.setFieldValue('sheetName', value);
              clearErrors('sheetName');
            }}
            error={errorOf('sheetName')}
            disabled={busy}
            maxLength={200}
          />
          <TextInput
            label={T.excelRange}
            description={variant?.rangeHint ?? T.excelRangeHint}
            withAsterisk
            value={excelRange}
            onChange={(e) => {
              // A new range keeps the letters; the next check says which fell outside it.
              form.setFieldValue('excelRange', e.currentTarget.value);
              clearErrors('excelRange', 'mapping');
            }}
            error={errorOf('excelRange')}
            disabled={busy}
            maxLength={21}
            styles={{ input: { textTransform: 'uppercase' } }}
          />
        </SimpleGrid>

        <Stack gap={6}>
          <Group justify="space-between" align="flex-end">
            <ColumnsHeading title={T.columns} hint={T.columnsHint} />
            {headerMapping && !headerNote && (
              <Button
                size="xs"
                variant="light"
                onClick={() => {
                  applyMapping(headerMapping, T.headerRecognised(preview!.header!.row));
                  dropErrors(['mapping'], true);
                }}
              >
                {T.useHeader}
              </Button>
            )}
          </Group>
          <SimpleGrid cols={Math.max(kind.labels.length, 3)} spacing="xs" data-testid="column-mapping">
            {kind.labels.map((label) => (
              <Select
                key={label}
                label={ITEM_LABEL_NAMES[label]}
                withAsterisk={kind.required.includes(label)}
                placeholder={T.notImported}
                data={optionsFor(label)}
                value={mapping[label]}
                onChange={(value) => setColumn(label, value)}
                clearable={!kind.required.includes(label)}
                error={errorOf(mappingField(label))}
                disabled={busy}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
              />
            ))}
          </SimpleGrid>
          {errorOf('labelOrder') && (
            <Text size="sm" c="red" data-testid="label-order-error">
              {errorOf('labelOrder')}
            </Text>
          )}
          {headerNote && (
            <Text size="xs" c="teal" data-testid="header-note">
              <IconInfoCircle size={14} style={{ verticalAlign: 'text-bottom' }} /> {headerNote}
            </Text>
          )}
        </Stack>

        <ImportPreview preview={preview} mapping={mapping} loading={reading} hasWorkbook={!!workbook} />

        <TransferError title={T.failed} message={errorOf('form')} testId="import-error" />

        {transfer.busy && (
          <TransferProgress
            percent={processing ? null : transfer.percent}
            text={processing ? T.processing : T.uploading(transfer.percent ?? 0)}
            testId="import-progress"
          />
        )}

        <FormActions saving={busy} onCancel={close} submitLabel={T.submit} submitDisabled={reading} />
      </Stack>
    </form>
  );
}
