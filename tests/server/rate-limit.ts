import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** The reply of every rate-limited route: 429 with the Russian message. */
export function expectRateLimited(res: LightMyRequestResponse): void {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({
    ok: false,
    error: 'Слишком много запросов. Попробуйте через минуту.',
  });
}

/**
 * Sends `allowed` requests that each answer `status`, then one more that must be refused as rate
 * limited; `send` gets the attempt's number (from 0). Returns the refused reply.
 */
export async function expectLimitedAfter(
  allowed: number,
  status: number,
  send: (attempt: number) => Promise<LightMyRequestResponse>,
): Promise<LightMyRequestResponse> {
  for (let attempt = 0; attempt < allowed; attempt += 1) {
    expect((await send(attempt)).statusCode).toBe(status);
  }
  const limited = await send(allowed);
  expectRateLimited(limited);
  return limited;
}
