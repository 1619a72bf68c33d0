/**
 * The routing template of every screen (docs/screens.md). A module declares its screen once:
 * its base path, the right the whole screen needs, its tabs and its routes (path patterns
 * under the base, the page, tab and drawer each shows, and the right a drawer writes with).
 * One function parses a page's [[...slug]] against it, one decides who may open a route, and
 * the same definitions answer proxy.ts, the pages, the tab bars and the links. Pure: server,
 * browser and proxy alike.
 */
import { can, canOnAttachmentsOf, type Module, type Operation } from './permissions';

// ---- rights

/** A module right, or the attachment rule for the attachments of an owner module. */
export type Right = { module: Module; operation: Operation } | { attachmentsOf: Module; operation: Operation };

export const right = (module: Module, operation: Operation = 'read'): Right => ({ module, operation });
export const attachmentsRight = (ownerModule: Module, operation: Operation = 'read'): Right => ({ attachmentsOf: ownerModule, operation });

export function canRight(roleId: number | null | undefined, r: Right | undefined): boolean {
  if (!r) return true;
  return 'attachmentsOf' in r ? canOnAttachmentsOf(roleId, r.attachmentsOf, r.operation) : can(roleId, r.module, r.operation);
}

// ---- definitions

/** The one name of each drawer state, in every module. */
export const DRAWER_MODES = ['closed', 'read', 'edit', 'create', 'import', 'export'] as const;
export type DrawerMode = (typeof DRAWER_MODES)[number];

export type RouteDef = {
  /**
   * The path under the base: '' is the base itself, ':name' a positive integer id (params.name),
   * anything else a literal segment. Several paths: the first is the canonical one (href),
   * the others aliases with the same ids.
   */
  path: string | readonly [string, ...string[]];
  /** Which page of the screen renders it ('list', 'detail', ...). */
  page: string;
  /** The tab of the page it opens (a key of the screen's tabs). */
  tab?: string;
  drawer: DrawerMode;
  /** What this route needs beyond the screen's and its tab's right (a drawer's write right). */
  needs?: Right;
  /** Optional query parameters holding an id (absent or empty: null; anything else invalid). */
  query?: readonly string[];
};

export type TabDef = { needs?: Right };

export type ScreenDef = {
  /** The screen's path ('/projects'); its app/(app)/<base>/[[...slug]]/page.tsx renders it. */
  base: `/${string}`;
  /** The right every route of the screen needs; proxy.ts checks it first. */
  needs: Right;
  /** A page's tabs in display order; each has a route of the same name (its closed state). */
  tabs?: Readonly<Record<string, TabDef>>;
  /** Route name -> route; the first match of a slug wins. */
  routes: Readonly<Record<string, RouteDef>>;
};

// ---- types of a parsed route, derived from the definition

type Segments<P extends string> = P extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : P;
type ParamName<S> = S extends `:${infer N}` ? N : never;
type CanonicalPath<R extends RouteDef> = R['path'] extends readonly [infer First extends string, ...string[]] ? First : R['path'] & string;
export type RouteParams<R extends RouteDef> = { [N in ParamName<Segments<CanonicalPath<R>>>]: number };
type RouteQuery<R extends RouteDef> = R extends { query: readonly (infer Q extends string)[] } ? { [N in Q]: number | null } : Record<never, never>;

type RouteOf<D extends ScreenDef, K extends keyof D['routes'] & string> = {
  name: K;
  page: D['routes'][K]['page'];
  tab: D['routes'][K] extends { tab: infer T extends string } ? T : null;
  drawer: D['routes'][K]['drawer'];
  params: RouteParams<D['routes'][K]>;
  query: RouteQuery<D['routes'][K]>;
};

/** What parse returns: a union over the screen's routes, narrowed by name, page, tab or drawer. */
export type ScreenRoute<D extends ScreenDef> = { [K in keyof D['routes'] & string]: RouteOf<D, K> }[keyof D['routes'] & string];

/** Any parsed route, for the shared functions. */
export type AnyRoute = {
  name: string;
  page: string;
  tab: string | null;
  drawer: DrawerMode;
  params: Record<string, number>;
  query: Record<string, number | null>;
};

export type TabName<D extends ScreenDef> = keyof NonNullable<D['tabs']> & string;

type HrefArgs<R extends RouteDef> = keyof RouteParams<R> extends never ? [] : [params: RouteParams<R>];

/** Server searchParams, URLSearchParams, or nothing. */
export type QueryInput = URLSearchParams | Record<string, string | string[] | undefined> | undefined;

