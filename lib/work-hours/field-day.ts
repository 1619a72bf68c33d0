import { toScaled } from '@/lib/format/decimal';
import { WORK_HOUR_TYPE } from './types';

/**
 * THE field-day rule, shared by the payroll (field allowance, the PDF's Teren column), the
 * timesheet's summary and the timesheet export. A field day (terenski dan) is a day the employee
 * WORKED on the field: a record of type Regular with hours (> 0) and field work ticked. The field
 * allowance (terenski dodatak) pays the costs of working away from home, so a day of sick leave,
 * vacation, day off or a non-working day counts none even when its record has field work ticked
 * (the grid ticks it by default, spec part 2 section 4 "Work-record defaults"), and neither does a
 * regular record of 0 hours.
 */
export function isFieldDay(record: { isFieldWork: boolean; workHourTypeId: number; hours: string }): boolean {
  return record.isFieldWork && record.workHourTypeId === WORK_HOUR_TYPE.Regular && toScaled(record.hours, 2) > 0n;
}
