import { describe, expect, it } from 'vitest';
import { formatDateTime } from './index';
import { instantToZagreb, parseDateInput, parseDateTimeInput, parseTimeInput, zagrebToInstant } from './typed-dates';

describe('parseDateInput (what a Croatian user types)', () => {
  it('reads the cases of issue 9 as the days they name', () => {
    expect(parseDateInput('5.11.2026.')).toBe('2026-11-05');
    expect(parseDateInput('15.6.1985')).toBe('1985-06-15');
  });

  it('refuses impossible dates instead of rolling them over', () => {
    expect(parseDateInput('31.02.1990.')).toBeNull();
    expect(parseDateInput('32.13.2026')).toBeNull();
    expect(parseDateInput('31.04.2026.')).toBeNull();
    expect(parseDateInput('0.1.2026')).toBeNull();
    expect(parseDateInput('1.0.2026')).toBeNull();
    expect(parseDateInput('13.13.2026.')).toBeNull();
  });

  it('accepts leading zeros or none, the final dot or none', () => {
    for (const text of ['5.11.2026.', '05.11.2026.', '5.11.2026', '05.11.2026', '5.11.2026 ', ' 05.11.2026.']) {
      expect(parseDateInput(text), text).toBe('2026-11-05');
    }
    expect(parseDateInput('1.2.2026')).toBe('2026-02-01');
    expect(parseDateInput('01.02.2026.')).toBe('2026-02-01');
  });

  it('accepts spaces after the dots as Croatian orthography writes them', () => {
    expect(parseDateInput('5. 11. 2026.')).toBe('2026-11-05');
    expect(parseDateInput('5 . 11 . 2026')).toBe('2026-11-05');
  });

  it('knows leap years', () => {
    expect(parseDateInput('29.2.2024.')).toBe('2024-02-29');
    expect(parseDateInput('29.2.2028')).toBe('2028-02-29');
    expect(parseDateInput('29.2.2000.')).toBe('2000-02-29'); // divisible by 400
    expect(parseDateInput('29.2.2023.')).toBeNull();
    expect(parseDateInput('29.2.1900.')).toBeNull(); // divisible by 100, not by 400
    expect(parseDateInput('28.2.2023.')).toBe('2023-02-28');
  });

  it('refuses two-digit years and other incomplete or foreign text', () => {
    expect(parseDateInput('15.6.85')).toBeNull();
    expect(parseDateInput('15.6.985')).toBeNull();
    expect(parseDateInput('15.6.0985')).toBeNull();
    expect(parseDateInput('15.6.19855')).toBeNull();
    expect(parseDateInput('5.11.')).toBeNull();
    expect(parseDateInput('5.11.2026..')).toBeNull();
    expect(parseDateInput('5/11/2026')).toBeNull();
    expect(parseDateInput('11/5/2026')).toBeNull();
    expect(parseDateInput('5-11-2026')).toBeNull();
    expect(parseDateInput('5.XI.2026.')).toBeNull();
    expect(parseDateInput('5 11 2026')).toBeNull();
    expect(parseDateInput('5.11.2026. 10:00')).toBeNull();
    expect(parseDateInput('')).toBeNull();
    expect(parseDateInput('   ')).toBeNull();
    expect(parseDateInput(null)).toBeNull();
  });

  it('accepts the ISO exchange form, which cannot be misread', () => {
    expect(parseDateInput('2026-11-05')).toBe('2026-11-05');
    expect(parseDateInput('2026-02-30')).toBeNull();
    expect(parseDateInput('2026-2-3')).toBeNull();
  });
});