/** Any screen, as the registry and the shared functions see it. */
export type AnyScreen = ScreenDef & { parse(slug: readonly string[] | undefined, query?: QueryInput): AnyRoute | null };

export type Screen<D extends ScreenDef = ScreenDef> = D & {
  /** The route a page's [[...slug]] (and query) names, or null (the page answers 404). */
  parse(slug: readonly string[] | undefined, query?: QueryInput): ScreenRoute<D> | null;
  /** The canonical path of a route: href('employeeEdit', { id: 5, subId: 9 }). */
  href<K extends keyof D['routes'] & string>(name: K, ...params: HrefArgs<D['routes'][K]>): string;
};

// ---- the shared functions

/** A positive integer id as the database issues them; rejects "05", "1e3", "-1", "0". */
export function parseId(segment: string | undefined): number | null {
  if (!segment || !/^[1-9]\d{0,15}$/.test(segment)) return null;
  const id = Number(segment);
  return Number.isSafeInteger(id) ? id : null;
}

const pathsOf = (r: RouteDef): readonly string[] => (typeof r.path === 'string' ? [r.path] : r.path);
const partsOf = (path: string): string[] => (path === '' ? [] : path.split('/'));
const paramNames = (path: string) => partsOf(path).filter((p) => p.startsWith(':')).map((p) => p.slice(1)).sort().join(',');

function matchPath(path: string, slug: readonly string[]): Record<string, number> | null {
  const parts = partsOf(path);
  if (parts.length !== slug.length) return null;
  const params: Record<string, number> = {};
  for (let i = 0; i < parts.length; i++) {
    if (parts[i].startsWith(':')) {
      const id = parseId(slug[i]);
      if (id === null) return null;
      params[parts[i].slice(1)] = id;
    } else if (parts[i] !== slug[i]) {
      return null;
    }
  }
  return params;
}

function queryValue(query: QueryInput, name: string): string | string[] | undefined {
  if (!query) return undefined;
  if (query instanceof URLSearchParams) {
    const all = query.getAll(name);
    return all.length > 1 ? all : (all[0] ?? undefined);
  }
  return query[name];
}

function parseQuery(def: RouteDef, query: QueryInput): Record<string, number | null> | null {
  const out: Record<string, number | null> = {};
  for (const name of def.query ?? []) {
    const raw = queryValue(query, name);
    if (raw === undefined || raw === '') out[name] = null;
    else if (typeof raw !== 'string' || parseId(raw) === null) return null;
    else out[name] = parseId(raw);
  }
  return out;
}

/** THE slug parser: the first route whose path matches, with its ids; null when none does. */
export function parseRoute(def: ScreenDef, slug: readonly string[] | undefined, query?: QueryInput): AnyRoute | null {
  for (const [name, r] of Object.entries(def.routes)) {
    for (const path of pathsOf(r)) {
      const params = matchPath(path, slug ?? []);
      if (!params) continue;
      const q = parseQuery(r, query);
      if (!q) return null;
      return { name, page: r.page, tab: r.tab ?? null, drawer: r.drawer, params, query: q };
    }
  }
  return null;
}

/** The canonical path of a route with its ids filled in. */
export function routeHref(def: ScreenDef, name: string, params: Record<string, number | string> = {}): string {
  const r = def.routes[name];
  if (!r) throw new Error(`${def.base}: no route ${name}`);
  const parts = partsOf(pathsOf(r)[0]).map((p) => {
    if (!p.startsWith(':')) return p;
    const value = params[p.slice(1)];
    if (value === undefined) throw new Error(`${def.base} ${name}: missing ${p}`);
    return encodeURIComponent(String(value));
  });
  const base = def.base === '/' ? '' : def.base;
  return parts.length ? `${base}/${parts.join('/')}` : def.base;
}

/** Whether the role may open a tab of the screen (tabs it may not are hidden). */
export function canSeeTab(roleId: number | null | undefined, def: ScreenDef, tab: string): boolean {
  const t = def.tabs?.[tab];
  return !!t && canRight(roleId, def.needs) && canRight(roleId, t.needs);
}

/** The tabs the role may open, in display order. */
export function visibleTabs<D extends ScreenDef>(roleId: number | null | undefined, def: D): TabName<D>[] {
  return Object.keys(def.tabs ?? {}).filter((tab) => canSeeTab(roleId, def, tab)) as TabName<D>[];
}

