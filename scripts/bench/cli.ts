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
  /** Measure only these pages (default: every page of BENCH_PAGES). */
  pages: string[] | null;
  /** Keep one core busy with another process meanwhile (to check the verdict does not move). */
  busyCore: boolean;
  /**
   * Measure the build of another checkout (e.g. the previous release, built there) with this
   * bench, so two builds are compared by one bench in one sitting; null: this checkout's build.
   */
  buildDir: string | null;
  help: boolean;
}

export const BENCH_USAGE = `npm run bench [-- options]

  --no-build        measure the existing build (dist/, dist-server/) instead of building first
  --only=a,b        run only some stages: ${STAGES.join(', ')}
  --runs=N          Lighthouse and offline runs per page (default 3; the median is reported)
  --pages=/a,/b     measure only these pages (default: every page of scripts/bench/pages.ts)
  --busy-core       keep one core busy with another process (node -e 'for(;;){}') meanwhile
  --build-dir=DIR   measure the build in another checkout DIR (its dist/ and dist-server/, built
                    there) with this bench; implies --no-build; writes bench/results-<DIR's name>.json
  --help            this text`;

export function parseBenchArgs(argv: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      'no-build': { type: 'boolean', default: false },
      only: { type: 'string' },
      runs: { type: 'string', default: '3' },
      pages: { type: 'string' },
      'busy-core': { type: 'boolean', default: false },
      'build-dir': { type: 'string' },
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
  const pages =
    values.pages === undefined ? null : values.pages.split(',').map((page) => page.trim());
  if (pages !== null && (pages.length === 0 || pages.some((page) => !page.startsWith('/')))) {
    throw new Error(`--pages takes paths starting with /, got "${values.pages}"`);
  }
  const buildDir = values['build-dir'] ?? null;
  if (buildDir !== null && buildDir.trim() === '') throw new Error('--build-dir takes a directory');
  return {
    build: !values['no-build'] && buildDir === null,
    only: STAGES.filter((stage) => only.includes(stage)),
    runs,
    pages,
    busyCore: values['busy-core'],
    buildDir,
    help: values.help,
  };
}
