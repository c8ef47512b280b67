/**
 * Property-based fuzzing of every API endpoint in process (issue 16): bodies, queries, path
 * segments and headers from `fuzz-inputs.ts`, with valid tokens of each role so authenticated
 * bodies are really parsed. A fixed seed and a modest number of runs per endpoint; the long
 * version is `npm run fuzz -- --runs 10000`.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createFuzzWorld, FUZZ_ENDPOINTS, fuzzEndpoint, type FuzzWorld } from './fuzz-endpoints';
import { FUZZ_TEST_SEED } from './fuzz-seed';
const RUNS = 100;

describe('API fuzzing: never a 5xx, errors in Russian JSON, nothing internal leaks', () => {
  let world: FuzzWorld | undefined;
  afterEach(async () => {
    await world?.close();
    world = undefined;
  });

  for (const target of FUZZ_ENDPOINTS) {
    it(`${target.method} ${target.route} (${target.name})`, async () => {
      world = await createFuzzWorld();
      const report = await fuzzEndpoint(world, target, {
        runs: RUNS,
        seed: FUZZ_TEST_SEED,
        mode: 'assert',
      });
      expect(report.runs).toBe(RUNS);
      expect(report.healthAfter).toBe(true);
    }, 60_000);
  }
});
