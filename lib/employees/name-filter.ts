import 'server-only';
import { ilike, or, sql, type SQL } from 'drizzle-orm';
import { employees } from '@/db/schema';
import { contains } from '@/lib/http/list-query';

/**
 * The "Employee_Name" filter of every employee list (employees, salaries, payrolls, employee
 * expenses): the name, the surname, "name surname" or "surname name" contains the text, in any
 * case. A text without a space cannot span the space between name and surname, so it is within
 * one of them: then two comparisons instead of four (issue 15: every ILIKE reads each
 * employee's names once more; "tom" over 1,511 employees took 3 ms with four).
 */
export function employeeNameFilter(value: string): SQL {
  const pattern = contains(value);
  const within = [ilike(employees.name, pattern), ilike(employees.surname, pattern)];
  if (!/\s/.test(value)) return or(...within)!;
  return or(
    ...within,
    ilike(sql`${employees.name} || ' ' || ${employees.surname}`, pattern),
    ilike(sql`${employees.surname} || ' ' || ${employees.name}`, pattern),
  )!;
}
