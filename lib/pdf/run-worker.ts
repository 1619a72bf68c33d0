import 'server-only';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { AppError } from '@/lib/http/errors';
import { pdfMessages } from '@/lib/i18n/pdf';
import { settleOnce, workerLimits } from '@/lib/workers/settle';

/**
 * Lays a recorded PdfBuilder document out in a fresh worker_threads Worker (pdf-worker.mjs)
 * with a time limit (PDF_TIMEOUT_MS, default 60 s) and a memory limit (PDF_WORKER_MAX_MB,
 * default 512 MB of heap): pdfkit's layout of a 10,000-row situation is seconds of CPU, and
 * on the main thread every other request of every user would wait for it. A timeout is a
 * Croatian 503 (the worker is terminated), any other failure a Croatian 500. At most
 * PDF_WORKERS run at once (below), the others wait in order.
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

/**
 * At most PDF_WORKERS documents are laid out at once (default: the cores less one, at least 1);
 * the others wait their turn in order. Every worker is a core at 100 % for seconds: without a
 * cap, a few exports at once would take every core from the main thread and from each other,
 * and each worker may take PDF_WORKER_MAX_MB. The time limit counts the wait too.
 */
const maxWorkers = () => Math.floor(envNumber('PDF_WORKERS', Math.max(1, availableParallelism() - 1)));

/** The workers running, the calls waiting, and the most that ever ran at once (for tests). */
export const pdfWorkerStats = { active: 0, waiting: 0, peak: 0 };
const queue: Array<() => void> = [];

function start() {
  pdfWorkerStats.active++;
  pdfWorkerStats.peak = Math.max(pdfWorkerStats.peak, pdfWorkerStats.active);
}

/** A turn to run a worker before `deadline` (Date.now() ms), or the Croatian 503. */
function acquire(deadline: number): Promise<void> {
  if (pdfWorkerStats.active < maxWorkers()) {
    start();
    return Promise.resolve();
  }
  return new Promise((resolve, reject) => {
    const turn = () => {
      clearTimeout(timer);
      pdfWorkerStats.waiting--;
      start();
      resolve();
    };
    const timer = setTimeout(() => {
      const at = queue.indexOf(turn);
      if (at >= 0) queue.splice(at, 1);
      pdfWorkerStats.waiting--;
      reject(new AppError(503, pdfMessages.pdfTimeout));
    }, Math.max(0, deadline - Date.now()));
    pdfWorkerStats.waiting++;
    queue.push(turn);
  });
}

function release() {
  pdfWorkerStats.active--;
  if (pdfWorkerStats.active < maxWorkers()) queue.shift()?.();
}

export async function runPdfWorker(job: PdfJob, limits: { timeoutMs?: number } = {}): Promise<Buffer> {
  const timeoutMs = limits.timeoutMs ?? envNumber('PDF_TIMEOUT_MS', DEFAULT_PDF_TIMEOUT_MS);
  const deadline = Date.now() + timeoutMs;
  await acquire(deadline);
  try {
    return await runWorker(job, Math.max(1, deadline - Date.now()));
  } finally {
    release();
  }
}

function runWorker(job: PdfJob, timeoutMs: number): Promise<Buffer> {
  const maxMb = envNumber('PDF_WORKER_MAX_MB', DEFAULT_PDF_WORKER_MAX_MB);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./pdf-worker.mjs', import.meta.url), {
      resourceLimits: workerLimits(maxMb),
    });
    const { finish, isSettled } = settleOnce(worker, timeoutMs, () => reject(new AppError(503, pdfMessages.pdfTimeout)));
    const failed = (detail: unknown) => {
      if (isSettled()) return; // the exit after terminate()
      console.warn('pdf worker failed:', detail);
      finish(() => reject(new AppError(500, pdfMessages.pdfFailed)));
    };
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
