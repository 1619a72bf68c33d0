/**
 * Exact decimal helpers on strings. Money and quantities arrive from Postgres as numeric strings
 * ("1234.5650"); rounding them through JS floats gets values like 1.005 or 2.675 wrong, so every
 * operation here works on the digits (BigInt for the carry).
 */

/** A decimal split into sign, integer digits (no leading zeros, at least "0") and fraction digits. */
export type DecimalParts = { negative: boolean; int: string; frac: string };

const DECIMAL_RE = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * Parses "123", "-0.5", ".5", "1e-7", "1.5E+3" (what `String(number)` and Postgres produce).
 * Numbers go through `String(n)`, which gives the shortest representation (1.005 -> "1.005"),
 * so the human value is what gets rounded. Returns null for anything else (NaN, Infinity, "abc").
 */
export function parseDecimal(value: string | number | bigint): DecimalParts | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === 'bigint') {
    text = value.toString();
  } else {
    text = value.trim();
  }
  const m = DECIMAL_RE.exec(text);
  if (!m) return null;
  const [, sign, intRaw = '', fracRaw = '', expRaw] = m;
  if (intRaw === '' && fracRaw === '') return null;
  let int = intRaw;
  let frac = fracRaw;
  const exp = expRaw ? Number(expRaw) : 0;
  if (!Number.isSafeInteger(exp) || Math.abs(exp) > 400) return null;
  if (exp > 0) {
    const moved = frac.padEnd(exp, '0');
    int += moved.slice(0, exp);
    frac = moved.slice(exp);
  } else if (exp < 0) {
    const padded = int.padStart(-exp, '0');
    frac = padded.slice(padded.length + exp) + frac;
    int = padded.slice(0, padded.length + exp);
  }
  int = int.replace(/^0+/, '') || '0';
  return { negative: sign === '-', int, frac };
}

/** Multiplies by 10^n exactly (n may be negative): used for percent (x100). */
export function shiftDecimal(parts: DecimalParts, n: number): DecimalParts {
  const sign = parts.negative ? '-' : '';
  return parseDecimal(`${sign}${parts.int}.${parts.frac || '0'}e${n}`) as DecimalParts;
}

/**
 * Rounds half-up in magnitude (half away from zero, as Postgres `round(numeric)` does) to
 * `decimals` places. The result's `frac` has exactly `decimals` digits; a result of zero is
 * never negative.
 */
export function roundDecimal(parts: DecimalParts, decimals: number): DecimalParts {
  const kept = parts.frac.slice(0, decimals).padEnd(decimals, '0');
  const next = parts.frac.charAt(decimals);
  let scaled = BigInt(parts.int + kept);
  if (next >= '5') scaled += 1n;
  const digits = scaled.toString().padStart(decimals + 1, '0');
  const int = decimals > 0 ? digits.slice(0, -decimals) : digits;
  const frac = decimals > 0 ? digits.slice(-decimals) : '';
  return { negative: parts.negative && scaled !== 0n, int, frac };
}

/** Croatian grouping: dots every three digits from the right. */
export function groupThousands(int: string): string {
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** Renders parts with a decimal comma and thousands dots. */
export function renderCroatian(parts: DecimalParts): string {
  const sign = parts.negative ? '-' : '';
  const int = groupThousands(parts.int);
  return parts.frac ? `${sign}${int},${parts.frac}` : `${sign}${int}`;
}

/** Canonical string form ("-1234.5"), what the API and Postgres accept. */
export function toDecimalString(parts: DecimalParts): string {
  const negative = parts.negative && /[1-9]/.test(parts.int + parts.frac);
  return `${negative ? '-' : ''}${parts.int}${parts.frac ? `.${parts.frac}` : ''}`;
}

// ---- exact arithmetic on decimal strings (scaled BigInt), for rollups and item totals

/**
 * A decimal string as an integer count of 10^-scale units: toScaled("1.5", 2) -> 150n.
 * Digits beyond `scale` are rounded half away from zero. Throws on a non-decimal.
 */
const PLAIN_RE = /^(-?)(\d+)(?:\.(\d+))?$/;

export function toScaled(value: string | number, scale: number): bigint {
  // Fast path for what Postgres and the schemas give ("12.500000"): no rounding needed.
  if (typeof value === 'string') {
    const m = PLAIN_RE.exec(value);
    if (m && (m[3]?.length ?? 0) <= scale) return BigInt(`${m[1]}${m[2]}${(m[3] ?? '').padEnd(scale, '0')}`);
  }
  const parts = parseDecimal(value);
  if (!parts) throw new RangeError(`not a decimal: ${String(value)}`);
  const r = roundDecimal(parts, scale);
  const n = BigInt(r.int + r.frac);
  return r.negative ? -n : n;
}

/** The canonical string of a scaled integer: fromScaled(150n, 2) -> "1.50", fromScaled(-5n, 2) -> "-0.05". */
export function fromScaled(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const int = scale > 0 ? digits.slice(0, -scale) : digits;
  const frac = scale > 0 ? `.${digits.slice(-scale)}` : '';
  return `${negative ? '-' : ''}${int}${frac}`;
}

/** n / d rounded half away from zero (d non-zero). */
export function divideRounded(n: bigint, d: bigint): bigint {
  if (d === 0n) throw new RangeError('division by zero');
  const negative = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  let q = an / ad;
  if ((an % ad) * 2n >= ad) q += 1n;
  return negative ? -q : q;
}

/** Moves a scaled integer to another scale (rounding half away from zero when it shrinks). */
export function rescale(value: bigint, from: number, to: number): bigint {
  if (to >= from) return value * 10n ** BigInt(to - from);
  return divideRounded(value, 10n ** BigInt(from - to));
}

const scaleOf = (value: string | number) => parseDecimal(value)?.frac.length ?? 0;

/** Exact sum, with as many decimals as the most precise term: addDecimals("0.1", "0.2") -> "0.3". */
export function addDecimals(...values: (string | number)[]): string {
  const scale = Math.max(0, ...values.map(scaleOf));
  return fromScaled(values.reduce<bigint>((sum, v) => sum + toScaled(v, scale), 0n), scale);
}

/** Exact product (decimals add up): multiplyDecimals("1.333333", "19.99") -> "26.65332667". */
export function multiplyDecimals(a: string | number, b: string | number): string {
  const sa = scaleOf(a);
  const sb = scaleOf(b);
  return fromScaled(toScaled(a, sa) * toScaled(b, sb), sa + sb);
}

/** Rounds a decimal string half away from zero: roundDecimalString("1.005", 2) -> "1.01". */
export function roundDecimalString(value: string | number, decimals: number): string {
  return fromScaled(toScaled(value, decimals), decimals);
}
