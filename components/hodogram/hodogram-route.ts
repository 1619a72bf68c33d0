/**
 * The /hodogram routes (spec part 1 section 2) and the project tab's node routes:
 *   /hodogram                     the template tree
 *   /hodogram/new[?parentId=5]    + create drawer (a root, or a child of 5)
 *   /hodogram/{id}                + read drawer (name, code, description, attachments)
 *   /hodogram/{id}/edit           + edit drawer
 *   /projects/{projectId}/hodogram[/{nodeId}]   the project tab [+ a node's read drawer]
 * Pure, for server and client.
 */
import { parseDrawerSlug, parseId, type DrawerState } from '@/components/drawer/drawer-slug';

export type HodogramRoute = Exclude<DrawerState, { mode: 'create' }> | { mode: 'create'; parentId: number | null };

export function parseHodogramRoute(slug: string[] | undefined, parentIdParam?: string | string[]): HodogramRoute {
  const state = parseDrawerSlug(slug);
  if (state.mode !== 'create') return state;
  if (parentIdParam === undefined || parentIdParam === '') return { mode: 'create', parentId: null };
  const parentId = typeof parentIdParam === 'string' ? parseId(parentIdParam) : null;
  return parentId === null ? { mode: 'invalid' } : { mode: 'create', parentId };
}

export const hodogramHrefs = {
  list: '/hodogram',
  create: (parentId?: number | null) => (parentId ? `/hodogram/new?parentId=${parentId}` : '/hodogram/new'),
  read: (id: number) => `/hodogram/${id}`,
  edit: (id: number) => `/hodogram/${id}/edit`,
};

export const projectHodogramHrefs = {
  tab: (projectId: number) => `/projects/${projectId}/hodogram`,
  node: (projectId: number, nodeId: number) => `/projects/${projectId}/hodogram/${nodeId}`,
};
