import { eq } from 'drizzle-orm';
import { encode } from 'next-auth/jwt';
import * as jwt from 'next-auth/jwt';
import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { users } from '@/db/schema';
import { Role } from '@/lib/auth/roles';
import { handler } from '@/lib/http/handler';
import { messages } from '@/lib/i18n/messages';
import { BASE, unique } from './helpers';

// The real decode, counted.
vi.mock('next-auth/jwt', async (original) => {
  const actual = await original<typeof import('next-auth/jwt')>();
  return { ...actual, decode: vi.fn(actual.decode) };
});
const decode = vi.mocked(jwt.decode);

/**
 * Per-request cost (issue 15): a session cookie is decoded (HKDF + JWE decryption) once and
 * remembered until it expires; the user behind it is still looked up on every request, so
 * deleting a user or changing the role applies to the very next request with the same cookie.
 */
describe('the decoded session cookie is remembered, the user is not', () => {
  const route = handler({ module: 'users', operation: 'read' }, async ({ user }) => ({ id: user.id }));
  const get = (cookie: string) => route(new NextRequest(new URL('/api/x', BASE), { headers: { cookie } }), { params: Promise.resolve({}) });

  async function newUser(roleId: number) {
    const email = `sesija.${unique()}@gradiliste.test`;
    const [row] = await (await getDb()).insert(users).values({ userName: email, name: 'Šime', surname: 'Čačić', email, roleId }).returning({ id: users.id });
    return { id: row.id, email };
  }

  it('decodes one cookie once', async () => {
    const { email } = await newUser(Role.SuperAdmin);
    const cookie = `next-auth.session-token=${await encode({ token: { email, sub: email }, secret: process.env.NEXTAUTH_SECRET! })}`;
    decode.mockClear();
    expect((await get(cookie)).status).toBe(200);
    expect((await get(cookie)).status).toBe(200);
    expect((await get(cookie)).status).toBe(200);
    expect(decode).toHaveBeenCalledTimes(1);
  });

  it('a deleted user loses access and a changed role applies at once, with the same (remembered) cookie', async () => {
    const db = await getDb();
    const { id, email } = await newUser(Role.SuperAdmin);
    const cookie = `next-auth.session-token=${await encode({ token: { email, sub: email }, secret: process.env.NEXTAUTH_SECRET! })}`;
    expect((await get(cookie)).status).toBe(200);
    await db.update(users).set({ roleId: Role.Warehouse }).where(eq(users.id, id));
    const forbidden = await get(cookie);
    expect(forbidden.status).toBe(403);
    expect((await forbidden.json()).message).toBe(messages.forbidden);
    await db.update(users).set({ roleId: Role.SuperAdmin }).where(eq(users.id, id));
    expect((await get(cookie)).status).toBe(200);
    await db.delete(users).where(eq(users.id, id));
    const gone = await get(cookie);
    expect(gone.status).toBe(403);
    expect((await gone.json()).message).toBe(messages.noAccessTitle);
  });

  it('is not remembered past its expiry: the cookie is decoded again', async () => {
    const { email } = await newUser(Role.SuperAdmin);
    const cookie = `next-auth.session-token=${await encode({ token: { email, sub: email }, secret: process.env.NEXTAUTH_SECRET!, maxAge: 1 })}`;
    decode.mockClear();
    expect((await get(cookie)).status).toBe(200);
    expect((await get(cookie)).status).toBe(200);
    expect(decode).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await get(cookie);
    expect(decode).toHaveBeenCalledTimes(2);
  });

  it('an altered cookie is refused, never taken for a remembered one', async () => {
    const { email } = await newUser(Role.SuperAdmin);
    const token = await encode({ token: { email, sub: email }, secret: process.env.NEXTAUTH_SECRET! });
    expect((await get(`next-auth.session-token=${token}`)).status).toBe(200);
    const altered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    expect((await get(`next-auth.session-token=${altered}`)).status).toBe(401);
  });
});
