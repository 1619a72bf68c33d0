// Preloaded by `npm run bench:items` (node --import). The benchmark calls the real route
// handlers, whose modules carry `import 'server-only'` and (through the session) next/navigation.
// Under --conditions=react-server the marker lets them in but React's server build has no
// createContext, which next/navigation needs; without it the marker throws. So: no condition,
// and the marker resolved to its empty module, for ESM imports (a resolve hook) and for
// require() alike, as vitest's alias does for the tests.
import Module, { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const empty = path.resolve('node_modules/server-only/empty.js');
const hooks = `export async function resolve(specifier, context, next) {
  if (specifier === 'server-only') return { url: ${JSON.stringify(pathToFileURL(empty).href)}, shortCircuit: true };
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveServerOnly(request, ...rest) {
  return request === 'server-only' ? empty : resolveFilename.call(this, request, ...rest);
};
