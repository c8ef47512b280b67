/**
 * The API under load: autocannon on loopback, 50 connections, a 2 s warm-up and then 10 s per
 * call, one call at a time. A call whose route answers 404 is reported as not available.
 */
import autocannon from 'autocannon';
import {
  API_PATHS,
  apiScenarios,
  BENCH_ACCOUNT,
  jsonHeaders,
  type ApiScenario,
} from './api-scenarios';
import { summariseAutocannon } from './api-summary';
import type { ApiScenarioResult } from './types';

export const API_CONNECTIONS = 50;
export const API_DURATION_S = 10;
export const WARMUP_S = 2;

/** autocannon on one call for `duration` seconds (50 connections unless told). */
export function loadScenario(
  baseUrl: string,
  scenario: ApiScenario,
  duration: number,
  connections = API_CONNECTIONS,
) {
  const { body } = scenario;
  return autocannon({
    url: baseUrl,
    connections,
    duration,
    requests: [
      {
        method: scenario.method,
        path: scenario.path,
        headers: scenario.headers ?? {},
        ...(body ? { setupRequest: (request) => ({ ...request, body: body() }) } : {}),
      },
    ],
  });
}

async function send(baseUrl: string, scenario: ApiScenario, body?: string): Promise<number> {
  const response = await fetch(new URL(scenario.path, baseUrl), {
    method: scenario.method,
    headers: scenario.headers ?? {},
    body: scenario.method === 'GET' ? undefined : (body ?? scenario.body?.()),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Creates the account the wrong-password login tries (ignored if it exists or fails). */
async function createBenchAccount(baseUrl: string): Promise<void> {
  try {
    const response = await fetch(new URL(API_PATHS.register, baseUrl), {
      method: 'POST',
      headers: jsonHeaders(baseUrl),
      body: JSON.stringify(BENCH_ACCOUNT),
    });
    await response.arrayBuffer();
  } catch {
    // the login scenario still measures a wrong pair, for an unknown e-mail
  }
}

export async function measureApiScenario(
  baseUrl: string,
  scenario: ApiScenario,
): Promise<ApiScenarioResult> {
  const { name, method, path } = scenario;
  if ((await send(baseUrl, scenario)) === 404) {
    return { name, method, path, available: false, reason: 'no route' };
  }
  if (path === API_PATHS.login) await createBenchAccount(baseUrl);
  await loadScenario(baseUrl, scenario, WARMUP_S);
  return summariseAutocannon(scenario, await loadScenario(baseUrl, scenario, API_DURATION_S));
}

export async function measureApi(
  baseUrl: string,
  log: (line: string) => void,
): Promise<ApiScenarioResult[]> {
  const results: ApiScenarioResult[] = [];
  for (const scenario of apiScenarios(baseUrl)) {
    const result = await measureApiScenario(baseUrl, scenario);
    results.push(result);
    log(
      result.available
        ? `  api ${result.method} ${result.path}: ${Math.round(result.rps)} req/s, ` +
            `p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ${JSON.stringify(result.statusCounts)}`
        : `  api ${method(result)}: n/a (${result.reason})`,
    );
  }
  return results;
}

function method(result: ApiScenarioResult): string {
  return `${result.method} ${result.path}`;
}
