import { describe, expect, it } from 'vitest';
import { messages, plural } from './messages';
import { dateOrder, hr, isValidIsoDate, z, zodErrorsToFieldMap } from './zod';

describe('messages', () => {
  it('holds the spec texts exactly', () => {
    expect(messages.required).toBe('Obavezno polje');
    expect(messages.invalidEmail).toBe('Neispravna e-mail adresa');
    expect(messages.oibLength).toBe('OIB mora imati 11 znamenaka');
    expect(messages.invalidOib).toBe('Neispravan OIB');
    expect(messages.invalidMb).toBe('Neispravan MB');
    expect(messages.invalidMbg).toBe('Neispravan MBG');
    expect(messages.invalidIban).toBe('Neispravan IBAN');
    expect(messages.fromBeforeTo).toBe('Datum od ne smije biti nakon datuma do');
    expect(messages.wrongFileType).toBe('Neispravan tip datoteke');
    expect(messages.saveError).toBe('Greška prilikom spremanja');
    expect(messages.deleteError).toBe('Greška prilikom brisanja');
    expect(messages.unknownError).toBe('Dogodila se nepoznata greška. Molimo kontaktirajte razvojni tim.');
    expect(messages.notFoundTitle).toBe('Ooops... Greška 404');
    expect(messages.notFoundText).toBe('Stranica koju tražite ne postoji.');
    expect(messages.homeLink).toBe('Natrag na početnu');
    expect(messages.invalidReturnUrl).toBe('Invalid return url');
    expect(messages.noData).toBe('Nema podataka');
    expect(messages.back).toBe('Natrag');
  });

  it('builds max-length texts with the Croatian plural', () => {
    expect(messages.maxLength(200)).toBe('Najviše je dopušteno 200 znakova');
    expect(messages.maxLength(50)).toBe('Najviše je dopušteno 50 znakova');
    expect(messages.maxLength(100)).toBe('Najviše je dopušteno 100 znakova');
    expect(messages.maxLength(20)).toBe('Najviše je dopušteno 20 znakova');
    expect(messages.maxLength(21)).toBe('Najviše je dopušteno 21 znak');
    expect(messages.maxLength(32)).toBe('Najviše je dopušteno 32 znaka');
    expect(messages.maxLength(11)).toBe('Najviše je dopušteno 11 znakova');
  });

  it('agrees the participle with the entity', () => {
    expect(messages.saved('Korisnik')).toBe('Korisnik je uspješno spremljen.');
    expect(messages.saved('Novost', 'f')).toBe('Novost je uspješno spremljena.');
    expect(messages.saved('Izvješće', 'n')).toBe('Izvješće je uspješno spremljeno.');
    expect(messages.saved('Podaci', 'm-pl')).toBe('Podaci su uspješno spremljeni.');
    expect(messages.deleted('Projekt')).toBe('Projekt je uspješno obrisan.');
    expect(messages.deleted('Situacija', 'f')).toBe('Situacija je uspješno obrisana.');
    expect(messages.deleted('Stavke', 'f-pl')).toBe('Stavke su uspješno obrisane.');
    expect(messages.saved()).toBe('Uspješno spremljeno.');
    expect(messages.confirmDelete('korisnika Ivan Horvat')).toBe(
      'Jeste li sigurni da želite obrisati korisnika Ivan Horvat?',
    );
  });

  it('implements the Croatian plural rule', () => {
    const f = (n: number) => plural(n, 'one', 'few', 'many');
    expect([1, 21, 101, 2, 3, 4, 22, 5, 11, 12, 13, 14, 111, 112, 0].map(f)).toEqual([
      'one', 'one', 'one', 'few', 'few', 'few', 'few', 'many', 'many', 'many', 'many', 'many', 'many', 'many', 'many',
    ]);
  });
});

describe('Croatian zod errors', () => {
  it('maps default zod issues to the catalogue', () => {
    const msg = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;
    expect(msg(z.string(), undefined)).toBe('Obavezno polje');
    expect(msg(z.string(), null)).toBe('Obavezno polje');
    expect(msg(z.string().min(1), '')).toBe('Obavezno polje');
    expect(msg(z.string().max(200), 'x'.repeat(201))).toBe('Najviše je dopušteno 200 znakova');
    expect(msg(z.string().min(3), 'x')).toBe('Potrebno je najmanje 3 znaka');
    expect(msg(z.email(), 'not-an-email')).toBe('Neispravna e-mail adresa');
    expect(msg(z.number(), 'abc')).toBe('Neispravan broj');
    expect(msg(z.number().int(), 1.5)).toBe('Vrijednost mora biti cijeli broj');
    expect(msg(z.number().min(-180).max(180), 181)).toBe('Vrijednost smije biti najviše 180');
    expect(msg(z.number().positive(), 0)).toBe('Vrijednost mora biti veća od 0');
    expect(msg(z.enum(['a', 'b']), undefined)).toBe('Obavezno polje');
    expect(msg(z.enum(['a', 'b']), 'c')).toBe('Neispravna vrijednost');
    expect(msg(z.array(z.number()).min(1), [])).toBe('Obavezno polje');
  });

  it('keeps messages given on the schema', () => {
    const schema = z.string().min(1, messages.required).max(11, messages.oibLength);
    expect(schema.safeParse('1'.repeat(12)).error?.issues[0].message).toBe('OIB mora imati 11 znamenaka');
  });
});