/**
 * Whether the role may open a route: the screen's right, its tab's right and the route's own
 * (a drawer's write right), so a typed URL never shows a tab or a form the API would refuse.
 */
export function canOpenRoute(roleId: number | null | undefined, def: ScreenDef, route: AnyRoute): boolean {
  if (!canRight(roleId, def.needs)) return false;
  if (route.tab !== null && !canSeeTab(roleId, def, route.tab)) return false;
  return canRight(roleId, def.routes[route.name]?.needs);
}

export type ScreenAccess<R> = { status: 'open'; route: R } | { status: 'invalid' } | { status: 'forbidden' };

/**
 * What proxy.ts and the pages both ask: forbidden (-> /not-found) when the role lacks the
 * screen's right or the route's, invalid (-> 404) when no route matches, else the route.
 */
export function screenAccess<R>(
  roleId: number | null | undefined,
  screen: ScreenDef & { parse(slug: readonly string[] | undefined, query?: QueryInput): R | null },
  slug: readonly string[] | undefined,
  query?: QueryInput,
): ScreenAccess<R> {
  if (!canRight(roleId, screen.needs)) return { status: 'forbidden' };
  const route = screen.parse(slug, query);
  if (!route) return { status: 'invalid' };
  if (!canOpenRoute(roleId, screen, route as unknown as AnyRoute)) return { status: 'forbidden' };
  return { status: 'open', route };
}

// ---- route and href sets several screens share

/**
 * The routes of a list with a detail page (cooperators, employees, projects): the list, its
 * create drawer, the detail page's details tab (at `detailPath`) and its edit drawer; the drawers
 * need the module's create and update rights.
 */
export function listDetailRoutes<const P extends RouteDef['path']>(module: Module, detailPath: P) {
  return {
    list: { path: '', page: 'list', drawer: 'closed' },
    create: { path: 'new', page: 'list', drawer: 'create', needs: right(module, 'create') },
    details: { path: detailPath, page: 'detail', tab: 'details', drawer: 'closed' },
    edit: { path: ':id/edit', page: 'detail', tab: 'details', drawer: 'edit', needs: right(module, 'update') },
  } as const;
}

/**
 * The create and edit drawers of a detail tab's rows (`:id/<tab>/new`, `:id/<tab>/:subId/edit`
 * with `:id/<tab>/:subId` as its alias), needing the `module`'s create and update rights.
 */
export function rowDrawerRoutes<const T extends string>(tab: T, module: Module) {
  return {
    create: { path: `:id/${tab}/new`, page: 'detail', tab, drawer: 'create', needs: right(module, 'create') },
    edit: { path: [`:id/${tab}/:subId/edit`, `:id/${tab}/:subId`], page: 'detail', tab, drawer: 'edit', needs: right(module, 'update') },
  } as const;
}

/** The hrefs of listDetailRoutes: the list, the create drawer, a detail page, its edit drawer, one of its tabs. */
export function listDetailHrefs<D extends ScreenDef & { routes: Record<keyof ReturnType<typeof listDetailRoutes>, RouteDef> }>(screen: D) {
  return {
    list: routeHref(screen, 'list'),
    create: routeHref(screen, 'create'),
    detail: (id: number) => routeHref(screen, 'details', { id }),
    edit: (id: number) => routeHref(screen, 'edit', { id }),
    tab: (id: number, tab: TabName<D>) => routeHref(screen, tab, { id }),
  };
}

/** Checks a definition once (a mistake fails at import, in every test) and adds parse and href. */
export function defineScreen<const D extends ScreenDef>(def: D): Screen<D> {
  for (const [name, r] of Object.entries(def.routes)) {
    const paths = pathsOf(r);
    if (paths.some((p) => paramNames(p) !== paramNames(paths[0]))) throw new Error(`${def.base} ${name}: aliases must have the same ids`);
    if (r.tab !== undefined && !def.tabs?.[r.tab]) throw new Error(`${def.base} ${name}: unknown tab ${r.tab}`);
  }
  for (const tab of Object.keys(def.tabs ?? {})) {
    const r = def.routes[tab];
    if (!r || r.tab !== tab || r.drawer !== 'closed') throw new Error(`${def.base}: tab ${tab} needs a closed route of its name`);
  }
  return {
    ...def,
    parse: (slug, query) => parseRoute(def, slug, query) as ScreenRoute<D> | null,
    href: (name, ...params) => routeHref(def, name, params[0] as Record<string, number> | undefined),
  };
}
