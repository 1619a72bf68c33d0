/**
 * Links of route-driven drawers (ARCHITECTURE.md 6, spec part 1 section 2): /users -> closed,
 * /users/new -> create, /users/5 -> read, /users/5/edit -> edit. Which route a path names is
 * the screen definition's business (lib/auth/screen.ts); these helpers keep the list's query
 * string on the links. Pure, for server and client.
 */
export { parseId, type DrawerMode } from '@/lib/auth/screen';

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