describe('parseTimeInput and parseDateTimeInput', () => {
  it('reads hours and minutes, with a colon or a dot', () => {
    expect(parseTimeInput('9:05')).toBe('09:05');
    expect(parseTimeInput('14:30')).toBe('14:30');
    expect(parseTimeInput('14.30')).toBe('14:30');
    expect(parseTimeInput('0:00')).toBe('00:00');
    expect(parseTimeInput('23:59')).toBe('23:59');
    expect(parseTimeInput('24:00')).toBeNull();
    expect(parseTimeInput('12:60')).toBeNull();
    expect(parseTimeInput('12:5')).toBeNull();
    expect(parseTimeInput('1230')).toBeNull();
  });

  it('reads a date and a time together', () => {
    expect(parseDateTimeInput('5.11.2026. 14:30')).toEqual({ date: '2026-11-05', time: '14:30' });
    expect(parseDateTimeInput('05.11.2026 9:05')).toEqual({ date: '2026-11-05', time: '09:05' });
    expect(parseDateTimeInput('5. 11. 2026. 14.30')).toEqual({ date: '2026-11-05', time: '14:30' });
    expect(parseDateTimeInput('5.11.2026.14:30')).toEqual({ date: '2026-11-05', time: '14:30' });
  });

  it('refuses a wrong date or time, a missing time and two-digit years', () => {
    expect(parseDateTimeInput('31.02.1990. 10:00')).toBeNull();
    expect(parseDateTimeInput('5.11.2026. 25:00')).toBeNull();
    expect(parseDateTimeInput('5.11.2026.')).toBeNull();
    expect(parseDateTimeInput('5.11.26 10:00')).toBeNull();
    expect(parseDateTimeInput('5.11.202610:00')).toBeNull();
    expect(parseDateTimeInput('')).toBeNull();
  });
});

describe('Zagreb wall-clock time <-> instant', () => {
  it('converts winter and summer times with their offsets', () => {
    expect(zagrebToInstant('2026-01-15', '07:32')).toBe('2026-01-15T06:32:00.000Z');
    expect(zagrebToInstant('2026-07-01', '06:32')).toBe('2026-07-01T04:32:00.000Z');
    expect(zagrebToInstant('2026-12-31', '23:30')).toBe('2026-12-31T22:30:00.000Z');
    expect(zagrebToInstant('2027-01-01', '00:30')).toBe('2026-12-31T23:30:00.000Z');
  });

  it('refuses a time that does not exist when clocks go forward (29.3.2026.)', () => {
    expect(zagrebToInstant('2026-03-29', '01:59')).toBe('2026-03-29T00:59:00.000Z');
    expect(zagrebToInstant('2026-03-29', '02:00')).toBeNull();
    expect(zagrebToInstant('2026-03-29', '02:30')).toBeNull();
    expect(zagrebToInstant('2026-03-29', '03:00')).toBe('2026-03-29T01:00:00.000Z');
  });

  it('takes the first (summer-time) of the hour that happens twice when clocks go back (25.10.2026.)', () => {
    expect(zagrebToInstant('2026-10-25', '01:59')).toBe('2026-10-24T23:59:00.000Z');
    expect(zagrebToInstant('2026-10-25', '02:30')).toBe('2026-10-25T00:30:00.000Z');
    expect(zagrebToInstant('2026-10-25', '03:00')).toBe('2026-10-25T02:00:00.000Z');
  });

  it('refuses malformed parts', () => {
    expect(zagrebToInstant('2026-02-30', '10:00')).toBeNull();
    expect(zagrebToInstant('2026-02-03', '24:00')).toBeNull();
    expect(zagrebToInstant('3.2.2026', '10:00')).toBeNull();
  });

  it('shows an instant in Zagreb time, and round-trips through it', () => {
    expect(instantToZagreb('2026-01-15T06:32:00.000Z')).toEqual({ date: '2026-01-15', time: '07:32' });
    expect(instantToZagreb('2026-07-01T04:32:00Z')).toEqual({ date: '2026-07-01', time: '06:32' });
    expect(instantToZagreb('2026-10-25T00:30:00.000Z')).toEqual({ date: '2026-10-25', time: '02:30' });
    expect(instantToZagreb('2026-10-25T01:30:00.000Z')).toEqual({ date: '2026-10-25', time: '02:30' });
    expect(instantToZagreb('2026-12-31T23:30:00.000Z')).toEqual({ date: '2027-01-01', time: '00:30' });
    expect(instantToZagreb('nonsense')).toBeNull();
    expect(instantToZagreb('')).toBeNull();
    for (const iso of ['2026-03-29T00:59:00.000Z', '2026-03-29T01:00:00.000Z', '2026-06-15T12:00:00.000Z']) {
      const wall = instantToZagreb(iso)!;
      expect(zagrebToInstant(wall.date, wall.time)).toBe(iso);
    }
  });

  it('agrees with the lists (formatDateTime) whatever the process time zone', () => {
    const instant = zagrebToInstant('2026-01-15', '07:32')!;
    expect(formatDateTime(instant)).toBe('15.01.2026. 07:32');
  });
});
