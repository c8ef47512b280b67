/**
 * npm run fuzz -- [--runs 10000] [--seed N] [--endpoint NAME[,NAME]] [--path P]
 *
 * The long version of the API fuzzing (issue 16): every endpoint of
 * tests/server/fuzz/fuzz-endpoints.ts, each on a fresh app in process, every case run (no stop at
 * the first failure), then one table: endpoint, runs, statuses seen, 5xx, leaks, bad error shapes,
 * health afterwards, duration. Exits 1 on any failure and prints the seed and path that replay it
 * (`--endpoint NAME --seed S --path P --runs 1`); exits 2 on bad arguments.
 */
import { parseArgs } from 'node:util';
import {
  createFuzzWorld,
  FUZZ_ENDPOINTS,
  fuzzEndpoint,
  type EndpointReport,
} from '../tests/server/fuzz/fuzz-endpoints';

function usage(message: string): never {
  console.error(
    `${message}\nusage: npm run fuzz -- [--runs N] [--seed N] [--endpoint NAME] [--path P]`,
  );
  console.error(`endpoints: ${FUZZ_ENDPOINTS.map((e) => e.name).join(', ')}`);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10000' },
    seed: { type: 'string' },
    endpoint: { type: 'string' },
    path: { type: 'string' },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) usage(`--runs must be a positive integer`);
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
if (!Number.isInteger(seed)) usage(`--seed must be an integer`);
const names = values.endpoint?.split(',').map((name) => name.trim()) ?? null;
const targets = names ? FUZZ_ENDPOINTS.filter((e) => names.includes(e.name)) : FUZZ_ENDPOINTS;
if (names && targets.length !== names.length) usage(`unknown endpoint in "${values.endpoint}"`);

const pad = (text: string, width: number) => text.padEnd(width);
const statusText = (statuses: Record<number, number>) =>
  Object.entries(statuses)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');

console.log(`fuzz: seed ${seed}, ${runs} runs per endpoint, ${targets.length} endpoints`);
const reports: EndpointReport[] = [];
const started = performance.now();
for (const target of targets) {
  const world = await createFuzzWorld();
  try {
    const report = await fuzzEndpoint(world, target, {
      runs,
      seed,
      mode: 'census',
      ...(values.path ? { path: values.path } : {}),
    });
    reports.push(report);
    const bad = report.fiveXX + report.leaks + report.shape;
    console.log(
      `  ${pad(target.name, 14)} ${report.runs} runs, ${bad} failures, ${(report.durationMs / 1000).toFixed(1)} s`,
    );
  } finally {
    await world.close();
  }
}
const totalSeconds = (performance.now() - started) / 1000;

const header = [
  'endpoint',
  'route',
  'runs',
  'statuses seen',
  '5xx',
  'leaks',
  'shape',
  'health',
  'duration',
];
const rows = reports.map((r) => [
  r.name,
  r.route,
  String(r.runs),
  statusText(r.statuses),
  String(r.fiveXX),
  String(r.leaks),
  String(r.shape),
  r.healthAfter ? '200' : 'DOWN',
  `${(r.durationMs / 1000).toFixed(1)} s`,
]);
const widths = header.map((h, i) =>
  Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)),
);
const line = (cells: string[]) => `| ${cells.map((c, i) => pad(c, widths[i] ?? 0)).join(' | ')} |`;
console.log('');
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of rows) console.log(line(row));
const totalRuns = reports.reduce((sum, r) => sum + r.runs, 0);
console.log(`\n${totalRuns} requests in ${totalSeconds.toFixed(1)} s, seed ${seed}`);

const failed = reports.filter((r) => r.firstFailure || !r.healthAfter);
for (const r of failed) {
  const f = r.firstFailure;
  console.log(`\nFAIL ${r.name}${r.healthAfter ? '' : ' (health check failed afterwards)'}`);
  if (f) {
    console.log(`  ${f.violation.kind}: ${f.violation.detail}`);
    console.log(`  request: ${f.request}`);
    console.log(
      `  replay: npm run fuzz -- --endpoint ${r.name} --seed ${f.seed} --path ${f.path} --runs 1`,
    );
  }
}
process.exit(failed.length > 0 ? 1 : 0);
