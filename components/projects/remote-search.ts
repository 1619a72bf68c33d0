/**
 * The server searches of the project people forms (stable, module-level functions for
 * RemoteSelect): employees through GET /api/Employees/search (active ones, by surname),
 * cooperators through GET /api/Cooperators/search (by name).
 */
import type { RemoteOption } from '@/components/form/RemoteSelect';

const PAGE = 20;

export const employeeSearchUrl = (text: string) =>
  `/api/Employees/search?Filter.Employee_Name=${encodeURIComponent(text)}&Filter.Employee_Inactive=false&PageSize=${PAGE}&SortBy=Employee_Name`;

export const cooperatorSearchUrl = (text: string) =>
  `/api/Cooperators/search?Filter.Name=${encodeURIComponent(text)}&PageSize=${PAGE}&SortBy=name`;

type Paged<T> = { pageItems?: T[] };

export const employeeOptions = (body: unknown): RemoteOption[] =>
  ((body as Paged<{ id: number; name: string; surname: string }>).pageItems ?? []).map((e) => ({
    value: String(e.id),
    label: `${e.name} ${e.surname}`,
  }));

export const cooperatorOptions = (body: unknown): RemoteOption[] =>
  ((body as Paged<{ id: number; name: string; oib: string | null }>).pageItems ?? []).map((c) => ({
    value: String(c.id),
    label: c.name,
  }));
