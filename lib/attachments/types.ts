/**
 * Attachment shapes shared by the server and the browser (no server imports here).
 * Spec part 1 section 3 "Attachment": id, fileName, url, description, createdBy, createdDate and
 * the optional links projectId, employeeId, documentId, projectHodogramId; plus hodogramId (a
 * hodogram template node's blank forms), contentType and size for the table.
 */

/** The owner links: an attachment has exactly one of them. */
export const OWNER_FIELDS = ['projectId', 'employeeId', 'documentId', 'projectHodogramId', 'hodogramId'] as const;
export type OwnerField = (typeof OWNER_FIELDS)[number];

/** What a panel or a list is for: `{ employeeId: 7 }` (exactly one field set). */
export type AttachmentOwnerRef = {
  projectId?: number;
  employeeId?: number;
  documentId?: number;
  projectHodogramId?: number;
  hodogramId?: number;
};

export type AttachmentDto = {
  id: number;
  fileName: string;
  /** `/api/Attachments/{id}/Download`: the only way to the bytes (permission-checked). */
  url: string;
  description: string | null;
  /** Full name of the user who added it (kept even if that user is later deleted). */
  createdBy: string | null;
  /** ISO instant; show with formatDateTime. */
  createdDate: string;
  contentType: string;
  size: number;
  projectId: number | null;
  employeeId: number | null;
  documentId: number | null;
  projectHodogramId: number | null;
  hodogramId: number | null;
};

export const attachmentDownloadUrl = (id: number) => `/api/Attachments/${id}/Download`;
