/**
 * The contact endpoint on PostgreSQL (issue 18): a throwaway cluster (the tests' own,
 * tests/support/postgres-cluster.ts), one database, two production servers on it, and the load of
 * the API stage split between them (half the connections each, at the same time), as behind a
 * balancer. Its budget is a share of the SQLite figure measured in the same run. The cluster keeps
 * PostgreSQL's durable defaults (fsync, synchronous_commit on), as SQLite's synchronous=FULL: a 200
 * means flushed on both rows.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startPostgresCluster } from '../../tests/support/postgres-cluster';
import { API_CONNECTIONS, API_DURATION_S } from './api';
import { apiScenarios, API_PATHS, POSTGRES_CONTACT_SUBJECT } from './api-scenarios';
import { summariseAutocannon } from './api-summary';
import { startServer, type RunningServer } from './server';
import type { ApiScenarioResult } from './types';

const SERVERS = 2;
const WARMUP_S = 2;

type Measured = Extract<ApiScenarioResult, { available: true }>;

/** Two servers' results as one: their rates and counts added, the worse latency of the two. */
export function combineResults(results: readonly Measured[]): Measured {
  const [first, ...rest] = results;
  if (!first) throw new Error('no results to combine');
  return rest.reduce<Measured>(
    (total, next) => {
      const statusCounts = { ...total.statusCounts };
      for (const [status, count] of Object.entries(next.statusCounts)) {
        statusCounts[status] = (statusCounts[status] ?? 0) + count;
      }
      return {
        ...total,
        rps: total.rps + next.rps,
        p50Ms: Math.max(total.p50Ms, next.p50Ms),
        p99Ms: Math.max(total.p99Ms, next.p99Ms),
        responses: total.responses + next.responses,
        statusCounts,
        unexpectedStatus: total.unexpectedStatus + next.unexpectedStatus,
        connectionErrors: total.connectionErrors + next.connectionErrors,
        timeouts: total.timeouts + next.timeouts,
      };
    },
    { ...first, path: POSTGRES_CONTACT_SUBJECT.replace(/^POST /, '') },
  );
}

export async function measurePostgres(
  root: string,
  log: (line: string) => void,
): Promise<ApiScenarioResult[]> {
  const cluster = await startPostgresCluster({ durable: true });
  const servers: RunningServer[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kub-bench-pg-'));
  try {
    const database = await cluster.createDatabase();
    const env = {
      DATABASE_URL: cluster.url(database),
      JWT_SECRET: randomBytes(32).toString('hex'),
    };
    // One after the other: the first migrates the new database.
    for (let i = 0; i < SERVERS; i += 1) {
      servers.push(await startServer(root, { env, dataDir: i === 0 ? dataDir : undefined }));
    }
    const [first] = servers;
    if (!first) throw new Error('no server started');
    const scenario = apiScenarios(first.baseUrl).find(
      (candidate) => candidate.path === API_PATHS.forms,
    );
    if (!scenario) throw new Error('no contact request scenario');
    const load = (server: RunningServer, duration: number) =>
      autocannon({
        url: server.baseUrl,
        connections: API_CONNECTIONS / SERVERS,
        duration,
        requests: [
          {
            method: scenario.method,
            path: scenario.path,
            headers: scenario.headers ?? {},
            setupRequest: (request) => ({ ...request, body: scenario.body?.() }),
          },
        ],
      });
    await Promise.all(servers.map((server) => load(server, WARMUP_S)));
    const results = await Promise.all(servers.map((server) => load(server, API_DURATION_S)));
    const combined = combineResults(
      results.map((result) => summariseAutocannon(scenario, result) as Measured),
    );
    log(
      `  ${POSTGRES_CONTACT_SUBJECT}: ${Math.round(combined.rps)} req/s, p50 ${combined.p50Ms} ms, ` +
        `p99 ${combined.p99Ms} ms, errors ${combined.unexpectedStatus + combined.connectionErrors}`,
    );
    return [combined];
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    fs.rmSync(dataDir, { recursive: true, force: true });
    await cluster.destroy();
  }
}
