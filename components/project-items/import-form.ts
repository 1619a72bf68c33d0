/**
 * The items import form's values and its zod schema (for formResolver): the file, then the
 * mapping's own checks (one message per select), then the API's schema of the options, so the
 * form says at once everything the API would refuse.
 */
import { z } from '@/lib/i18n/zod';
import { messages } from '@/lib/i18n/messages';
import type { ItemImportLabel } from '@/lib/project-items/import-options';
import { ITEMS_IMPORT, type ImportKind } from './import-kind';
import { mappingToLabelOrder, type LabelMapping } from './label-mapping';

export type ImportFormValues = { file: File | null; sheetName: string; excelRange: string; mapping: LabelMapping };

/** The form's fields with an error of their own; `form` is the alert above the buttons. */
export type ImportFormField = 'file' | 'sheetName' | 'excelRange' | 'labelOrder' | 'form';

/** The error key of a label's select. */
export const mappingField = (label: ItemImportLabel) => `mapping.${label}`;

export const isXlsx = (file: { name: string }) => /\.xlsx$/i.test(file.name);

/** The form's schema for one kind of import (import-kind.ts). */
export const importFormSchemaFor = (kind: ImportKind) =>
  z
  .object({
    file: z.any(),
    sheetName: z.string(),
    excelRange: z.string(),
    mapping: z.record(z.string(), z.string().nullable()),
  })
  .superRefine((values, ctx) => {
    const file = values.file as File | null;
    if (!file) ctx.addIssue({ code: 'custom', path: ['file'], message: messages.fileRequired });
    else if (!isXlsx(file)) ctx.addIssue({ code: 'custom', path: ['file'], message: messages.wrongFileType });
    const mapped = mappingToLabelOrder(values.mapping as LabelMapping, values.excelRange, kind.required);
    for (const [label, message] of Object.entries(mapped.errors)) {
      ctx.addIssue({ code: 'custom', path: ['mapping', label], message });
    }
    const parsed = kind.checkOptions({ sheetName: values.sheetName, excelRange: values.excelRange, labelOrder: mapped.text });
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'form');
      // The selects already say what is wrong with the mapping.
      if (field === 'labelOrder' && Object.keys(mapped.errors).length) continue;
      ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
    }
  });

export const importFormSchema = importFormSchemaFor(ITEMS_IMPORT);

/** The import's query: what the API reads besides the file. */
export function importQuery(values: ImportFormValues, kind: ImportKind = ITEMS_IMPORT): URLSearchParams {
  const { text } = mappingToLabelOrder(values.mapping, values.excelRange, kind.required);
  return new URLSearchParams({ sheetName: values.sheetName.trim(), excelRange: values.excelRange.trim(), labelOrder: text });
}
