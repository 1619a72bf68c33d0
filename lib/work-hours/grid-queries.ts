import 'server-only';
/**
 * What the timesheet's cell editor offers, read once by the page (app/ loads data): the work hour
 * types (codebook WorkHourType), the work record coefficients and the accommodation and food
 * suppliers (cooperators of associate types 1303 and 1302).
 */
import type { getDb } from '@/db/client';
import { cooperatorsByType } from '@/lib/cooperators/queries';
import { formatNumber } from '@/lib/format';
import { codebookSelectOptions } from '@/lib/lookups/codebooks';
import { listCoefficients } from '@/lib/lookups/queries';

type Db = Awaited<ReturnType<typeof getDb>>;

export const ASSOCIATE_TYPE = { FoodSupplier: 1302, AccommodationSupplier: 1303 } as const;

export async function timesheetEditorOptions(db: Db) {
  const [types, coefficients, accommodation, food] = await Promise.all([
    codebookSelectOptions(db, 'WorkHourType'),
    listCoefficients(db),
    cooperatorsByType(db, ASSOCIATE_TYPE.AccommodationSupplier),
    cooperatorsByType(db, ASSOCIATE_TYPE.FoodSupplier),
  ]);
  return {
    types,
    coefficients: coefficients.map((c) => ({ value: String(c.id), label: `${c.name} (${formatNumber(c.coefficient, 2)})` })),
    accommodation: accommodation.map((c) => ({ value: String(c.id), label: c.name })),
    food: food.map((c) => ({ value: String(c.id), label: c.name })),
  };
}
