/**
 * Drawers are routes (ARCHITECTURE.md 6, spec part 1 section 2): an optional catch-all page such
 * as app/(app)/users/[[...slug]]/page.tsx maps
 *   /users -> closed, /users/new -> create, /users/5 -> read, /users/5/edit -> edit,
 * and anything else -> invalid (the page calls notFound()). Pure, for server and client.
 */

export type DrawerState =
  | { mode: 'closed' }
  | { mode: 'create' }
  | { mode: 'read'; id: number }
  | { mode: 'edit'; id: number }
  | { mode: 'invalid' };

export type DrawerMode = DrawerState['mode'];

/** A positive integer id as the database issues them; rejects "05", "1e3", "-1", "0". */
export function parseId(segment: string | undefined): number | null {
  if (!segment || !/^[1-9]\d{0,15}$/.test(segment)) return null;
  const id = Number(segment);
  return Number.isSafeInteger(id) ? id : null;
}

export function parseDrawerSlug(slug: string[] | undefined): DrawerState {
  if (!slug || slug.length === 0) return { mode: 'closed' };
  const [first, second, ...rest] = slug;
  if (rest.length) return { mode: 'invalid' };
  if (first === 'new') return second === undefined ? { mode: 'create' } : { mode: 'invalid' };
  const id = parseId(first);
  if (id === null) return { mode: 'invalid' };
  if (second === undefined) return { mode: 'read', id };
  if (second === 'edit') return { mode: 'edit', id };
  return { mode: 'invalid' };
}

type QueryLike = URLSearchParams | Record<string, string | string[] | undefined> | string | null | undefined;

/** The query string of `query` with a leading '?', or '' (server searchParams or client params). */
export function queryString(query: QueryLike): string {
  if (!query) return '';
  let params: URLSearchParams;
  if (typeof query === 'string') params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  else if (query instanceof URLSearchParams) params = query;
  else {
    params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) {
      if (v === undefined) continue;
      for (const item of Array.isArray(v) ? v : [v]) params.append(k, item);
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Hrefs of a route-driven drawer that keep the list's query string (paging, filters, tabs). */
export function drawerHrefs(basePath: string, query?: QueryLike) {
  const base = basePath.replace(/\/+$/, '') || '/';
  const qs = queryString(query);
  const join = (suffix: string) => `${base === '/' ? '' : base}/${suffix}${qs}`;
  return {
    /** The list itself (drawer closed). */
    list: `${base}${qs}`,
    create: join('new'),
    read: (id: number | string) => join(encodeURIComponent(String(id))),
    edit: (id: number | string) => join(`${encodeURIComponent(String(id))}/edit`),
  };
}
