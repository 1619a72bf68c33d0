import { describe, expect, it } from 'vitest';
import { checkIban, checkMb, checkMbg, checkOib, oibCheckDigit } from './identifiers';
import { optionalIbanField, optionalMbField, optionalMbgField, optionalOibField, oibField } from './zod-identifiers';
import { messages } from '@/lib/i18n/messages';

// Examples from shared/reference/croatian-domain.md plus generated ones.
describe('OIB (ISO 7064 MOD 11,10)', () => {
  it.each(['33392005961', '69435151530', 'HR33392005961', '333 920 059 61'])('accepts %s', (v) => expect(checkOib(v)).toBe('ok'));
  it.each(['33392005962', '12345678901'])('refuses the check digit of %s', (v) => expect(checkOib(v)).toBe('checksum'));
  it.each(['3339200596', '333920059612', 'abcdefghijk', ''])('refuses the length of %s', (v) => expect(checkOib(v)).toBe('length'));
  it('accepts every generated OIB and refuses each wrong check digit', () => {
    let seed = 12345;
    for (let n = 0; n < 500; n++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      const first10 = String(seed).padStart(10, '0').slice(-10);
      const k = oibCheckDigit(first10);
      expect(checkOib(first10 + k)).toBe('ok');
      expect(checkOib(first10 + ((k + 1 + (n % 9)) % 10))).toBe('checksum');
    }
  });
});

describe('MBG / JMBG', () => {
  it('accepts the reference example', () => expect(checkMbg('0308964384007')).toBe('ok'));
  it('refuses a wrong check digit and a wrong length', () => {
    expect(checkMbg('0308964384008')).toBe('checksum');
    expect(checkMbg('030896438400')).toBe('length');
  });
  it('treats r = 1 as invalid and r = 0 as check digit 0 (generated)', () => {
    const w = [7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
    let ok = 0;
    for (let n = 100000000000; n < 100000000400; n++) {
      const d = String(n);
      const r = w.reduce((s, x, i) => s + x * Number(d[i]), 0) % 11;
      if (r === 1) {
        for (let k = 0; k < 10; k++) expect(checkMbg(d + k)).toBe('checksum');
      } else {
        expect(checkMbg(d + (r === 0 ? 0 : 11 - r))).toBe('ok');
        ok++;
      }
    }
    expect(ok).toBeGreaterThan(300);
  });
});

describe('MB', () => {
  it('accepts 01130234 and refuses 12345678', () => {
    expect(checkMb('01130234')).toBe('ok');
    expect(checkMb('12345678')).toBe('checksum');
    expect(checkMb('0113023')).toBe('length');
  });
});

describe('IBAN', () => {
  it('accepts a valid HR IBAN, with spaces too', () => {
    expect(checkIban('HR1210010051863000160')).toBe('ok');
    expect(checkIban('hr12 1001 0051 8630 0016 0')).toBe('ok');
  });
  it('refuses a wrong mod-97, a wrong HR length and anything over 32', () => {
    expect(checkIban('HR1210010052863000160')).toBe('checksum');
    expect(checkIban('HR121001005186300016')).toBe('length');
    expect(checkIban('DE89370400440532013000')).toBe('ok');
    expect(checkIban('DE89370400440532013001')).toBe('checksum');
    expect(checkIban('MT84MALT011000012345MTLCAST001S12')).toBe('length');
  });
});

describe('zod identifier fields give the spec messages', () => {
  const msg = (schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }, v: unknown) =>
    schema.safeParse(v).error?.issues[0]?.message;
  it('OIB', () => {
    expect(msg(oibField, '123')).toBe(messages.oibLength);
    expect(msg(oibField, '33392005962')).toBe(messages.invalidOib);
    expect(msg(oibField, '')).toBe(messages.required);
    expect(oibField.parse('HR 33392005961')).toBe('33392005961');
    expect(optionalOibField.parse('')).toBeNull();
    expect(optionalOibField.parse(undefined)).toBeNull();
    expect(msg(optionalOibField, '33392005962')).toBe(messages.invalidOib);
  });
  // A form shows one message per field (mantine-form-zod-resolver keeps the last issue of a path):
  // every issue of the field must be that one message.
  const all = (schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } }, v: unknown) =>
    [...new Set(schema.safeParse(v).error?.issues.map((i) => i.message))];
  it('reports exactly one message: required for an empty OIB, the length for a long IBAN', () => {
    expect(all(oibField, '')).toEqual([messages.required]);
    expect(all(oibField, '   ')).toEqual([messages.required]);
    expect(all(optionalIbanField, 'HR12100100518630001600000000000000')).toEqual([messages.maxLength(32)]);
    expect(all(optionalIbanField, 'X'.repeat(33))).toEqual([messages.maxLength(32)]);
    expect(all(optionalIbanField, 'HR1210010052863000160')).toEqual([messages.invalidIban]);
  });
  it('counts the IBAN limit without the spaces between groups', () => {
    const grouped = 'MT84 MALT 0110 0001 2345 MTLC AST0 01S'; // 31 characters electronically
    expect(grouped.length).toBeGreaterThan(32);
    expect(optionalIbanField.parse(grouped)).toBe('MT84MALT011000012345MTLCAST001S');
  });
  it('MBG, MB, IBAN', () => {
    expect(msg(optionalMbgField, '0308964384008')).toBe(messages.invalidMbg);
    expect(msg(optionalMbgField, '123')).toBe(messages.mbgLength);
    expect(msg(optionalMbField, '12345678')).toBe(messages.invalidMb);
    expect(msg(optionalIbanField, 'HR1210010052863000160')).toBe(messages.invalidIban);
    expect(msg(optionalIbanField, 'X'.repeat(33))).toBe(messages.maxLength(32));
    expect(optionalIbanField.parse('hr12 1001 0051 8630 0016 0')).toBe('HR1210010051863000160');
    expect(optionalMbField.parse('')).toBeNull();
  });
});
