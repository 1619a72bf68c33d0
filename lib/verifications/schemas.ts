import { messages } from '@/lib/i18n/messages';
import { hr, z } from '@/lib/i18n/zod';
import type { ListQueryOptions } from '@/lib/http/list-params';

/**
 * Verifications: proof files of purchase received notes (spec part 2 §3, §4, §5, §7). Client-safe.
 * Rules: a file is required on create; project and status required; the project is fixed once
 * stored (and locked in the form when a document is chosen); the document, when given, is a
 * purchase received note of that project (checked by the service).
 */
export const VerificationStatus = { Unverified: 1400, Verified: 1401, Rejected: 1402 } as const;

export const REMARK_MAX = 2000;

/** POST /api/Verifications multipart text fields (the File is read separately). */
export const verificationCreateFieldsSchema = z.object({
  ProjectId: hr.requiredId(),
  DocumentId: hr.optionalId(),
  VerificationStatusId: hr.requiredId(),
  Remark: hr.optionalText(REMARK_MAX),
});

/** PUT /api/Verifications/{verificationId}: Id plus the same fields; the file is optional. */
export const verificationUpdateFieldsSchema = verificationCreateFieldsSchema.extend({ Id: hr.optionalId() });

export type VerificationCreateFields = z.infer<typeof verificationCreateFieldsSchema>;
export type VerificationUpdateFields = z.infer<typeof verificationUpdateFieldsSchema>;

/** Spec §3 "Verification" plus contentType and size for the table. */
export type VerificationDto = {
  id: number;
  fileName: string;
  /** `/api/Verifications/{id}/Download`. */
  url: string;
  contentType: string;
  size: number;
  verificationStatusId: number;
  verificationStatus: string;
  remark: string | null;
  projectId: number;
  project: string;
  documentId: number | null;
  documentCode: string | null;
  createdBy: string | null;
  createdDate: string;
};

/** A verification's download address: these around its id (also written in SQL by the JSON list). */
export const VERIFICATION_DOWNLOAD_URL = { before: '/api/Verifications/', after: '/Download' } as const;
export const verificationDownloadUrl = (id: number) => `${VERIFICATION_DOWNLOAD_URL.before}${id}${VERIFICATION_DOWNLOAD_URL.after}`;

/**
 * GET /api/Verifications: VerificationStatusId (and the repeated VerificationsStatusId),
 * ProjectId, DocumentId, CreatedById, FileName, Remark; paging and sorting (newest first).
 */
export const VERIFICATION_LIST = {
  sortable: ['createdDate', 'fileName', 'verificationStatus', 'project', 'documentCode', 'createdBy'],
  defaultSortBy: 'createdDate',
  defaultSortOrder: 'desc',
  filters: {
    verificationStatusId: 'ids',
    verificationsStatusId: 'ids',
    projectId: 'ids',
    documentId: 'ids',
    createdById: 'ids',
    fileName: 'text',
    remark: 'text',
  },
} as const satisfies ListQueryOptions;

/** A chosen, non-empty file (File exists in browsers and in Node 20). */
const isFile = (v: unknown): v is File => typeof v === 'object' && v !== null && 'name' in v && 'size' in v && (v as File).size > 0;

/** The create drawer's form: the same rules as the API. */
export const verificationFormSchema = z.object({
  file: z.custom<File>(isFile, { message: messages.fileRequired }),
  projectId: hr.requiredId(),
  documentId: hr.optionalId(),
  verificationStatusId: hr.requiredId(),
  remark: hr.optionalText(REMARK_MAX),
});

/** The edit drawer's form: a new file is optional. */
export const verificationEditFormSchema = verificationFormSchema.extend({
  file: z.custom<File | null>((v) => v === null || v === undefined || isFile(v), { message: messages.fileRequired }).nullable(),
});
