import { describe, expect, it } from 'vitest';
import { jsonResponse } from './json-response';

describe('jsonResponse', () => {
  it('sends the text as its UTF-8 bytes, unchanged (Croatian letters, a character outside the BMP)', async () => {
    const text = JSON.stringify({ pageItems: [{ name: 'Čelična ograda – šljunak, đubrivo, žica', note: 'gotovo 👷' }], totalItems: 1 });
    const res = jsonResponse(text);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(bytes).toEqual(new TextEncoder().encode(text));
    expect(JSON.parse(new TextDecoder().decode(bytes))).toEqual(JSON.parse(text));
  });
});
