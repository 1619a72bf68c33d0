import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { getDb, type Db, type DbOrTx, type Tx } from '@/db/client';
import { auditLog } from '@/db/schema';
import { userFromRequest } from '@/lib/auth/session';
import { can, type Module, type Operation } from '@/lib/auth/permissions';
import { messages } from '@/lib/i18n/messages';
import { zodErrorsToFieldMap } from '@/lib/i18n/zod';
import type { AppUser } from '@/lib/users/queries';
import { withDataVersion } from './answer-cache';
import { dbErrorToAppError } from './db-errors';
import { AppError } from './errors';
import { readJsonBody } from './json-body';
import { refuseNul } from './nul';
import { isSameOriginRequest } from './origin';
import { logRequest, REQUEST_ID_HEADER, requestIdFrom } from './request-log';

/**
 * THE route-handler wrapper. Every exported handler under app/api is written through it
 * (tests/api/route-manifest.test.ts enforces that). It checks, in order: the Origin of
 * state-changing requests (403, lib/http/origin), session (401), an active app user and the
 * module/operation right (403), a NUL character in any path param, query value or body text
 * (400), the JSON body (at most JSON_BODY_MAX_BYTES: 413; an object: 400) and zod input (400);
 * reads what a JSON body cannot carry (`input`: uploads, workbooks) before any transaction
 * opens; then runs `fn` with the database:
 *
 * - reads (operation 'read') get the database itself (`Db`);
 * - writes (create, update, delete) get ONE transaction (`Tx`: services take it, so none can
 *   write outside it), and the audit row is written inside it, after `fn`: the write and its
 *   audit row commit together or not at all.
 * - exports (operation 'read', audit 'export') get the database and are audited after `fn`.
 *
 * It maps AppError and database errors (lib/http/db-errors) to `{ message, errors? }`, gives every
 * answer its X-Request-Id and writes one log line per request (lib/http/request-log).
 */
export type AuditOperation = 'create' | 'update' | 'delete' | 'import' | 'export';

type Schema<T> = z.ZodType<T>;
type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

/** What `input` gets: the checked request, before any transaction. */
export type InputContext<P, Q> = { req: NextRequest; user: AppUser; params: P; query: Q; db: Db };

/** What `fn` gets as `db`: the database for reads, the write's transaction for create, update and delete. */
export type HandlerDb<O extends Operation> = O extends 'read' ? Db : Tx;

export type HandlerSpec<P, Q, B, I, O extends Operation = Operation> = {
  module: Module;
  operation: O;
  /** Audit operation; defaults to the permission operation for create/update/delete, none for read. */
  audit?: AuditOperation | false;
  params?: Schema<P>;
  query?: Schema<Q>;
  /** JSON body schema. */
  body?: Schema<B>;
  /**
   * Reads a body that is not JSON (multipart uploads, workbooks parsed in a worker) before the
   * write transaction opens, so slow reading never holds a transaction (or the embedded database).
   */
  input?: (ctx: InputContext<P, Q>) => Promise<I>;
  /** Status of a successful JSON answer; defaults to 201 for create, 200 otherwise. */
  status?: number;
};

export type HandlerContext<P, Q, B, I, O extends Operation = Operation> = {
  req: NextRequest;
  user: AppUser;
  params: P;
  query: Q;
  body: B;
  /** What `spec.input` read. */
  input: I;
  /** The database for reads; the write's transaction for create, update and delete. */
  db: HandlerDb<O>;
  /** Set an entity id for the audit row when the result has no `id` (e.g. deletes). */
  auditEntity: (id: string | number) => void;
  /** Keep what a write replaces or removes in the audit row (e.g. the old hodogram tree). */
  auditSnapshot: (snapshot: unknown) => void;
};

export type HandlerMeta = { module: Module; operation: Operation };
export const HANDLER_META = Symbol.for('gradiliste.handler');

export type WrappedHandler = ((req: NextRequest, ctx: RouteContext) => Promise<Response>) & {
  [HANDLER_META]: HandlerMeta;
};

export function handler<
  P = Record<string, never>,
  Q = Record<string, never>,
  B = undefined,
  I = undefined,
  O extends Operation = Operation,
