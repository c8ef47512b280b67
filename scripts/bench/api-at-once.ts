/**
 * The API part of `npm run bench:compare`: the health check and the contact request sent to both
 * builds' servers at the same time, each by its own autocannon (half the bench's connections
 * each), and each server process's CPU time read from /proc around every round
 * (scripts/bench/api-compare.ts says why at once).
 */
import fs from 'node:fs';
import { apiScenarios, type ApiScenario } from './api-scenarios';
import { summariseAutocannon } from './api-summary';
import { API_CONNECTIONS, loadScenario, WARMUP_S } from './api';
import type { ApiRound, ServerRound } from './api-compare';
import { parseProcStat } from './load-watch';
import type { RunningServer } from './server';

/** The calls compared: the login answers 429 after its first attempts, a limiter, not a handler. */
export const COMPARED_CALLS = ['health', 'contact request'] as const;
/** Seconds of one round. */
export const ROUND_S = 8;
/** sysconf(_SC_CLK_TCK) on Linux: /proc's times are in these ticks. */
const TICKS_PER_S = 100;

function cpuMsOf(pid: number): number {
  const stat = parseProcStat(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  if (!stat) throw new Error(`cannot read the CPU time of process ${pid}`);
  return (stat.ticks * 1000) / TICKS_PER_S;
}

export function comparedScenarios(baseUrl: string): ApiScenario[] {
  return apiScenarios(baseUrl).filter((s) =>
    (COMPARED_CALLS as readonly string[]).includes(s.name),
  );
}

type Servers = Record<'ours' | 'theirs', RunningServer>;

/** Both servers loaded at once for `seconds`; each one's CPU time and answers. */
async function roundAtOnce(
  servers: Servers,
  scenario: ApiScenario,
  seconds: number,
): Promise<ApiRound> {
  const connections = Math.round(API_CONNECTIONS / 2);
  const load = (build: 'ours' | 'theirs') =>
    loadScenario(servers[build].baseUrl, scenario, seconds, connections);
  const before = { ours: cpuMsOf(servers.ours.pid), theirs: cpuMsOf(servers.theirs.pid) };
  const [ours, theirs] = await Promise.all([load('ours'), load('theirs')]);
  const after = { ours: cpuMsOf(servers.ours.pid), theirs: cpuMsOf(servers.theirs.pid) };
  const part = (build: 'ours' | 'theirs', result: typeof ours): ServerRound => {
    const summary = summariseAutocannon(scenario, result);
    return {
      cpuMs: after[build] - before[build],
      answered: summary.responses - summary.unexpectedStatus,
      // autocannon's errors include its timeouts.
      errors: summary.unexpectedStatus + summary.connectionErrors,
      requestsPerSecond: summary.rps,
    };
  };
  return { ours: part('ours', ours), theirs: part('theirs', theirs) };
}

/** A warm-up of both, then `rounds` rounds of ROUND_S seconds. */
export async function compareCallAtOnce(
  servers: Servers,
  scenario: ApiScenario,
  rounds: number,
  log: (line: string) => void,
): Promise<ApiRound[]> {
  await roundAtOnce(servers, scenario, WARMUP_S);
  const out: ApiRound[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const round = await roundAtOnce(servers, scenario, ROUND_S);
    out.push(round);
    const us = (r: ServerRound) => ((r.cpuMs / Math.max(1, r.answered)) * 1000).toFixed(0);
    log(
      `  ${scenario.name}, round ${i + 1}: ${us(round.ours)} / ${us(round.theirs)} µs CPU a request, ` +
        `${Math.round(round.ours.requestsPerSecond)} / ${Math.round(round.theirs.requestsPerSecond)} req/s`,
    );
  }
  return out;
}
