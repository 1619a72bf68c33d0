import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

/**
 * Croatian identifiers (shared/reference/croatian-domain.md). Each check takes the value as
 * the user typed it; `normalize*` gives the stored form. Results say which rule failed so
 * that forms can show the spec's message (length vs check digit).
 */
export type IdentifierCheck = 'ok' | 'length' | 'checksum';

/** OIB: strip spaces, '-' and a leading "HR"; 11 digits, ISO 7064 MOD 11,10. */
export function normalizeOib(value: string): string {
  return value.replace(/[\s-]/g, '').replace(/^HR/i, '');
}

export function checkOib(value: string): IdentifierCheck {
  const oib = normalizeOib(value);
  if (!/^\d{11}$/.test(oib)) return 'length';
  return oibCheckDigit(oib.slice(0, 10)) === Number(oib[10]) ? 'ok' : 'checksum';
}

/** The OIB check digit of the first 10 digits (ISO 7064 MOD 11,10). */
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

/** MBG/JMBG: 13 digits, weights 7,6,5,4,3,2 twice; r = sum % 11; 0 -> 0, 1 -> invalid, else 11 - r. */
export function checkMbg(value: string): IdentifierCheck {
  const mbg = value.replace(/\s/g, '');
  if (!/^\d{13}$/.test(mbg)) return 'length';
  const weights = [7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const r = weights.reduce((sum, w, i) => sum + w * Number(mbg[i]), 0) % 11;
  if (r === 1) return 'checksum';
  const k = r === 0 ? 0 : 11 - r;
  return k === Number(mbg[12]) ? 'ok' : 'checksum';
}

/**
 * MB (business register number): 8 digits, weights 8..2 over the first 7; r = sum % 11;
 * 1 -> 0, 0 -> invalid, else 11 - r. Not confirmed against an official text (the spec calls
 * the check unreliable), so the message names the rule that failed.
 */
export function checkMb(value: string): IdentifierCheck {
  const mb = value.replace(/\s/g, '');
  if (!/^\d{8}$/.test(mb)) return 'length';
  const weights = [8, 7, 6, 5, 4, 3, 2];
  const r = weights.reduce((sum, w, i) => sum + w * Number(mb[i]), 0) % 11;
  if (r === 0) return 'checksum';
  const k = r === 1 ? 0 : 11 - r;
  return k === Number(mb[7]) ? 'ok' : 'checksum';
}

/** IBAN in electronic form (no spaces, upper case). */
export function normalizeIban(value: string): string {
  return electronicFormatIBAN(value) ?? value.replace(/\s/g, '').toUpperCase();
}

/** IBAN: at most 32 characters (spec), mod-97 for any country, and length 21 for HR. */
export function checkIban(value: string): IdentifierCheck {
  const iban = normalizeIban(value);
  if (iban.length > 32 || iban.length < 15) return 'length';
  if (iban.startsWith('HR') && iban.length !== 21) return 'length';
  return isValidIBAN(iban) ? 'ok' : 'checksum';
}
