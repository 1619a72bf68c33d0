// Preloaded into `next start` (scripts/run.mjs): lets Next's built-in gzip compress Route
// Handler responses. Next 16.4 copies a route's headers with an appendHeader that stores even a
// single Content-Type as an array (['application/json']); its compression middleware then finds
// no compressible type and sends every /api answer uncompressed (vercel/next.js#98007, open).
// Content-Type is single-valued in HTTP, so a one-element array is stored as its string.
// Remove this file and its --require once Next ships the fix (PR vercel/next.js#98044).
'use strict';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS preload (node --require)
const http = require('node:http');

const setHeader = http.ServerResponse.prototype.setHeader;
http.ServerResponse.prototype.setHeader = function patchedSetHeader(name, value) {
  if (Array.isArray(value) && value.length === 1 && String(name).toLowerCase() === 'content-type') {
    return setHeader.call(this, name, value[0]);
  }
  return setHeader.call(this, name, value);
};
