import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { employeeNameFilter } from './name-filter';

// What the filter finds is held by tests/api/employees.test.ts ("name surname", "surname name",
// a part of one); here: how many comparisons it costs.
const comparisons = (value: string) => new PgDialect().sqlToQuery(employeeNameFilter(value)).sql.match(/ ilike /g)?.length;

describe('employeeNameFilter', () => {
  it('compares name and surname only for a text without a space; all four forms with one', () => {
    expect(comparisons('tom')).toBe(2);
    expect(comparisons('Šimić')).toBe(2);
    expect(comparisons('ana hor')).toBe(4);
    expect(comparisons('horvat\tana')).toBe(4);
  });
});
