import { describe, expect, it } from 'vitest';
import {
  compareApiCall,
  cpuPerRequest,
  formatApiComparison,
  type ApiRound,
  type ServerRound,
} from '../../../scripts/bench/api-compare';

const part = (cpuMs: number, answered: number, errors = 0): ServerRound => ({
  cpuMs,
  answered,
  errors,
  requestsPerSecond: answered / 8,
});
const round = (ours: ServerRound, theirs: ServerRound): ApiRound => ({ ours, theirs });

describe('cpuPerRequest', () => {
  it.each([
    [part(2000, 10_000), 0.2],
    [part(450, 10_000), 0.045],
  ])('%j costs %d ms a request', (server, expected) => {
    expect(cpuPerRequest(server)).toBeCloseTo(expected, 6);
  });

  it('is not a number when nothing was answered', () => {
    expect(cpuPerRequest(part(100, 0))).toBeNaN();
  });
});

describe('compareApiCall', () => {
  it.each([
    [
      'cheaper in every round',
      [
        round(part(1800, 10_000), part(2000, 10_000)),
        round(part(2700, 10_000), part(3000, 10_000)),
        round(part(1900, 10_000), part(2000, 10_000)),
      ],
      'better',
    ],
    [
      'dearer in one round, cheaper in others',
      [
        round(part(2100, 10_000), part(2000, 10_000)),
        round(part(2700, 10_000), part(3000, 10_000)),
        round(part(1900, 10_000), part(2000, 10_000)),
      ],
      'same',
    ],
    [
      'dearer in every round',
      [
        round(part(2100, 10_000), part(2000, 10_000)),
        round(part(3300, 10_000), part(3000, 10_000)),
        round(part(2020, 10_000), part(2000, 10_000)),
      ],
      'worse',
    ],
  ] as const)('calls a build %s %s', (_label, rounds, verdict) => {
    expect(compareApiCall('POST /api/forms', rounds).verdict).toBe(verdict);
  });

  it('compares per round, so a machine that slows between rounds does not decide', () => {
    // The second round is twice as slow for both: taken apart, ours' 0.4 would look dearer than
    // theirs' 0.22 of the first round.
    const rounds = [
      round(part(2000, 10_000), part(2200, 10_000)),
      round(part(4000, 10_000), part(4400, 10_000)),
    ];
    const c = compareApiCall('GET /api/health', rounds);
    expect(c.ratioRange.min).toBeCloseTo(0.909, 3);
    expect(c.ratioRange.max).toBeCloseTo(0.909, 3);
    expect(c.ratio).toBeCloseTo(0.909, 3);
    expect(c.ours).toBeCloseTo(0.3, 6);
    expect(c.theirs).toBeCloseTo(0.33, 6);
    expect(c.verdict).toBe('better');
  });

  it('leaves out a round in which one server answered nothing, and adds up the errors', () => {
    const c = compareApiCall('POST /api/forms', [
      round(part(2000, 10_000, 3), part(2000, 0, 500)),
      round(part(1800, 10_000), part(2000, 10_000, 1)),
    ]);
    expect(c.rounds).toBe(1);
    expect(c.ratio).toBeCloseTo(0.9, 6);
    expect(c.errors).toEqual({ ours: 3, theirs: 501 });
  });

  it('refuses a comparison with no usable round', () => {
    expect(() => compareApiCall('GET /api/health', [round(part(10, 0), part(10, 0))])).toThrow(
      RangeError,
    );
  });
});

describe('formatApiComparison', () => {
  it('prints each call with both builds in µs a request, the ratio with its range and the verdict', () => {
    const c = compareApiCall('POST /api/forms (contact request)', [
      round(part(1800, 10_000), part(2000, 10_000)),
      round(part(1700, 10_000), part(2000, 10_000)),
    ]);
    const table = formatApiComparison([c], { ours: 'this build', theirs: 'prev' });
    const lines = table.split('\n');
    expect(lines[0]).toContain('| this build: CPU a request · req/s | prev |');
    expect(lines[2]).toBe(
      '| POST /api/forms (contact request) | 2 | 175 µs · 1250/s | 200 µs · 1250/s ' +
        '| 0.875 (0.850–0.900) | 0 / 0 | better |',
    );
  });
});
