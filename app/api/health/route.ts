import { NextResponse } from 'next/server';
import { checkHealth } from '@/lib/health/check';
import { logRequest, REQUEST_ID_HEADER, requestIdFrom } from '@/lib/http/request-log';

// Public on purpose (a load balancer and a container runtime ask it without a session); it
// reveals nothing but ok. Not through handler(): that one requires a session.
export const dynamic = 'force-dynamic';

export async function GET(req: Request) {
  const started = performance.now();
  const requestId = requestIdFrom(req.headers);
  const { ok } = await checkHealth();
  const status = ok ? 200 : 503;
  logRequest({ requestId, method: 'GET', route: '/api/health', status, durationMs: Math.round(performance.now() - started), userId: null });
  return NextResponse.json(
    { status: ok ? 'ok' : 'unavailable' },
    { status, headers: { 'Cache-Control': 'no-store', [REQUEST_ID_HEADER]: requestId } },
  );
}
