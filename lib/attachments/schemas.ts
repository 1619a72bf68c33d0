import { messages } from '@/lib/i18n/messages';
import { hr, z } from '@/lib/i18n/zod';

/**
 * Attachment rules (spec part 1 section 5 and part 2 section 5, "Attachment"): a single file is
 * required on create; the description is optional (at most 500, the column). The multipart
 * names are the spec's (File, Description, ProjectId, …); the panel's form uses camelCase.
 */
export const DESCRIPTION_MAX = 500;

const ownerFields = {
  ProjectId: hr.optionalId(),
  EmployeeId: hr.optionalId(),
  DocumentId: hr.optionalId(),
  ProjectHodogramId: hr.optionalId(),
  HodogramId: hr.optionalId(),
};

/** POST /api/Attachments text fields (the file is read separately). */
export const attachmentCreateFieldsSchema = z.object({ Description: hr.optionalText(DESCRIPTION_MAX), ...ownerFields });

/** PUT /api/Attachments/{id}: Id plus the same fields. */
export const attachmentUpdateFieldsSchema = attachmentCreateFieldsSchema.extend({ Id: hr.optionalId() });

export type AttachmentCreateFields = z.infer<typeof attachmentCreateFieldsSchema>;
export type AttachmentUpdateFields = z.infer<typeof attachmentUpdateFieldsSchema>;

/** A chosen, non-empty file (duck-typed: File exists in browsers and in Node 20). */
const isFile = (v: unknown): v is File =>
  typeof v === 'object' && v !== null && 'name' in v && 'size' in v && (v as File).size > 0;

/** The panel's upload form, same rules as the API. */
export const attachmentFormSchema = z.object({
  file: z.custom<File>(isFile, { message: messages.fileRequired }),
  description: hr.optionalText(DESCRIPTION_MAX),
});

/** The edit form (PUT /api/Attachments/{id}): a new file is optional (empty keeps the stored one). */
export const attachmentEditFormSchema = z.object({
  file: z.custom<File | null>((v) => v === null || v === undefined || isFile(v), { message: messages.fileRequired }).nullable(),
  description: hr.optionalText(DESCRIPTION_MAX),
});
