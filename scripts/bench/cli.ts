/** The options of `npm run bench`. */
import { parseArgs } from 'node:util';
import { STAGES, type Stage } from './types';

export interface BenchOptions {
  /** Run `npm run build` first (default); --no-build measures the build already in dist/. */
  build: boolean;
  /** The stages to run (default all); the others are reported as skipped. */
  only: Stage[];
  /** Lighthouse runs and offline runs per page; the median is reported. */
  runs: number;
  help: boolean;
}

export const BENCH_USAGE = `npm run bench [-- options]

  --no-build        measure the existing build (dist/, dist-server/) instead of building first
  --only=a,b        run only some stages: ${STAGES.join(', ')}
  --runs=N          Lighthouse and offline runs per page (default 3; the median is reported)
  --help            this text`;

export function parseBenchArgs(argv: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      'no-build': { type: 'boolean', default: false },
      only: { type: 'string' },
      runs: { type: 'string', default: '3' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs must be 1 or more, got "${values.runs}"`);
  const only =
    values.only === undefined ? [...STAGES] : values.only.split(',').map((s) => s.trim());
  const unknown = only.filter((stage) => !(STAGES as readonly string[]).includes(stage));
  if (unknown.length > 0 || only.length === 0) {
    throw new Error(`--only takes ${STAGES.join(', ')}; got "${values.only}"`);
  }
  return {
    build: !values['no-build'],
    only: STAGES.filter((stage) => only.includes(stage)),
    runs,
    help: values.help,
  };
}
