/**
 * A 200 answer whose body is JSON text already written (by Postgres: the whole-collection and
 * grid calls, issue 15), passed through without parsing or JSON.stringify.
 */
export function jsonResponse(json: string): Response {
  return new Response(json, { status: 200, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } });
}
