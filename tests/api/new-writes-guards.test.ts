import { describe, expect, it } from 'vitest';
import * as quantitiesRoute from '@/app/api/ProjectSituations/[id]/Quantities/route';
import * as contractorRowsRoute from '@/app/api/Projects/[id]/ContractorItemRows/route';
import * as documentsRoute from '@/app/api/Documents/route';
import * as completeRoute from '@/app/api/Documents/Complete/route';
import * as generateRoute from '@/app/api/Documents/Generate/route';
import * as warehouseItemRoute from '@/app/api/WarehouseItems/[id]/route';
import { call } from './helpers';

/**
 * The write paths added for issues 11 and 12 get the shared guards of lib/http/handler (issue 9):
 * a NUL, an id past Postgres integer, a non-object body and another origin are refused before
 * any service runs.
 */
const writes = [
  { name: 'PUT ProjectSituations/{id}/Quantities', run: (o: object) => call(quantitiesRoute.PUT, 'PUT', '/api/ProjectSituations/1/Quantities', { as: 'Admin', params: { id: '1' }, ...o }), body: { lines: [{ projectCooperatorItemId: 2 ** 31, quantity: '1' }] } },
  { name: 'PUT Projects/{id}/ContractorItemRows', run: (o: object) => call(contractorRowsRoute.PUT, 'PUT', '/api/Projects/1/ContractorItemRows', { as: 'Admin', params: { id: '1' }, ...o }), body: { projectItemId: 2 ** 31, contractorId: 1, parties: [] } },
  { name: 'POST Documents', run: (o: object) => call(documentsRoute.POST, 'POST', '/api/Documents', { as: 'Admin', ...o }), body: { documentTypeId: 800, projectId: 2 ** 31 } },
  { name: 'POST Documents/Complete', run: (o: object) => call(completeRoute.POST, 'POST', '/api/Documents/Complete', { as: 'Admin', ...o }), body: { documentId: 2 ** 31 } },
  { name: 'POST Documents/Generate', run: (o: object) => call(generateRoute.POST, 'POST', '/api/Documents/Generate', { as: 'Admin', ...o }), body: { destTypeId: 801, documentItemIds: [2 ** 31] } },
  // The id of a warehouse item is in its path only (the body's fields other than name and description are not read).
  { name: 'PUT WarehouseItems/{id}', run: (o: object) => call(warehouseItemRoute.PUT, 'PUT', '/api/WarehouseItems/1', { as: 'Admin', params: { id: '1' }, ...o }), body: { name: 'x', description: null }, pathId: true },
];

describe.each(writes)('$name', ({ run, body, pathId }) => {
  it('refuses an id past 2^31 - 1 with 400', async () => {
    expect((await run(pathId ? { body, params: { id: '2147483648' } } : { body })).status).toBe(400);
  });
  it('refuses a NUL anywhere in the body with 400', async () => {
    expect((await run({ body: { ...body, note: 'a\u0000b' } })).status).toBe(400);
  });
  it('refuses an array body with 400', async () => {
    expect((await run({ body: [body] })).status).toBe(400);
  });
  it('refuses another origin with 403', async () => {
    expect((await run({ body, origin: 'https://napadac.example' })).status).toBe(403);
  });
});
