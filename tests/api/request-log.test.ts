import { afterEach, describe, expect, it, vi } from 'vitest';
import { GET as searchCooperators } from '@/app/api/Cooperators/search/route';
import { handler } from '@/lib/http/handler';
import { setRequestLogSink, type RequestLogLine } from '@/lib/http/request-log';
import { getDb } from '@/db/client';
import { call } from './helpers';

const lines: RequestLogLine[] = [];
setRequestLogSink((line) => lines.push(line));
afterEach(() => {
  lines.length = 0;
});

describe('one structured log line per API request, and a request id', () => {
  it('logs method, route, status, duration and user id, never the query string; the answer carries the id', async () => {
    await getDb();
    const res = await call(searchCooperators, 'GET', '/api/Cooperators/search?Filter.Name=tajna-vrijednost&PageSize=5', { as: 'Admin' });
    expect(res.status).toBe(200);
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({ level: 'info', method: 'GET', route: '/api/Cooperators/search', status: 200 });
    expect(line.userId).toEqual(expect.any(Number));
    expect(line.durationMs).toBeGreaterThanOrEqual(0);
    expect(res.headers.get('x-request-id')).toBe(line.requestId);
    expect(JSON.stringify(line)).not.toContain('tajna-vrijednost');
  });

  it("keeps a reverse proxy's plain request id and replaces one that is not a plain token", async () => {
    await call(searchCooperators, 'GET', '/api/Cooperators/search', { as: 'Admin', headers: { 'x-request-id': 'lb-7f3a.42' } });
    await call(searchCooperators, 'GET', '/api/Cooperators/search', { as: 'Admin', headers: { 'x-request-id': 'a b\u00e7<script>' } });
    expect(lines[0].requestId).toBe('lb-7f3a.42');
    expect(lines[1].requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs refusals as warnings without a user when there is no session', async () => {
    const res = await call(searchCooperators, 'GET', '/api/Cooperators/search', { as: null });
    expect(res.status).toBe(401);
    expect(lines[0]).toMatchObject({ level: 'warn', status: 401, userId: null });
  });

  it('writes the request id with an unexpected error: in the error line, the error log and the 500 answer', async () => {
    const failing = handler({ module: 'cooperators', operation: 'read' }, async () => {
      throw new Error('neočekivano');
    });
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await call(failing, 'GET', '/api/Cooperators/search', { as: 'Admin' });
      expect(res.status).toBe(500);
      const id = res.headers.get('x-request-id');
      expect(res.json).toEqual({ message: expect.any(String), requestId: id });
      expect(lines[0]).toMatchObject({ level: 'error', status: 500, requestId: id, error: 'neočekivano' });
      expect(String(errorLog.mock.calls[0][0])).toContain(id!);
    } finally {
      errorLog.mockRestore();
    }
  });
});
