import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { can, MODULES, OPERATIONS } from '@/lib/auth/permissions';
import { ALL_ROLES, type RoleName } from '@/lib/auth/roles';
import { HANDLER_META, type HandlerMeta } from '@/lib/http/handler';
import { MAX_ID } from '@/lib/http/params';
import { findActiveUserByEmail } from '@/lib/users/queries';
import { getDb } from '@/db/client';
import { ROUTE_MANIFEST, type ManifestEntry } from './route-manifest';
import { call, demoEmail } from './helpers';

/**
 * The route files under app/api against the manifest written from the spec (route-manifest.ts),
 * and the role matrix on every endpoint. The modules' own tests keep their detailed cases.
 */
const API = path.resolve(__dirname, '../../app/api');
// next-auth's own endpoint is the sign-in itself, not an app resource.
const WHITELIST = new Set(['auth/[...nextauth]/route.ts', 'health/route.ts']);
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];
const ROLES: RoleName[] = ['SuperAdmin', 'Admin', 'Accounting', 'Management', 'SiteManager', 'Procurement', 'Warehouse'];

type RouteFn = Parameters<typeof call>[0];
type Route = { method: string; file: string; urlPath: string; params: string[]; fn: RouteFn & { [HANDLER_META]?: HandlerMeta } };

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return routeFiles(full);
    return /^route\.(ts|tsx|js)$/.test(e.name) ? [full] : [];
  });
}

/** '/api/Cooperators/{cooperatorId}/CooperatorContacts' and the folder's '[id]' compare equal. */
const shape = (urlPath: string) => urlPath.replace(/\{[^}]+\}/g, '{}');
const key = (method: string, urlPath: string) => `${method} ${shape(urlPath)}`;

async function loadRoutes(): Promise<Route[]> {
  const routes: Route[] = [];
  for (const full of routeFiles(API)) {
    const file = path.relative(API, full).split(path.sep).join('/');
    if (WHITELIST.has(file)) continue;
    const segments = file.split('/').slice(0, -1);
    const urlPath = '/api/' + segments.map((s) => (s.startsWith('[') ? `{${s.slice(1, -1)}}` : s)).join('/');
    const params = segments.filter((s) => s.startsWith('[')).map((s) => s.slice(1, -1));
    const mod = (await import(full)) as Record<string, unknown>;
    for (const method of Object.keys(mod).filter((k) => METHODS.includes(k))) {
      routes.push({ method, file, urlPath, params, fn: mod[method] as Route['fn'] });
    }
  }
  return routes;
}

const routes = await loadRoutes();
const byKey = new Map(routes.map((r) => [key(r.method, r.urlPath), r]));

describe('every app/api route matches the manifest written from the spec', () => {
  it('finds the route files and covers every role', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(ROLES).toHaveLength(ALL_ROLES.length);
  });

  it('every exported handler is written through handler() with a known module and operation', () => {
    for (const r of routes) {
      const meta = r.fn[HANDLER_META];
      expect(meta, `${r.method} ${r.file} is not written through handler()`).toBeDefined();
      expect(MODULES).toContain(meta!.module);
      expect(OPERATIONS).toContain(meta!.operation);
    }
  });

  it('no route is missing from the manifest, no entry lacks its route, none is listed twice', () => {
    const declared = ROUTE_MANIFEST.map((e) => key(e.method, e.path));
    expect(new Set(declared).size, 'an entry is listed twice').toBe(declared.length);
    expect(routes.map((r) => key(r.method, r.urlPath)).sort()).toEqual([...declared].sort());
  });

  it('each route’s module and operation are the manifest’s', () => {
    const mismatches = ROUTE_MANIFEST.flatMap((e) => {
      const meta = byKey.get(key(e.method, e.path))?.fn[HANDLER_META];
      return meta && (meta.module !== e.module || meta.operation !== e.operation)
        ? [`${e.method} ${e.path}: route ${meta.module}/${meta.operation}, spec ${e.module}/${e.operation}`]
        : [];
    });
    expect(mismatches).toEqual([]);
  });
});

/** What the matrix says a role may do with this entry. */
function allowed(roleId: number, entry: ManifestEntry): boolean {
  return can(roleId, entry.module, entry.operation) && (!entry.alsoNeeds || can(roleId, entry.alsoNeeds.module, entry.alsoNeeds.operation));
}

describe('every endpoint as every role: 403 exactly where lib/auth/permissions.ts says so', async () => {
  const db = await getDb();
  const roleIds = new Map<RoleName, number>();
  for (const role of ROLES) roleIds.set(role, (await findActiveUserByEmail(db, demoEmail(role)))!.roleId);
  // Harmless input: ids that do not exist, an empty body. An allowed call ends in 200, 400 or 404.
  const missingId = String(MAX_ID - 7);

  for (const entry of ROUTE_MANIFEST) {
    it(`${entry.method} ${entry.path} (${entry.module}/${entry.operation})`, async () => {
      const route = byKey.get(key(entry.method, entry.path))!;
      const params = Object.fromEntries(route.params.map((p) => [p, missingId]));
      const url = route.urlPath.replace(/\{[^}]+\}/g, missingId);
      const wrong: string[] = [];
      for (const role of ROLES) {
        const res = await call(route.fn, entry.method, url, {
          as: role,
          params,
          body: entry.method === 'POST' || entry.method === 'PUT' ? {} : undefined,
        });
        const expected = allowed(roleIds.get(role)!, entry) ? 'allowed' : 'forbidden';
        const got = res.status === 403 ? 'forbidden' : res.status >= 500 || res.status === 401 ? `error ${res.status}` : 'allowed';
        if (got !== expected) wrong.push(`${role}: ${res.status} ${JSON.stringify(res.json)}`);
      }
      expect(wrong).toEqual([]);
    });
  }
});
