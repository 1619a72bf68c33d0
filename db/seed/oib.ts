/**
 * OIB check digit (ISO 7064 MOD 11,10), as in shared/reference/croatian-domain.md.
 * Kept here so the seed and its test do not depend on the app's validation module.
 */
export function oibCheckDigit(first10: string): number {
  let a = 10;
  for (const ch of first10) {
    a = (a + Number(ch)) % 10;
    if (a === 0) a = 10;
    a = (a * 2) % 11;
  }
  const k = 11 - a;
  return k === 10 ? 0 : k;
}

export function isValidOib(oib: string): boolean {
  return /^\d{11}$/.test(oib) && oibCheckDigit(oib.slice(0, 10)) === Number(oib[10]);
}
