/**
 * The inline editor's numbers: what the inputs show for a stored value, and the line total it
 * previews while typing (quantity x unit price, rounded half-up to cents exactly as Postgres
 * rounds numeric; BigInt digits, never floats).
 */
import { parseDecimalInput } from '@/lib/format';
import { parseDecimal, renderCroatian, roundDecimal, type DecimalParts } from '@/lib/format/decimal';

/** "12.500000" -> "12,5", "1234.000000" -> "1234", null -> '' (no grouping: easy to edit). */
export function toEditText(value: string | null | undefined): string {
  if (value == null || value === '') return '';
  const parts = parseDecimal(value);
  if (!parts) return '';
  const frac = parts.frac.replace(/0+$/, '');
  const sign = parts.negative && /[1-9]/.test(parts.int + frac) ? '-' : '';
  return `${sign}${parts.int}${frac ? `,${frac}` : ''}`;
}

function toScaled(parts: DecimalParts): { value: bigint; scale: number } {
  const value = BigInt(parts.int + parts.frac);
  return { value: parts.negative ? -value : value, scale: parts.frac.length };
}

/**
 * quantity x unitPrice as typed (Croatian input), rounded to 2 decimals, in the canonical form
 * ("1234.57"); null when either input is not a number.
 */
export function lineTotal(quantityText: string, unitPriceText: string): string | null {
  const q = parseDecimalInput(quantityText);
  const p = parseDecimalInput(unitPriceText);
  if (q === null || p === null) return null;
  const a = toScaled(parseDecimal(q)!);
  const b = toScaled(parseDecimal(p)!);
  const product = a.value * b.value;
  const scale = a.scale + b.scale;
  const negative = product < 0n;
  const digits = (negative ? -product : product).toString().padStart(scale + 1, '0');
  const parts: DecimalParts = {
    negative,
    int: scale ? digits.slice(0, -scale) : digits,
    frac: scale ? digits.slice(-scale) : '',
  };
  const rounded = roundDecimal(parts, 2);
  return `${rounded.negative ? '-' : ''}${rounded.int}.${rounded.frac}`;
}

/** The preview in the money format ("1.234,57"), '' when it cannot be computed. */
export function lineTotalText(quantityText: string, unitPriceText: string): string {
  const total = lineTotal(quantityText, unitPriceText);
  return total === null ? '' : renderCroatian(roundDecimal(parseDecimal(total)!, 2));
}
