/**
 * Node's flags for the Next server that `npm start` / `npm run dev` spawn (scripts/run.mjs):
 *
 * - the preloads: Route Handler answers gzipped despite a Next bug (route-compression-fix.cjs) and
 *   the graceful shutdown (graceful-shutdown.cjs);
 * - a young generation of 32 MB semi-spaces instead of V8's 16 MB: a list page's text is
 *   allocated several times on its way out (Postgres's text, its UTF-8 bytes, the gzip stream's
 *   buffers), and with 50 requests at once the small young generation was scavenged about twice
 *   as often; measured through `next start` on the documents' first page (42 kB, 50 concurrent):
 *   580 → 630 requests per second, the trivial route unchanged (README, "Every list and tree").
 *   A `--max-semi-space-size` in NODE_OPTIONS is the operator's and wins.
 */
import path from 'node:path';

export const SEMI_SPACE_MB = 32;

/**
 * @param {string} root the project's folder
 * @param {Record<string, string | undefined>} [env] the server's environment
 * @returns {string[]}
 */
export function nextNodeFlags(root, env = process.env) {
  const preload = ['route-compression-fix.cjs', 'graceful-shutdown.cjs'].flatMap((f) => ['--require', path.join(root, 'scripts', f)]);
  const heap = /--max-semi-space-size/.test(env.NODE_OPTIONS ?? '') ? [] : [`--max-semi-space-size=${SEMI_SPACE_MB}`];
  return [...heap, ...preload];
}
