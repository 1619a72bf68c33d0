/**
 * The inline editor's numbers: what the inputs show for a stored value, and the line total it
 * previews while typing (never floats).
 */
import { parseDecimalInput } from '@/lib/format';
import { parseDecimal, renderCroatian, roundDecimal } from '@/lib/format/decimal';
import { itemTotalPrice } from '@/lib/project-items/amounts';

/** "12.500000" -> "12,5", "1234.000000" -> "1234", null -> '' (no grouping: easy to edit). */
export function toEditText(value: string | null | undefined): string {
  if (value == null || value === '') return '';
  const parts = parseDecimal(value);
  if (!parts) return '';
  const frac = parts.frac.replace(/0+$/, '');
  const sign = parts.negative && /[1-9]/.test(parts.int + frac) ? '-' : '';
  return `${sign}${parts.int}${frac ? `,${frac}` : ''}`;
}

/**
 * quantity x unitPrice as typed (Croatian input), rounded to 2 decimals exactly as the server
 * computes an item's total (lib/project-items/amounts); null when either input is not a number.
 */
export function lineTotal(quantityText: string, unitPriceText: string): string | null {
  const q = parseDecimalInput(quantityText);
  const p = parseDecimalInput(unitPriceText);
  // More than 6 decimals is refused on save: no total for a number that will not be stored.
  const tooPrecise = (v: string) => (v.split('.')[1]?.length ?? 0) > 6;
  return q === null || p === null || tooPrecise(q) || tooPrecise(p) ? null : itemTotalPrice(q, p);
}

/** The preview in the money format ("1.234,57"), '' when it cannot be computed. */
export function lineTotalText(quantityText: string, unitPriceText: string): string {
  const total = lineTotal(quantityText, unitPriceText);
  return total === null ? '' : renderCroatian(roundDecimal(parseDecimal(total)!, 2));
}
