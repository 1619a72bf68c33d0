import { fileTooLarge, formFile, readMultipart } from '@/lib/files/upload';
import { AppError } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { maxImportBytes, type UploadedFile } from './import-service';

/**
 * The workbook of POST /api/Projects/{id}/ImportProjectItems (multipart field File), read with
 * the IMPORT_MAX_BYTES limit enforced while reading (413), like the attachments upload.
 */
export async function readImportFile(req: Request): Promise<UploadedFile> {
  const maxBytes = maxImportBytes();
  const form = await readMultipart(req, maxBytes);
  const file = await formFile(form.get('File'));
  if (!file) throw new AppError(400, messages.fileRequired, { File: [messages.fileRequired] });
  if (file.bytes.byteLength > maxBytes) throw fileTooLarge(maxBytes);
  return { name: file.name, bytes: file.bytes };
}
