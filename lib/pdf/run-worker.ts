import 'server-only';
import { Worker } from 'node:worker_threads';
import { AppError } from '@/lib/http/errors';
import { pdfMessages } from '@/lib/i18n/pdf';

/**
 * Lays a recorded PdfBuilder document out in a fresh worker_threads Worker (pdf-worker.mjs)
 * with a time limit (PDF_TIMEOUT_MS, default 60 s) and a memory limit (PDF_WORKER_MAX_MB,
 * default 512 MB of heap): pdfkit's layout of a 10,000-row situation is seconds of CPU, and
 * on the main thread every other request of every user would wait for it. A timeout is a
 * Croatian 503 (the worker is terminated), any other failure a Croatian 500.
 *
 * `new Worker(new URL('./pdf-worker.mjs', import.meta.url))` is written literally so that the
 * production build (Turbopack) emits the worker as its own entry (as lib/excel/run-worker.ts);
 * Node runs the same file directly in tests and scripts.
 */
export const DEFAULT_PDF_TIMEOUT_MS = 60_000;
const DEFAULT_PDF_WORKER_MAX_MB = 512;

const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/** What the worker replays: see layout.mjs. Plain data (structured clone). */
export type PdfJob = {
  options: { title: string; author?: string; subject?: string; layout?: 'portrait' | 'landscape'; margin: number; creator: string; creationDate: Date };
  fonts: { regular: string; bold: string };
  /** "Stranica {page} od {pages}". */
  pageOf: string;
  ops: unknown[];
};

export function runPdfWorker(job: PdfJob, limits: { timeoutMs?: number } = {}): Promise<Buffer> {
  const timeoutMs = limits.timeoutMs ?? envNumber('PDF_TIMEOUT_MS', DEFAULT_PDF_TIMEOUT_MS);
  const maxMb = envNumber('PDF_WORKER_MAX_MB', DEFAULT_PDF_WORKER_MAX_MB);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./pdf-worker.mjs', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: maxMb, maxYoungGenerationSizeMb: 64, stackSizeMb: 8 },
    });
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const failed = (detail: unknown) => {
      if (settled) return; // the exit after terminate()
      console.warn('pdf worker failed:', detail);
      finish(() => reject(new AppError(500, pdfMessages.pdfFailed)));
    };
    const timer = setTimeout(() => finish(() => reject(new AppError(503, pdfMessages.pdfTimeout))), timeoutMs);
    worker.on('message', (result: { ok: true; bytes: Uint8Array } | { ok: false; detail: string }) => {
      if (!result.ok) return failed(result.detail);
      finish(() => resolve(Buffer.from(result.bytes.buffer, result.bytes.byteOffset, result.bytes.byteLength)));
    });
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or a crash.
    worker.once('error', failed);
    worker.once('exit', (code) => failed(`exited with ${code}`));
    worker.postMessage(job);
  });
}
