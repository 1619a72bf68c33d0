import { randomUUID } from 'node:crypto';

/**
 * One structured log line per API request (issue 15): JSON on stdout, for the log collector of
 * the deployment. It holds the method, the route (the path), the status, the duration, the user id
 * and the request id; never a body, a query string or a header (they may carry personal data or
 * secrets). The request id is the caller's X-Request-Id when it is a plain token (a reverse
 * proxy's), otherwise a new UUID; it goes back in the X-Request-Id header and into every error
 * line and 500 answer, so a user's report finds its log line.
 */
export type RequestLogLine = {
  time: string;
  level: 'info' | 'warn' | 'error';
  requestId: string;
  method: string;
  route: string;
  status: number;
  durationMs: number;
  userId: number | null;
  error?: string;
};

export const REQUEST_ID_HEADER = 'X-Request-Id';
const TOKEN = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFrom(headers: Headers): string {
  const given = headers.get(REQUEST_ID_HEADER);
  return given && TOKEN.test(given) ? given : randomUUID();
}

type Sink = (line: RequestLogLine) => void;
const stdoutSink: Sink = (line) => process.stdout.write(JSON.stringify(line) + '\n');
let sink: Sink | null = null;

/** Tests read the lines; LOG_REQUESTS=0 turns the default sink off (the test runs set it). */
export function setRequestLogSink(next: Sink | null) {
  sink = next;
}

export function logRequest(line: Omit<RequestLogLine, 'time' | 'level'> & { level?: RequestLogLine['level'] }) {
  const level = line.level ?? (line.status >= 500 ? 'error' : line.status >= 400 ? 'warn' : 'info');
  const full: RequestLogLine = { time: new Date().toISOString(), ...line, level };
  if (sink) sink(full);
  else if (process.env.LOG_REQUESTS !== '0') stdoutSink(full);
}
