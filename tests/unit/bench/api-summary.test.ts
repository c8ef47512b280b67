import { describe, expect, it } from 'vitest';
import { summariseAutocannon } from '../../../scripts/bench/api-summary';
import { apiScenarios, contactBody } from '../../../scripts/bench/api-scenarios';
import { validateContactRequest } from '../../../src/domain/validation/contact';

const result = (statusCodeStats: Record<string, { count: number }>, errors = 0, timeouts = 0) => ({
  requests: { average: 1634.5 },
  latency: { p50: 24, p99: 51 },
  errors,
  timeouts,
  statusCodeStats,
});

describe('summariseAutocannon', () => {
  it.each([
    ['all 200 for the contact request', [200], { 200: { count: 16000 } }, 0],
    [
      'a 429 from the contact request is an error',
      [200],
      { 200: { count: 15000 }, 429: { count: 12 } },
      12,
    ],
    [
      '401 and 429 are the answers to a wrong password',
      [401, 429],
      { 401: { count: 40 }, 429: { count: 9000 } },
      0,
    ],
    [
      'a 200 for a wrong password is an error',
      [401, 429],
      { 200: { count: 3 }, 401: { count: 40 } },
      3,
    ],
    ['a 500 is an error', [200], { 200: { count: 10 }, 500: { count: 2 } }, 2],
  ])('%s', (_name, expected, stats, unexpected) => {
    const summary = summariseAutocannon(
      { name: 'x', method: 'POST', path: '/api/x', expected },
      result(stats),
    );
    expect(summary).toMatchObject({
      available: true,
      rps: 1634.5,
      p50Ms: 24,
      p99Ms: 51,
      unexpectedStatus: unexpected,
    });
  });

  it('counts socket errors and timeouts apart from statuses', () => {
    const summary = summariseAutocannon(
      { name: 'x', method: 'GET', path: '/api/health', expected: [200] },
      result({ 200: { count: 5 } }, 3, 1),
    );
    expect(summary).toMatchObject({
      responses: 5,
      unexpectedStatus: 0,
      connectionErrors: 3,
      timeouts: 1,
    });
  });
});

describe('the API scenarios', () => {
  it('send a valid contact request with a new request id each time', () => {
    const first = JSON.parse(contactBody()) as Record<string, unknown>;
    const second = JSON.parse(contactBody()) as Record<string, unknown>;
    expect(first.requestId).not.toBe(second.requestId);
    expect(validateContactRequest(first, { requireConsent: false }).ok).toBe(true);
  });

  it('expect 401 or 429 for the wrong-password login', () => {
    const login = apiScenarios('http://127.0.0.1:3301').find((s) => s.path === '/api/auth/login')!;
    expect(login.expected).toEqual([401, 429]);
    expect(JSON.parse(login.body!())).toMatchObject({ password: expect.stringMatching(/-wrong$/) });
  });
});
