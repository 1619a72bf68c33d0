import { readWithReceipt } from '@/lib/employees/gear-request';
import type { ReceiptFile } from '@/lib/employees/gear-service';
import { workHourRecordSchema, type WorkHourRecordInput } from './schemas';

/**
 * Reads a work-hour record from a request: JSON, or multipart/form-data with the same field
 * names plus an optional `file` (the signed gear receipt), exactly as the employee's gear upload.
 */
export const readWorkHourRequest = (req: Request): Promise<{ input: WorkHourRecordInput; receipt: ReceiptFile | null }> =>
  readWithReceipt(req, workHourRecordSchema);
