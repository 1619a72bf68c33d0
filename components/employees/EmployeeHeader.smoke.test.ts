/** The employee page's header line: role, position only when it differs, OIB. */
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { EmployeeDto } from '@/lib/employees/schemas';

const { Providers } = await import('../providers');
const { EmployeeHeader } = await import('./EmployeeHeader');

const line = (employeeRole: string, position: string | null) => {
  const employee = { fullName: 'Josip Jurić', name: 'Josip', surname: 'Jurić', photo: null, employeeRole, position, oib: '69435151530', activeTo: null } as unknown as EmployeeDto;
  const html = renderToString(h(Providers, null, h(EmployeeHeader, { employee, today: '2026-11-23' })));
  return html.replace(/<!-- -->/g, '').match(/>([^<]*OIB 69435151530)</)?.[1];
};

describe('EmployeeHeader', () => {
  it('names the position only when it is not the role again', () => {
    expect(line('Voditelj gradilišta', 'Voditelj gradilišta')).toBe('Voditelj gradilišta · OIB 69435151530');
    expect(line('Radnik', 'Tesar')).toBe('Radnik · Tesar · OIB 69435151530');
    expect(line('Radnik', null)).toBe('Radnik · OIB 69435151530');
  });
});
