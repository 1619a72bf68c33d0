import type { ResourceLimits, Worker } from 'node:worker_threads';

/**
 * The pieces shared by the one-task workers (lib/pdf/run-worker.ts, lib/excel/run-worker.ts).
 * The `new Worker(new URL('./x.mjs', import.meta.url))` call itself stays in each caller: the
 * production build (Turbopack) only emits a worker entry it sees written literally.
 */

/** A worker's heap limit and the fixed young-generation and stack sizes of every such worker. */
export const workerLimits = (maxOldGenerationSizeMb: number): ResourceLimits => ({ maxOldGenerationSizeMb, maxYoungGenerationSizeMb: 64, stackSizeMb: 8 });

/**
 * Settles a worker's task once: the first `finish` wins (the answer, a failure, the timeout or the
 * exit that terminate() causes), clears the timer and terminates the worker; later ones do nothing.
 */
export function settleOnce(worker: Worker, timeoutMs: number, onTimeout: () => void) {
  let settled = false;
  const finish = (fn: () => void) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    fn();
    void worker.terminate();
  };
  const timer = setTimeout(() => finish(onTimeout), timeoutMs);
  return { finish, isSettled: () => settled };
}
