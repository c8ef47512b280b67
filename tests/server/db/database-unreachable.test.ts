import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable } from '../../../server/db/availability';
import { installErrorHandling, STORAGE_UNAVAILABLE_TEXT } from '../../../server/plugins/errors';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('a database that cannot be reached', () => {
  it.each([
    [withCode('ECONNREFUSED'), true],
    [withCode('ECONNRESET'), true],
    [withCode('57P01', 'terminating connection due to administrator command'), true],
    [withCode('57P03', 'the database system is starting up'), true],
    [withCode('08006'), true],
    [withCode('53300', 'too many connections'), true],
    [new Error('timeout exceeded when trying to connect'), true],
    [new Error('Connection terminated unexpectedly'), true],
    [new AggregateError([withCode('ECONNREFUSED')], 'connect failed'), true],
    [new Error('database migration failed: x', { cause: withCode('ECONNREFUSED') }), true],
    [withCode('23505', 'duplicate key value'), false],
    [withCode('42P01', 'relation "lead" does not exist'), false],
    [new Error('boom'), false],
    ['ECONNREFUSED', false],
  ])('%s → %s', (error, expected) => {
    expect(isDatabaseUnreachable(error)).toBe(expected);
  });

  it('answers a request that lost its database with 503 and Retry-After, as a full disk', async () => {
    const app = Fastify({ logger: false });
    installErrorHandling(app);
    app.get('/lost', async () => {
      throw new Error('Connection terminated unexpectedly');
    });
    const res = await app.inject({ method: 'GET', url: '/lost' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('60');
    expect(res.json()).toEqual({ ok: false, error: STORAGE_UNAVAILABLE_TEXT });
    await app.close();
  });
});
