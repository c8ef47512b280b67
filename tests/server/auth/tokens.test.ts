import { SignJWT } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  accountsAppPerTest,
  bearer,
  seedUser,
  TEST_SECRET_BYTES,
  type SeededUser,
} from './accounts-helpers';

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const nowS = () => Math.floor(Date.now() / 1000);

interface Forge {
  claims?: Record<string, unknown>;
  secret?: Uint8Array;
  iat?: number;
  exp?: number;
  alg?: 'HS256' | 'HS512';
}

function forge(user: SeededUser, options: Forge = {}): Promise<string> {
  const claims = { typ: 'access', sid: user.sessionId, ...options.claims };
  return new SignJWT(claims)
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setAudience((options.claims?.aud as string | undefined) ?? 'kub')
    .setIssuer((options.claims?.iss as string | undefined) ?? 'kub')
    .setIssuedAt(options.iat ?? nowS())
    .setExpirationTime(options.exp ?? nowS() + 900)
    .sign(options.secret ?? TEST_SECRET_BYTES);
}

describe('GET /api/auth/me and the access token checks', () => {
  const t = accountsAppPerTest();
  let user: SeededUser;
  beforeEach(async () => {
    user = await seedUser(t, { email: 'me@example.ru', name: 'Мастер' });
  });

  const me = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers });

  it('returns the user for a valid bearer token, without any secret field', async () => {
    const res = await me(bearer(user.accessToken));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, email: 'me@example.ru', name: 'Мастер' });
    expect(Object.keys(res.json())).toEqual(['user']);
    expect(res.body).not.toMatch(/password|hash|token/i);
  });

  it('a correctly forged token with the right key works (the control case)', async () => {
    expect((await me(bearer(await forge(user)))).statusCode).toBe(200);
  });

  it('issues HS256 tokens with sub, typ access, aud and iss kub and a 15-minute life', () => {
    const [header, payload] = user.accessToken
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')));
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({ sub: user.id, typ: 'access', aud: 'kub', iss: 'kub' });
    expect(payload.exp - payload.iat).toBe(900);
  });

  it.each([
    ['no header', {}],
    ['a non-bearer scheme', { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` }],
    ['garbage', { authorization: 'Bearer not.a.jwt' }],
  ])('answers 401 for %s', async (_label, headers) => {
    const res = await me(headers as Record<string, string>);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ ok: false, error: 'Требуется вход в аккаунт.' });
  });

  it('refuses alg none', async () => {
    const payload = {
      sub: user.id,
      sid: user.sessionId,
      typ: 'access',
      aud: 'kub',
      iss: 'kub',
      iat: nowS(),
      exp: nowS() + 900,
    };
    const token = `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(payload)}.`;
    expect((await me(bearer(token))).statusCode).toBe(401);
  });

  it('refuses a token signed with another key', async () => {
    const token = await forge(user, { secret: new Uint8Array(32).fill(7) });
    expect((await me(bearer(token))).statusCode).toBe(401);
  });

  it('refuses another HMAC algorithm with the right key', async () => {
    const token = await forge(user, { alg: 'HS512', secret: new Uint8Array(64).fill(0xab) });
    expect((await me(bearer(token))).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const token = await forge(user, { iat: nowS() - 3600, exp: nowS() - 60 });
    expect((await me(bearer(token))).statusCode).toBe(401);
  });

  it.each([
    ['a refresh type', { typ: 'refresh' }],
    ['no type', { typ: undefined }],
    ['another audience', { aud: 'other' }],
    ['another issuer', { iss: 'other' }],
    ['an unknown login', { sid: '00000000-0000-4000-8000-000000000000' }],
  ])('refuses %s', async (_label, claims) => {
    const token = await forge(user, { claims });
    expect((await me(bearer(token))).statusCode).toBe(401);
  });

  it('refuses the token of a deleted user', async () => {
    await t.database.db.deleteFrom('users').where('id', '=', user.id).execute();
    expect((await me(bearer(user.accessToken))).statusCode).toBe(401);
  });
});
