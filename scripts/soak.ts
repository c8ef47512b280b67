/**
 * `npm run soak -- --runs 1000 --seed 7`: the randomised model-based offline runs (issue 16)
 * against the production build (`npm run build` first) and the real server in Chromium. Prints
 * the figures; exits 1 on any failure, naming the seed and sequence to replay with `--only K`.
 * The server runs on SOAK_PORT (3501) with a throwaway DATA_DIR and rate limits high enough for
 * one visitor sending hundreds of requests a minute. `--lanes N` runs N sequences side by side,
 * each lane with its own server on SOAK_PORT + lane (a sequence mostly waits: one lane keeps
 * about 0.7 of a core busy).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { startOwnServer } from '../tests/e2e/support/server-process';
import { runSoak } from '../tests/soak/engine';
import { formatFigures, lanesLabel, soakFailed } from '../tests/soak/report';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '20' },
    seed: { type: 'string', default: String(Date.now() % 100_000) },
    only: { type: 'string' },
    /** Sequences run side by side, each lane with its own server. */
    lanes: { type: 'string', default: '1' },
    /** Stop starting new sequences after this long (the figures cover what ran). */
    minutes: { type: 'string' },
    /** Note each step's duration and how hung sends ended. */
    verbose: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const seed = Number(values.seed);
const only = values.only === undefined ? undefined : Number(values.only);
const lanes = Number(values.lanes);
const deadline =
  values.minutes === undefined ? undefined : Date.now() + Number(values.minutes) * 60_000;
if (![runs, seed, only ?? 0, lanes - 1].every((n) => Number.isInteger(n) && n >= 0)) {
  console.error(
    'usage: npm run soak -- [--runs N] [--seed S] [--only K] [--lanes L] [--minutes M] [--verbose]',
  );
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, '..');
if (!fs.existsSync(path.join(root, 'dist-server/main.js'))) {
  console.error('No build: run `npm run build` first.');
  process.exit(2);
}

const firstPort = Number(process.env.SOAK_PORT ?? 3501);
const servers = await Promise.all(
  Array.from({ length: only === undefined ? lanes : 1 }, (_, lane) =>
    startOwnServer({
      port: firstPort + lane,
      snapshot: true,
      startTimeoutMs: 60_000,
      env: { FORMS_RATE_LIMIT: '100000', UPLOADS_RATE_LIMIT: '100000', LOG_LEVEL: 'error' },
    }),
  ),
);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
console.log(
  `soak: seed ${seed}, ${only === undefined ? `${runs} sequences, ${lanesLabel(servers.length)}` : `sequence ${only}`}`,
);
try {
  const figures = await runSoak({
    browser,
    servers,
    seed,
    runs,
    only,
    deadline,
    verbose: values.verbose,
    log: (line) => console.log(line),
  });
  console.log(formatFigures(figures, seed));
  process.exitCode = soakFailed(figures) ? 1 : 0;
} finally {
  await browser.close();
  for (const server of servers) {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
    fs.rmSync(path.join(root, 'node_modules/.cache', path.basename(server.dataDir)), {
      recursive: true,
      force: true,
    });
  }
}
