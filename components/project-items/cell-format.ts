/** Cell texts of the items table (lib/format underneath: one formatting for the whole product). */
import { formatMoney, formatPercent, formatQuantity } from '@/lib/format';
import { parseDecimal, renderCroatian, roundDecimal } from '@/lib/format/decimal';

export { formatMoney, formatPercent, formatQuantity };

/**
 * A unit price is money that may carry up to 6 decimals: at least 2 ("100,00"), more only when
 * they are there ("12,345678"), so a precise price is never shown rounded.
 */
export function formatUnitPrice(value: string | null | undefined): string {
  if (value == null || value === '') return '';
  const parts = parseDecimal(value);
  if (!parts) return '';
  const rounded = roundDecimal(parts, 6);
  const frac = rounded.frac.replace(/0+$/, '').padEnd(2, '0');
  return renderCroatian({ ...rounded, frac });
}
