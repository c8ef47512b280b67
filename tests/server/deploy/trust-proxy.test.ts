import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../../../server/config';
import { buildTestApp } from '../helpers';
import { validContact } from '../forms/contact-fixtures';

/** Two visitors behind one load balancer: the balancer's address is the peer of every request. */
async function limitedPerVisitor(env: Record<string, string>) {
  const t = await buildTestApp({ formsRateLimitPerMinute: 1 }, env);
  try {
    const send = (visitor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/forms',
        remoteAddress: '127.0.0.1',
        headers: { 'content-type': 'text/plain', 'x-forwarded-for': visitor },
        payload: JSON.stringify({ ...validContact(), requestId: randomUUID() }),
      });
    return [
      (await send('203.0.113.7')).statusCode,
      (await send('198.51.100.9')).statusCode,
      (await send('198.51.100.9')).statusCode,
    ];
  } finally {
    await t.close();
  }
}

describe('TRUST_PROXY (app servers behind a load balancer)', () => {
  it('counts the rate limit per visitor address when the balancer is trusted', async () => {
    expect(await limitedPerVisitor({ TRUST_PROXY: '127.0.0.1' })).toEqual([200, 200, 429]);
  });

  it('ignores X-Forwarded-For from an untrusted peer (a client cannot pick its own address)', async () => {
    expect(await limitedPerVisitor({})).toEqual([200, 429, 429]);
  });

  it.each([
    ['', false],
    ['false', false],
    ['true', true],
    ['10.0.0.0/8, 127.0.0.1', '10.0.0.0/8,127.0.0.1'],
  ])('reads TRUST_PROXY=%j as %j', (value, expected) => {
    expect(readServerConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('refuses a value that is not addresses', () => {
    expect(() => readServerConfig({ TRUST_PROXY: 'balancer.local' })).toThrow(/TRUST_PROXY/);
  });
});
