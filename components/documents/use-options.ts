'use client';

import { useEffect, useState } from 'react';
import { apiFetch, notifyError } from '@/lib/api-client';

/**
 * Options read from the API for a dependent select (a project's items, its warehouse items, an
 * expense type's groups): `url` null reads nothing; a new url aborts the old request. `map` is a
 * module-level function.
 */
export function useApiOptions<T>(url: string | null, map: (body: unknown) => T[]): { data: T[]; loading: boolean } {
  const [state, setState] = useState<{ url: string | null; data: T[] }>({ url: null, data: [] });
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    apiFetch<unknown>(url, { signal: controller.signal })
      .then((body) => setState({ url, data: map(body) }))
      .catch((err) => {
        if ((err as Error).name !== 'AbortError') notifyError(err);
      });
    return () => controller.abort();
  }, [url, map]);
  return { data: url && state.url === url ? state.data : [], loading: !!url && state.url !== url };
}

type Paged<T> = { pageItems?: T[] };

export type WarehouseItemOption = {
  value: string;
  label: string;
  name: string;
  quantity: string;
  unitPrice: string | null;
  unitOfMeasurementId: number | null;
  unitOfMeasurement: string | null;
};

/** GET /api/WarehouseItems/search by project (the screen filters by project id, §7). */
export const warehouseItemsUrl = (projectId: number) => `/api/WarehouseItems/search?Filter.ProjectId=${projectId}&PageSize=100&SortBy=name`;
export const warehouseItemOptions = (body: unknown): WarehouseItemOption[] =>
  (
    (body as Paged<{ id: number; name: string; quantity: string; unitPrice: string | null; unitOfMeasurementId: number | null; unitOfMeasurement: string | null }>)
      .pageItems ?? []
  ).map((w) => ({
    value: String(w.id),
    label: w.name,
    name: w.name,
    quantity: String(w.quantity),
    unitPrice: w.unitPrice === null ? null : String(w.unitPrice),
    unitOfMeasurementId: w.unitOfMeasurementId,
    unitOfMeasurement: w.unitOfMeasurement,
  }));

/** GET /api/ExpenseGroups?expenseTypeId= (the groups of one type). */
export const expenseGroupsUrl = (expenseTypeId: number) => `/api/ExpenseGroups?expenseTypeId=${expenseTypeId}&PageSize=100&SortBy=name`;
export const expenseGroupOptions = (body: unknown) =>
  ((body as Paged<{ id: number; name: string }>).pageItems ?? []).map((g) => ({ value: String(g.id), label: g.name }));

type TreeNode = { id: number; name: string; code: string | null; ordinalDisplay: string; isGroup: boolean; children?: TreeNode[] };

/** GET /api/Projects/{id}/ProjectItems: the bill of quantities, its items (not groups) as options. */
export const projectItemsUrl = (projectId: number) => `/api/Projects/${projectId}/ProjectItems`;
export const projectItemOptions = (body: unknown) => {
  const out: { value: string; label: string }[] = [];
  const walk = (nodes: TreeNode[] | undefined) => {
    for (const n of nodes ?? []) {
      if (!n.isGroup) out.push({ value: String(n.id), label: `${n.ordinalDisplay} ${n.name}` });
      walk(n.children);
    }
  };
  walk((body as { items?: TreeNode[] }).items);
  return out;
};
