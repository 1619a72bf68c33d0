/**
 * THE arithmetic of the bill of quantities, exact (scaled BigInt, never JS floats). Client-safe.
 * Quantities and unit prices have 6 decimals (numeric(18,6)), prices 2 (numeric(18,2)), the
 * completed percent is a ratio with 6 decimals. Every rounding is half away from zero, as
 * Postgres `round(numeric)` does.
 */
import { divideRounded, fromScaled, rescale, toScaled } from '@/lib/format/decimal';

export const QUANTITY_SCALE = 6;
export const MONEY_SCALE = 2;
export const RATIO_SCALE = 6;
/** numeric(18,6): 12 integer digits; numeric(18,2): 16. */
export const QUANTITY_MAX_INT_DIGITS = 12;
export const MONEY_MAX_INT_DIGITS = 16;

const QUANTITY_UNIT = 10n ** BigInt(QUANTITY_SCALE);
const MONEY_LIMIT = 10n ** BigInt(MONEY_MAX_INT_DIGITS + MONEY_SCALE);

/** Price (scale 2) of a quantity at a unit price, both scale 6: round(q x p, 2). */
export function priceScaled(quantity: bigint, unitPrice: bigint): bigint {
  return rescale(quantity * unitPrice, QUANTITY_SCALE * 2, MONEY_SCALE);
}

/** An item's total price: round(quantity x unitPrice, 2) as a decimal string. */
export function itemTotalPrice(quantity: string, unitPrice: string): string {
  return fromScaled(priceScaled(toScaled(quantity, QUANTITY_SCALE), toScaled(unitPrice, QUANTITY_SCALE)), MONEY_SCALE);
}

/** Whether a price fits numeric(18,2). */
export function fitsMoney(price: bigint): boolean {
  return price < MONEY_LIMIT && price > -MONEY_LIMIT;
}

/** part / whole as a ratio with 6 decimals ("0.000000" when whole is 0). Both on the same scale. */
export function ratioScaled(part: bigint, whole: bigint): bigint {
  return whole === 0n ? 0n : divideRounded(part * QUANTITY_UNIT, whole);
}

/** Sum of decimal strings at a fixed scale, as a string (rollups). */
export function sumAt(values: readonly string[], scale: number): string {
  let sum = 0n;
  for (const v of values) sum += toScaled(v, scale);
  return fromScaled(sum, scale);
}
