/**
 * The twelve protective-gear items of an employee gear record (spec part 1 section 3), in the
 * order the form and the table show them, with their Croatian labels. The keys are the API's
 * field names and the Drizzle column names (db/schema/employee-gear.ts).
 */
export const GEAR_ITEMS = [
  { key: 'shoes', label: 'Cipele' },
  { key: 'shoesPro', label: 'Cipele PRO' },
  { key: 'pants', label: 'Hlače' },
  { key: 'overalls', label: 'Kombinezon' },
  { key: 'workJacket', label: 'Radna jakna' },
  { key: 'winterJacket', label: 'Zimska jakna' },
  { key: 'fleeseJacket', label: 'Flis jakna' },
  { key: 'helmet', label: 'Kaciga' },
  { key: 'vest', label: 'Prsluk' },
  { key: 'protectionGloves', label: 'Zaštitne rukavice' },
  { key: 'goggles', label: 'Zaštitne naočale' },
  { key: 'hydrodemolitionSuit', label: 'Odijelo za hidrodemoliciju' },
] as const;

export type GearKey = (typeof GEAR_ITEMS)[number]['key'];
export const GEAR_KEYS: readonly GearKey[] = GEAR_ITEMS.map((g) => g.key);

/** 1 supplied, 0 not (the spec's flag values). */
export type GearFlags = Record<GearKey, 0 | 1>;
/** Per-item counts over a set of records (the gear table's sum row). */
export type GearTotals = Record<GearKey, number>;
