/**
 * The PDF worker: lays a PdfBuilder document out with pdfkit (layout.mjs) in a worker_threads
 * Worker (run-worker.ts), so that a 10,000-row situation costs another core seconds of CPU
 * instead of holding the server's event loop. The caller gives it a time limit and
 * resourceLimits and terminates it afterwards.
 *
 * Plain JavaScript on purpose: Node runs it as is (tests, scripts) and the production build
 * bundles it as a worker entry (new Worker(new URL(...)) in run-worker.ts).
 *
 * Message: { options, fonts, pageOf, ops } (document.ts's recording)
 *   -> { ok: true, bytes } (transferred) | { ok: false, detail }
 */
import { parentPort } from 'node:worker_threads';
import { renderPdf } from './layout.mjs';

parentPort.on('message', async (message) => {
  let result;
  try {
    const buffer = await renderPdf(message);
    // A copy on its own ArrayBuffer (a Buffer may share a pool), transferred without another copy.
    result = { ok: true, bytes: new Uint8Array(buffer) };
  } catch (err) {
    result = { ok: false, detail: String(err?.stack ?? err?.message ?? err) };
  }
  parentPort.postMessage(result, result.ok ? [result.bytes.buffer] : []);
});