describe('hr schema builders', () => {
  const schema = z
    .object({
      name: hr.requiredText(200),
      shortName: hr.optionalText(5),
      email: hr.requiredEmail(100),
      web: hr.optionalEmail(),
      roleId: hr.requiredId(),
      employeeId: hr.optionalId(),
      startDate: hr.optionalDate(),
      endDate: hr.optionalDate(),
      amount: hr.requiredDecimal({ decimals: 2 }),
      quantity: hr.optionalDecimal({ decimals: 6, min: 0 }),
    })
    .superRefine(dateOrder('startDate', 'endDate', messages.startBeforeEnd));

  const valid = {
    name: '  Centar 1  ',
    shortName: '',
    email: ' ana@firma.hr ',
    web: null,
    roleId: '101',
    employeeId: '',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    amount: '1.234,56',
    quantity: 2.5,
  };

  it('normalises valid form input for the database', () => {
    const result = schema.parse(valid);
    expect(result).toEqual({
      name: 'Centar 1',
      shortName: null,
      email: 'ana@firma.hr',
      web: null,
      roleId: 101,
      employeeId: null,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      amount: '1234.56',
      quantity: '2.5',
    });
  });

  it('reports every field with its Croatian message', () => {
    const result = schema.safeParse({
      name: '   ',
      shortName: 'predugo',
      email: 'x',
      roleId: null,
      employeeId: 'abc',
      startDate: '2026-02-30',
      amount: '1,234',
      quantity: '-1',
    });
    expect(result.success).toBe(false);
    expect(zodErrorsToFieldMap(result.error!)).toEqual({
      name: ['Obavezno polje'],
      shortName: ['Najviše je dopušteno 5 znakova'],
      email: ['Neispravna e-mail adresa'],
      roleId: ['Obavezno polje'],
      employeeId: ['Neispravna vrijednost'],
      startDate: ['Neispravan datum'],
      amount: ['Dopušteno je najviše 2 decimale'],
      quantity: ['Vrijednost mora biti najmanje 0'],
    });
  });

  it('checks the date order when both dates are given', () => {
    const result = schema.safeParse({ ...valid, startDate: '2026-12-31', endDate: '2026-01-01' });
    expect(zodErrorsToFieldMap(result.error!)).toEqual({ startDate: [messages.startBeforeEnd] });
    expect(schema.safeParse({ ...valid, endDate: '' }).success).toBe(true);
    expect(schema.safeParse({ ...valid, endDate: valid.startDate }).success).toBe(true);
  });

  it('requires a money amount', () => {
    const result = schema.safeParse({ ...valid, amount: '' });
    expect(zodErrorsToFieldMap(result.error!)).toEqual({ amount: ['Obavezno polje'] });
    expect(zodErrorsToFieldMap(schema.safeParse({ ...valid, amount: 'abc' }).error!)).toEqual({
      amount: ['Neispravan broj'],
    });
  });

  it('validates calendar days', () => {
    expect(isValidIsoDate('2028-02-29')).toBe(true);
    expect(isValidIsoDate('2026-02-29')).toBe(false);
    expect(isValidIsoDate('2026-1-1')).toBe(false);
  });
});

describe('zodErrorsToFieldMap', () => {
  it('joins nested paths with dots, de-duplicates, and keys root issues as ""', () => {
    const schema = z
      .object({ items: z.array(z.object({ quantity: z.number() })) })
      .refine(() => false, { message: 'Root problem' });
    const result = schema.safeParse({ items: [{ quantity: 1 }, { quantity: 'x' }] });
    expect(zodErrorsToFieldMap(result.error!)).toEqual({ 'items.1.quantity': ['Neispravan broj'] });

    const root = schema.safeParse({ items: [] });
    expect(zodErrorsToFieldMap(root.error!)).toEqual({ '': ['Root problem'] });

    const twice = z
      .object({ a: z.string() })
      .superRefine((_v, ctx) => {
        ctx.addIssue({ code: 'custom', message: 'X', path: ['a'] });
        ctx.addIssue({ code: 'custom', message: 'X', path: ['a'] });
        ctx.addIssue({ code: 'custom', message: 'Y', path: ['a'] });
      });
    expect(zodErrorsToFieldMap(twice.safeParse({ a: 'v' }).error!)).toEqual({ a: ['X', 'Y'] });
  });
});
