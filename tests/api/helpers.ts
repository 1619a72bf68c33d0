import { encode } from 'next-auth/jwt';
import { NextRequest } from 'next/server';
import { expect } from 'vitest';
import { getDb } from '@/db/client';
import accounts from '@/db/seed/demo-accounts.json';
import type { RoleName } from '@/lib/auth/roles';

/**
 * API tests call the real route handlers with real requests against the real database
 * (Postgres when DATABASE_URL is set, otherwise in-memory PGlite), signed in through a
 * real next-auth session cookie minted with the app's secret.
 */
export const BASE = 'http://localhost:3000';

export function demoEmail(role: RoleName): string {
  const account = accounts.find((a) => a.role === role);
  if (!account) throw new Error(`no demo account for ${role}`);
  return account.email;
}

export async function sessionCookie(email: string): Promise<string> {
  const token = await encode({ token: { email, sub: email, name: email }, secret: process.env.NEXTAUTH_SECRET! });
  return `next-auth.session-token=${token}`;
}

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type CallOptions = {
  as?: RoleName | { email: string } | null;
  body?: unknown;
  params?: Record<string, string | number>;
  headers?: Record<string, string>;
  /** The Origin header of a state-changing call: the app's own (BASE) unless given; null sends none. */
  origin?: string | null;
};

const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS'];

export async function call(fn: Handler, method: string, path: string, opts: CallOptions = {}) {
  await getDb();
  const headers = new Headers(opts.headers);
  // As a browser does: every POST, PUT, PATCH and DELETE from the app's pages carries its Origin.
  const origin = opts.origin === undefined ? BASE : opts.origin;
  if (origin !== null && !SAFE_METHODS.includes(method) && !headers.has('origin')) headers.set('origin', origin);
  if (opts.as) {
    const email = typeof opts.as === 'string' ? demoEmail(opts.as) : opts.as.email;
    headers.set('cookie', await sessionCookie(email));
  }
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers.set('content-type', 'application/json');
  }
  const req = new NextRequest(new URL(path, BASE), { method, headers, body });
  const params = Object.fromEntries(Object.entries(opts.params ?? {}).map(([k, v]) => [k, String(v)]));
  const res = await fn(req, { params: Promise.resolve(params) });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: res.status, headers: res.headers, json: json as any };
}

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** A 400 whose errors list `message` under `field`; `label` names the case when it fails. */
export function expectFieldError(res: { status: number; json: { errors?: Record<string, string[]> } }, field: string, message: string, label?: string) {
  expect(res.status, label).toBe(400);
  expect(res.json.errors?.[field], label).toContain(message);
}

type ItemRoute = { GET: Handler; PUT: Handler; DELETE: Handler };

/** The statuses of GET, PUT (with `body`) and DELETE of one id as Admin: `{ GET: 404, PUT: 404, DELETE: 404 }` for an unknown one. */
export async function itemStatuses(route: ItemRoute, path: string, id: number | string, body: unknown) {
  const opts = { as: 'Admin' as const, params: { id } };
  return {
    GET: (await call(route.GET, 'GET', path, opts)).status,
    PUT: (await call(route.PUT, 'PUT', path, { ...opts, body })).status,
    DELETE: (await call(route.DELETE, 'DELETE', path, opts)).status,
  };
}

/** The statement that looks a project up by id (requireProject): the sub-lists' owner checks. */
export const PROJECT_LOOKUP = /^select "id" from "projects" where/;

/**
 * How many statements `run` sends whose text matches `pattern`. Postgres only: the statements are
 * recorded from pg's client (db/seed/bench-sql), which PGlite does not use.
 */
export async function statementsMatching(run: () => Promise<unknown>, pattern: RegExp): Promise<number> {
  const { captureStatements } = await import('@/db/seed/bench-sql');
  return (await captureStatements(run)).filter((st) => pattern.test(st.text)).length;
}