>(spec: HandlerSpec<P, Q, B, I, O>, fn: (ctx: HandlerContext<P, Q, B, I, O>) => Promise<unknown>): WrappedHandler {
  const wrapped = async (req: NextRequest, routeCtx: RouteContext): Promise<Response> => {
    const started = performance.now();
    const requestId = requestIdFrom(req.headers);
    let userId: number | null = null;
    let response: Response;
    let failure: unknown;
    try {
      response = await answer();
    } catch (err) {
      failure = err;
      response = errorResponse(err, requestId);
    }
    response = withRequestId(response, requestId);
    logRequest({
      requestId,
      method: req.method,
      route: req.nextUrl.pathname.slice(0, 300),
      status: response.status,
      durationMs: Math.round(performance.now() - started),
      userId,
      ...(response.status >= 500 && failure ? { error: String((failure as Error)?.message ?? failure).slice(0, 500) } : {}),
    });
    return response;

    async function answer(): Promise<Response> {
      if (!isSameOriginRequest(req)) throw new AppError(403, messages.invalidOrigin);
      const { token, user, dataVersion } = await userFromRequest(req);
      if (!token) throw new AppError(401, messages.unauthenticated);
      if (!user) throw new AppError(403, messages.noAccessTitle);
      userId = user.id;
      if (!can(user.roleId, spec.module, spec.operation)) throw new AppError(403, messages.forbidden);

      const rawParams = (await routeCtx?.params) ?? {};
      const rawQuery = searchParamsToObject(req.nextUrl.searchParams);
      refuseNul(rawParams, rawQuery);
      const params = parse(spec.params, rawParams) as P;
      const query = parse(spec.query, rawQuery) as Q;
      let body = undefined as B;
      if (spec.body) {
        const json = await readJsonBody(req);
        refuseNul(json);
        body = parse(spec.body, json) as B;
      }
      const db = await getDb();
      const input = spec.input ? await spec.input({ req, user, params, query, db }) : (undefined as I);

      const audit: { entityId?: string | number; snapshot?: unknown } = {
        entityId: (rawParams as Record<string, unknown>).id as string | undefined,
      };
      const run = (conn: DbOrTx) =>
        fn({
          req,
          user,
          params,
          query,
          body,
          input,
          db: conn as HandlerDb<O>,
          auditEntity: (id) => (audit.entityId = id),
          auditSnapshot: (snapshot) => (audit.snapshot = snapshot),
        });
      const auditOp = spec.audit ?? (spec.operation === 'read' ? false : spec.operation);
      const record = async (conn: DbOrTx, result: unknown) => {
        if (!auditOp) return;
        const resultId = (result as { id?: unknown } | null)?.id;
        if (audit.entityId === undefined && (typeof resultId === 'number' || typeof resultId === 'string')) {
          audit.entityId = resultId;
        }
        await writeAudit(conn, req, user, spec.module, auditOp, audit.entityId, audit.snapshot);
      };

      let result: unknown;
      if (spec.operation === 'read') {
        // A read's list statements may be answered from the answer cache while the data is unchanged.
        result = await withDataVersion(dataVersion, () => run(db));
        await record(db, result);
      } else {
        result = await db.transaction(async (tx: Tx) => {
          const r = await run(tx);
          await record(tx, r);
          return r;
        });
      }
      return toResponse(result, spec.status ?? (spec.operation === 'create' ? 201 : 200));
    }
  };
  return Object.assign(wrapped, { [HANDLER_META]: { module: spec.module, operation: spec.operation } });
}

/** Headers of some answers (Response.redirect) are immutable: copy those. */
function withRequestId(response: Response, requestId: string): Response {
  try {
    response.headers.set(REQUEST_ID_HEADER, requestId);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set(REQUEST_ID_HEADER, requestId);
    return copy;
  }
}

function parse<T>(schema: Schema<T> | undefined, input: unknown): T | undefined {
  if (!schema) return undefined;
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new AppError(400, messages.validationFailed, zodErrorsToFieldMap(result.error));
  }
  return result.data;
}

/** Repeated keys (ProjectStatusId=1&ProjectStatusId=2) become arrays. */
export function searchParamsToObject(sp: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of sp) {
    const prev = out[key];
    out[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
}

function toResponse(result: unknown, status: number): Response {
  if (result instanceof Response) return result;
  if (result === undefined || result === null) return new NextResponse(null, { status: 204 });
  return NextResponse.json(result, { status });
}

export function errorResponse(err: unknown, requestId?: string): Response {
  const known = err instanceof AppError ? err : dbErrorToAppError(err);
  if (known) {
    const body = {
      message: known.message,
      ...(known.errors ? { errors: known.errors } : {}),
      ...(known.code ? { code: known.code } : {}),
    };
    return NextResponse.json(body, { status: known.status });
  }
  // The stack goes to the error log with the request id; the caller gets the id only.
  console.error(`[${requestId ?? '-'}]`, err);
  return NextResponse.json({ message: messages.unexpectedServerError, ...(requestId ? { requestId } : {}) }, { status: 500 });
}

async function writeAudit(
  db: DbOrTx,
  req: NextRequest,
  user: AppUser,
  module: Module,
  operation: AuditOperation,
  entityId: string | number | undefined,
  snapshot: unknown,
) {
  await db.insert(auditLog).values({
    userId: user.id,
    userEmail: user.email,
    module,
    operation,
    entityId: entityId === undefined ? null : String(entityId),
    method: req.method,
    path: req.nextUrl.pathname.slice(0, 500),
    snapshot: snapshot === undefined ? null : snapshot,
  });
}
