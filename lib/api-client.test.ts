import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, applyFieldErrors, fallbackMessage, withFieldMessage } from './api-client';
import { messages } from './i18n/messages';

function mockFetch(status: number, body?: unknown, raw?: string) {
  const fn = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(async () =>
    new Response(status === 204 ? null : (raw ?? (body === undefined ? '' : JSON.stringify(body))), { status }),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiFetch', () => {
  it('returns the parsed JSON body and sends JSON', async () => {
    const fn = mockFetch(200, { id: 5 });
    await expect(apiFetch<{ id: number }>('/api/Users', { method: 'POST', json: { name: 'Ana' } })).resolves.toEqual({ id: 5 });
    const init = fn.mock.calls[0][1]!;
    expect(init.body).toBe('{"name":"Ana"}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(init.credentials).toBe('same-origin');
  });

  it('resolves undefined for 204 and empty bodies', async () => {
    mockFetch(204);
    await expect(apiFetch('/api/Users/5', { method: 'DELETE' })).resolves.toBeUndefined();
    mockFetch(200);
    await expect(apiFetch('/api/x')).resolves.toBeUndefined();
  });

  it("throws ApiError with the server's message and field errors", async () => {
    mockFetch(400, { message: 'Podaci nisu ispravni.', errors: { oib: ['Neispravan OIB'] } });
    const error = await apiFetch('/api/Cooperators', { method: 'POST', json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Podaci nisu ispravni.', errors: { oib: ['Neispravan OIB'] }, fromServer: true });
  });

  it('falls back to catalogue messages', async () => {
    mockFetch(403, {});
    await expect(apiFetch('/api/Users')).rejects.toMatchObject({ status: 403, message: messages.forbidden, fromServer: false });
    mockFetch(500, undefined, '<html>boom</html>');
    await expect(apiFetch('/api/Users')).rejects.toMatchObject({ status: 500, message: messages.unexpectedServerError });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(apiFetch('/api/Users')).rejects.toMatchObject({ status: 0, message: messages.networkError });
    expect(fallbackMessage(418)).toBe(messages.unknownError);
  });

  it('labels a pre-serialised JSON body as JSON', async () => {
    const fn = mockFetch(201, { id: 1 });
    await apiFetch('/api/Users', { method: 'POST', body: JSON.stringify({ a: 1 }) });
    expect(new Headers(fn.mock.calls[0][1]!.headers).get('Content-Type')).toBe('application/json');
  });

  it('refuses other origins', async () => {
    await expect(apiFetch('https://evil.example/api')).rejects.toThrow(/same-origin/);
    await expect(apiFetch('//evil.example/api')).rejects.toThrow(/same-origin/);
  });
});

describe('applyFieldErrors', () => {
  it('sets the first message per field', () => {
    const setErrors = vi.fn();
    expect(applyFieldErrors({ setErrors }, new ApiError(400, 'x', { name: ['A', 'B'], email: [] }))).toBe(true);
    expect(setErrors).toHaveBeenCalledWith({ name: 'A' });
    expect(applyFieldErrors({ setErrors }, new Error('x'))).toBe(false);
  });
});

describe('withFieldMessage', () => {
  it("puts the first field message in the row's notice, else leaves the error as it is", () => {
    const withField = withFieldMessage(new ApiError(400, 'Neispravan unos.', { quantity: ['Količina mora biti broj.'] }));
    expect(withField).toBeInstanceOf(ApiError);
    expect(withField).toMatchObject({ status: 400, message: 'Količina mora biti broj.' });
    const plain = new ApiError(409, 'Sukob.');
    expect(withFieldMessage(plain)).toBe(plain);
    const other = new Error('x');
    expect(withFieldMessage(other)).toBe(other);
  });
});
