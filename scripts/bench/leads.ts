/**
 * The leads inbox under load (issue 12): a database seeded with 100 000 leads, the production
 * server on it, a staff member signed in; then the inbox's first page, a filtered page and a search
 * with autocannon (8 connections: a team of staff, not a crowd), and the CSV export of every lead,
 * timed, with the server's resident memory sampled before and during it.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { createPasswordHasher } from '../../server/modules/auth/password-hasher';
import { createUserRepository } from '../../server/modules/users/user-repository';
import { jsonHeaders, type ApiScenario } from './api-scenarios';
import { summariseAutocannon } from './api-summary';
import { seedLeads } from './leads-seed';
import { startServer } from './server';
import type { LeadsExportResult, LeadsResult } from './types';

export const LEADS_COUNT = 100_000;
export const LEADS_CONNECTIONS = 8;
const DURATION_S = 8;
const WARMUP_S = 2;
const STAFF = { email: 'bench.staff@example.ru', password: 'bench-staff-пароль-2026' };

/** The calls measured, as the budgets and the table name them. */
export const LEADS_PATHS = {
  first: '/api/leads',
  filtered: '/api/leads?status=new&kind=contact&from=2025-01-01&to=2026-06-30',
  search: '/api/leads?q=%D0%B2%D0%B5%D0%BD%D1%82%D0%B8%D0%BB%20%D1%89%D0%B8%D1%82',
  export: '/api/leads/export.csv?status=all',
} as const;

async function seedDataDir(log: (line: string) => void): Promise<{ dir: string; seedMs: number }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kub-bench-leads-'));
  const database = openDatabase(path.join(dir, 'kub.sqlite'));
  try {
    await migrateToLatest(database.db);
    const started = Date.now();
    await seedLeads(database.db, LEADS_COUNT);
    const seedMs = Date.now() - started;
    const users = createUserRepository(database.db);
    await users.insert({
      id: randomUUID(),
      email: STAFF.email,
      password_hash: await createPasswordHasher(12).hash(STAFF.password),
      name: 'Менеджер нагрузки',
      username: 'bench-staff',
      email_opt_in: 0,
      role: 'manager',
    });
    database.sqlite.pragma('wal_checkpoint(TRUNCATE)');
    log(`  leads: seeded ${LEADS_COUNT} leads in ${(seedMs / 1000).toFixed(1)} s`);
    return { dir, seedMs };
  } finally {
    await database.close();
  }
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(new URL('/api/auth/login', baseUrl), {
    method: 'POST',
    headers: jsonHeaders(baseUrl),
    body: JSON.stringify({ ...STAFF, remember: false }),
  });
  const body = (await response.json()) as { accessToken?: string };
  if (!response.ok || !body.accessToken) throw new Error(`staff login failed: ${response.status}`);
  return body.accessToken;
}

async function loadCall(baseUrl: string, scenario: ApiScenario) {
  const run = (duration: number) =>
    autocannon({
      url: baseUrl,
      connections: LEADS_CONNECTIONS,
      duration,
      requests: [{ method: scenario.method, path: scenario.path, headers: scenario.headers ?? {} }],
    });
  await run(WARMUP_S);
  return summariseAutocannon(scenario, await run(DURATION_S));
}

/** Resident memory of a process, from /proc (0 where there is none). */
function rssOf(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

async function timeExport(baseUrl: string, token: string, pid: number): Promise<LeadsExportResult> {
  const rssBeforeBytes = rssOf(pid);
  let rssPeakBytes = rssBeforeBytes;
  const sampler = setInterval(() => {
    rssPeakBytes = Math.max(rssPeakBytes, rssOf(pid));
  }, 25);
  const started = performance.now();
  try {
    const response = await fetch(new URL(LEADS_PATHS.export, baseUrl), {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
    });
    if (!response.ok || !response.body) throw new Error(`export failed: ${response.status}`);
    let bytes = 0;
    let rows = 0;
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      for (const byte of value) if (byte === 0x0a) rows += 1;
    }
    const durationMs = performance.now() - started;
    return { rows: rows - 1, bytes, durationMs, rssBeforeBytes, rssPeakBytes };
  } finally {
    clearInterval(sampler);
  }
}

export async function measureLeads(
  root: string,
  log: (line: string) => void,
): Promise<LeadsResult> {
  const { dir, seedMs } = await seedDataDir(log);
  const server = await startServer(root, { dataDir: dir });
  try {
    const token = await signIn(server.baseUrl);
    const headers = { authorization: `Bearer ${token}` };
    const scenarios: ApiScenario[] = [
      {
        name: 'inbox, first page',
        method: 'GET',
        path: LEADS_PATHS.first,
        headers,
        expected: [200],
      },
      {
        name: 'inbox, filtered page',
        method: 'GET',
        path: LEADS_PATHS.filtered,
        headers,
        expected: [200],
      },
      { name: 'inbox, search', method: 'GET', path: LEADS_PATHS.search, headers, expected: [200] },
    ];
    const calls = [];
    for (const scenario of scenarios) {
      const result = await loadCall(server.baseUrl, scenario);
      calls.push(result);
      if (result.available) {
        log(
          `  leads ${scenario.path}: ${Math.round(result.rps)} req/s, p50 ${result.p50Ms} ms, ` +
            `p99 ${result.p99Ms} ms, ${JSON.stringify(result.statusCounts)}`,
        );
      }
    }
    const exported = await timeExport(server.baseUrl, token, server.pid);
    log(
      `  leads export: ${exported.rows} rows, ${(exported.bytes / 1e6).toFixed(1)} MB in ` +
        `${Math.round(exported.durationMs)} ms, RSS ${(exported.rssBeforeBytes / 1e6).toFixed(0)} → ` +
        `${(exported.rssPeakBytes / 1e6).toFixed(0)} MB`,
    );
    return { leads: LEADS_COUNT, seedMs, calls, export: exported };
  } finally {
    await server.stop();
  }
}
