import 'server-only';
import type { DbOrTx } from '@/db/client';
import { unitsOfMeasurement } from '@/db/schema';
import { AppError } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { unitText, type ImportRow } from './import-rows';

/**
 * The units of measurement an import names. A unit is data: texts are compared and kept in Maps
 * (never as object keys, so "__proto__" or "constructor" are units like any other), trimmed
 * with inner spaces collapsed and at most 20 characters (import-rows.ts), matched on short name,
 * then name, ignoring case. The missing ones are created (text as short name, name and universal
 * name) and listed in the import's report; more than MAX_NEW_UNITS new units in one file is
 * refused as a column mix-up (e.g. names in the unit column), before anything is written.
 */
export const MAX_NEW_UNITS = 50;

export const unitKey = (text: string) => unitText(text).toLocaleLowerCase('hr');

export async function resolveUnits(tx: DbOrTx, rows: readonly ImportRow[]) {
  const wanted = new Map<string, string>(); // key -> text as first written
  for (const r of rows) if (!r.isGroup && r.unit && !wanted.has(unitKey(r.unit))) wanted.set(unitKey(r.unit), unitText(r.unit));
  const units = await tx
    .select({ id: unitsOfMeasurement.id, shortName: unitsOfMeasurement.shortName, name: unitsOfMeasurement.name })
    .from(unitsOfMeasurement);
  const byShort = new Map(units.map((u) => [unitKey(u.shortName), u.id]));
  const byName = new Map(units.map((u) => [unitKey(u.name), u.id]));
  const unitIds = new Map<string, number>();
  const missing: string[] = [];
  for (const [key, text] of wanted) {
    const id = byShort.get(key) ?? byName.get(key);
    if (id !== undefined) unitIds.set(key, id);
    else missing.push(text);
  }
  if (missing.length > MAX_NEW_UNITS) {
    const message = messages.importTooManyNewUnits(missing.length, MAX_NEW_UNITS, missing.slice(0, 5));
    throw new AppError(400, message, { File: [message] });
  }
  const createdUnits: string[] = [];
  if (missing.length) {
    const inserted = await tx
      .insert(unitsOfMeasurement)
      .values(missing.map((text) => ({ shortName: text, name: text, nameUniversal: text })))
      .onConflictDoNothing({ target: unitsOfMeasurement.shortName })
      .returning({ id: unitsOfMeasurement.id, shortName: unitsOfMeasurement.shortName });
    for (const u of inserted) {
      unitIds.set(unitKey(u.shortName), u.id);
      createdUnits.push(u.shortName);
    }
    // A unit another request created meanwhile: take it as it is.
    const stillMissing = missing.filter((text) => !unitIds.has(unitKey(text)));
    if (stillMissing.length) {
      const again = await tx
        .select({ id: unitsOfMeasurement.id, shortName: unitsOfMeasurement.shortName })
        .from(unitsOfMeasurement);
      for (const u of again) if (!unitIds.has(unitKey(u.shortName))) unitIds.set(unitKey(u.shortName), u.id);
    }
  }
  return { unitIds, createdUnits };
}
