/** Turning an autocannon result into the benchmark's numbers. Pure. */
import type { ApiScenarioResult } from './types';

/** The part of autocannon's result the benchmark reads. */
export interface AutocannonLike {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  statusCodeStats?: Record<string, { count?: number } | undefined>;
}

export function summariseAutocannon(
  scenario: { name: string; method: string; path: string; expected: readonly number[] },
  result: AutocannonLike,
): Extract<ApiScenarioResult, { available: true }> {
  const statusCounts: Record<string, number> = {};
  for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) {
    statusCounts[status] = stats?.count ?? 0;
  }
  const responses = Object.values(statusCounts).reduce((total, count) => total + count, 0);
  const expected = scenario.expected.reduce(
    (total, status) => total + (statusCounts[String(status)] ?? 0),
    0,
  );
  return {
    name: scenario.name,
    method: scenario.method,
    path: scenario.path,
    available: true,
    rps: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    responses,
    statusCounts,
    unexpectedStatus: responses - expected,
    connectionErrors: result.errors,
    timeouts: result.timeouts,
  };
}
