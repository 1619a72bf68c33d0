import { Worker } from 'node:worker_threads';
import { AppError } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { settleOnce, workerLimits } from '@/lib/workers/settle';

/**
 * Runs one task of xlsx-worker.mjs in a fresh worker_threads Worker with a time limit
 * (IMPORT_TIMEOUT_MS, default 20 s) and memory limits (IMPORT_WORKER_MAX_MB, default 512 MB of
 * heap): a workbook that is huge, a zip bomb or crafted to be slow ends in a Croatian 400 and a
 * terminated worker, while the server's event loop keeps serving other requests.
 *
 * `new Worker(new URL('./xlsx-worker.mjs', import.meta.url))` is written literally so that the
 * production build (Turbopack) emits the worker as its own entry; Node runs the same file
 * directly in tests and scripts.
 */
export const DEFAULT_IMPORT_TIMEOUT_MS = 20_000;
const DEFAULT_WORKER_MAX_MB = 512;

const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

export const importTimeoutMs = () => envNumber('IMPORT_TIMEOUT_MS', DEFAULT_IMPORT_TIMEOUT_MS);

/** A numeric cell's number, a text cell's string, a boolean, or an error cell (#N/A, ...). */
export type RawCell = number | string | boolean | { error: string };
export type RawRow = { row: number; cells: (RawCell | null)[] };

export type ReadTask = {
  kind: 'read';
  bytes: Uint8Array;
  sheetName: string;
  startRow: number;
  endRow: number;
  /** 1-based columns to read, in the order the cells come back. */
  columns: number[];
  /** Rows of the range read at most (IMPORT_MAX_ROWS); a value below them is 'tooManyRows'. */
  maxRows: number;
};
export type ReadResult =
  | { ok: true; sheetName: string; rows: RawRow[] }
  | { ok: false; code: 'sheetMissing' | 'unreadable' }
  | { ok: false; code: 'tooManyRows'; row: number };

export type WriteTask = {
  kind: 'write';
  sheetName: string;
  /** 1-based row of the header. */
  startRow: number;
  header: string[];
  rows: (string | number | null)[][];
  /** Number format per column (null: none). */
  formats: (string | null)[];
  /** Column widths in characters. */
  widths: number[];
};
export type WriteResult = { ok: true; bytes: Uint8Array } | { ok: false; code: 'unreadable'; detail?: string };

export function runXlsxWorker(task: ReadTask): Promise<ReadResult>;
export function runXlsxWorker(task: WriteTask): Promise<WriteResult>;
export function runXlsxWorker(task: ReadTask | WriteTask): Promise<ReadResult | WriteResult> {
  const timeoutMs = importTimeoutMs();
  const maxMb = envNumber('IMPORT_WORKER_MAX_MB', DEFAULT_WORKER_MAX_MB);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./xlsx-worker.mjs', import.meta.url), {
      resourceLimits: workerLimits(maxMb),
    });
    // A failed read is the file's fault (400); a failed write is ours (500 through the wrapper).
    const failure = (reason: string) =>
      task.kind === 'read' ? new AppError(400, reason) : new Error(`xlsx worker: ${reason}`);
    const { finish } = settleOnce(worker, timeoutMs, () => reject(failure(messages.importTimeout)));
    // A read's rows come in batches (xlsx-worker.mjs): one batch per turn of the event loop.
    const rows: RawRow[] = [];
    worker.on('message', (result: (ReadResult & { more?: boolean }) | WriteResult) => {
      if (task.kind === 'read' && result.ok && 'rows' in result) {
        for (const row of result.rows) rows.push(row);
        if (result.more) return worker.postMessage({ kind: 'more' });
        return finish(() => resolve({ ok: true, sheetName: result.sheetName, rows }));
      }
      finish(() => resolve(result));
    });
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or a crash: the file could not be read.
    worker.once('error', (err) => {
      console.warn('xlsx worker failed:', err);
      finish(() => reject(failure(messages.importUnreadable)));
    });
    worker.once('exit', () => finish(() => reject(failure(messages.importUnreadable))));
    if (task.kind === 'read') {
      // The worker gets its own copy on a fresh ArrayBuffer: the caller's bytes stay valid, and a
      // Buffer (whose slice() is a view, maybe of the shared pool) is never detached.
      const bytes = new Uint8Array(task.bytes);
      worker.postMessage({ ...task, bytes }, [bytes.buffer]);
    } else {
      worker.postMessage(task);
    }
  });
}
