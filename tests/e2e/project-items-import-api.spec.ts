import { expect, test } from '@playwright/test';
import * as XLSX from 'xlsx';
import { sameOrigin, signIn } from './helpers';

/**
 * The Excel import and export against the production build (next build + next start): proves
 * that the xlsx worker (lib/excel/xlsx-worker.mjs, started with new Worker(new URL(...))) is
 * emitted by the build and found at run time, and that the tree endpoint is gzip-compressed.
 * Uses the signed-in page's request context (the session cookie).
 */
const HEADER = ['Id', 'Razina', 'Redni broj', 'Naziv', 'Jedinica mjere', 'Količina', 'Jedinična cijena', 'Ukupna cijena'];

function workbook(rows: (string | number | null)[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([HEADER, ...rows]), 'Troškovnik');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

test('import a workbook, read the tree, export and re-import it (production build)', async ({ page }) => {
  await signIn(page, 'Admin', '/');
  const api = page.request;

  // a seeded demo project
  let projectId = 0;
  for (let id = 1; id <= 10 && !projectId; id++) {
    if ((await api.get(`/api/Projects/${id}/ProjectItems`)).status() === 200) projectId = id;
  }
  expect(projectId).toBeGreaterThan(0);

  const rows: (string | number | null)[][] = [[null, 1, '1', 'Zemljani radovi – iskop', null, null, null, null]];
  for (let i = 1; i <= 300; i++) rows.push([null, 2, `1.${i}`, `Stavka ${i}: žbuka, šljunak, čelik`, 'm3', i / 10, '12,345678', null]);
  const query = new URLSearchParams({ sheetName: 'Troškovnik', excelRange: `B2:H${rows.length + 1}` });
  const imported = await api.post(`/api/Projects/${projectId}/ImportProjectItems?${query}`, {
    headers: sameOrigin(page),
    multipart: { File: { name: 'troškovnik.xlsx', mimeType: 'application/octet-stream', buffer: workbook(rows) } },
  });
  expect(imported.status(), await imported.text()).toBe(201);
  expect(await imported.json()).toMatchObject({ groups: 1, items: 300, created: 301, createdUnits: [] });

  const treeResponse = await api.get(`/api/Projects/${projectId}/ProjectItems`, { headers: { 'accept-encoding': 'gzip' } });
  expect(treeResponse.status()).toBe(200);
  expect(treeResponse.headers()['content-encoding']).toBe('gzip');
  const tree = await treeResponse.json();
  expect(tree.summary).toMatchObject({ groups: 1, items: 300 });
  expect(tree.items[0].children[1]).toMatchObject({ ordinalDisplay: '1.2', name: 'Stavka 2: žbuka, šljunak, čelik', quantity: '0.200000', totalPrice: '2.47' });

  const exported = await api.get(`/api/Projects/${projectId}/ExportProjectItems`);
  expect(exported.status()).toBe(200);
  expect(exported.headers()['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  expect(exported.headers()['content-disposition']).toContain("filename*=UTF-8''Tro%C5%A1kovnik");
  const bytes = await exported.body();
  const sheet = XLSX.read(bytes, { type: 'buffer' }).Sheets['Troškovnik'];
  expect(XLSX.utils.sheet_to_json(sheet, { header: 1 })[0]).toEqual(HEADER);

  const again = await api.post(`/api/Projects/${projectId}/ImportProjectItems?${query}`, {
    headers: sameOrigin(page),
    multipart: { File: { name: 'izvoz.xlsx', mimeType: 'application/octet-stream', buffer: bytes } },
  });
  expect(again.status(), await again.text()).toBe(201);
  expect(await again.json()).toMatchObject({ updated: 301, created: 0, deleted: 0 });
  expect(await (await api.get(`/api/Projects/${projectId}/ProjectItems`)).json()).toEqual(tree);

  // a file that is not a workbook is refused on its bytes
  const wrong = await api.post(`/api/Projects/${projectId}/ImportProjectItems?${query}`, {
    headers: sameOrigin(page),
    multipart: { File: { name: 'troškovnik.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from('Naziv;Količina\n') } },
  });
  expect(wrong.status()).toBe(400);
  expect((await wrong.json()).message).toBe('Neispravan tip datoteke');
});
