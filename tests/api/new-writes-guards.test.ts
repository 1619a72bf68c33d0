import { describe, expect, it } from 'vitest';
import * as quantitiesRoute from '@/app/api/ProjectSituations/[id]/Quantities/route';
import * as contractorRowsRoute from '@/app/api/Projects/[id]/ContractorItemRows/route';
import * as documentsRoute from '@/app/api/Documents/route';
import * as completeRoute from '@/app/api/Documents/Complete/route';
import * as generateRoute from '@/app/api/Documents/Generate/route';
import * as warehouseItemRoute from '@/app/api/WarehouseItems/[id]/route';
import * as workHoursRoute from '@/app/api/WorkHourRecords/route';
import * as workHourRoute from '@/app/api/WorkHourRecords/[id]/route';
import * as copyBatchRoute from '@/app/api/WorkHourRecords/CopyBatch/route';
import * as salariesRoute from '@/app/api/Salaries/route';
import * as salaryCopyRoute from '@/app/api/Salaries/CopyBatch/route';
import * as payrollsRoute from '@/app/api/Payrolls/route';
import * as payrollRoute from '@/app/api/Payrolls/[id]/route';
import * as constantsRoute from '@/app/api/ConfigurableConstants/[id]/route';
import { call } from './helpers';

/**
 * The write paths added for issues 11 to 14 get the shared guards of lib/http/handler (issue 9):
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
  // Issue 13: work-hour records (read from JSON or multipart by readWithReceipt) and copying a day.
  { name: 'POST WorkHourRecords', run: (o: object) => call(workHoursRoute.POST, 'POST', '/api/WorkHourRecords', { as: 'Admin', ...o }), body: { projectId: 2 ** 31, employeeId: 1, date: '2026-11-05', hours: '8', workHourTypeId: 600 } },
  { name: 'PUT WorkHourRecords/{id}', run: (o: object) => call(workHourRoute.PUT, 'PUT', '/api/WorkHourRecords/1', { as: 'Admin', params: { id: '1' }, ...o }), body: { projectId: 2 ** 31, employeeId: 1, date: '2026-11-05', hours: '8', workHourTypeId: 600 } },
  { name: 'POST WorkHourRecords/CopyBatch', run: (o: object) => call(copyBatchRoute.POST, 'POST', '/api/WorkHourRecords/CopyBatch', { as: 'Admin', ...o }), body: { projectId: 2 ** 31, originDate: '2026-11-05', destinationDate: '2026-11-06' } },
  // Issue 14: Accounting's writes.
  { name: 'POST Salaries', run: (o: object) => call(salariesRoute.POST, 'POST', '/api/Salaries', { as: 'Accounting', ...o }), body: { employeeId: 2 ** 31, companyId: 1, month: 1, year: 2026, contractedAmount: '1000', netAmount: '800', agreedAmount: '1000' } },
  { name: 'POST Salaries/CopyBatch', run: (o: object) => call(salaryCopyRoute.POST, 'POST', '/api/Salaries/CopyBatch', { as: 'Accounting', ...o }), body: { companyId: 2 ** 31, fromMonth: 1, fromYear: 2026, toMonth: 2, toYear: 2026 } },
  { name: 'POST Payrolls', run: (o: object) => call(payrollsRoute.POST, 'POST', '/api/Payrolls', { as: 'Accounting', ...o }), body: { companyId: 2 ** 31, month: 1, year: 2026 } },
  { name: 'PUT Payrolls/{id}', run: (o: object) => call(payrollRoute.PUT, 'PUT', '/api/Payrolls/1', { as: 'Accounting', params: { id: '1' }, ...o }), body: { netAmount: '800', accountingTotal: '900' }, pathId: true },
  { name: 'PUT ConfigurableConstants/{id}', run: (o: object) => call(constantsRoute.PUT, 'PUT', '/api/ConfigurableConstants/1', { as: 'Accounting', params: { id: '1' }, ...o }), body: { hourlyRateDividerBOL: '174', hourlyRateDividerBOLWorkInjury: '174', hourlyRateDividerGO: '174', amountOfFieldAllowance: '26.54', maxAmountOfAnnualBonus: '1120', maxAmountOfFieldAllowance: '600' }, pathId: true },
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
