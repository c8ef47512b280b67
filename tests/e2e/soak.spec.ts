// The soak drives its own browser contexts: the shared fixtures' page (and its console check) is
// not used, so this spec takes the plain Playwright test.
import { test as base, expect } from '@playwright/test';
import { runSoak } from '../soak/engine';
import { formatFigures } from '../soak/report';
import { ownServerFixtures, type OwnServerFixtures } from './support/own-server-fixture';

const test = base.extend<OwnServerFixtures>(ownServerFixtures);

/**
 * The short, fixed-seed soak (issue 16); `npm run soak -- --runs 1000 --seed N` is the long one.
 * Seed 1780: its three sequences (23 steps) take every kind of step at least once.
 */
const SEED = 1780;
const RUNS = 3;

test.describe('the outbox under random faults (fixed seed)', () => {
  test.use({
    serverOptions: {
      env: { FORMS_RATE_LIMIT: '100000', UPLOADS_RATE_LIMIT: '100000' },
      startTimeoutMs: 60_000,
    },
  });

  test(`seed ${SEED}: every confirmed submission stored once, nothing left queued`, async ({
    browser,
    server,
  }) => {
    test.setTimeout(240_000);
    const lines: string[] = [];
    const figures = await runSoak({
      browser,
      servers: [server],
      seed: SEED,
      runs: RUNS,
      log: (l) => lines.push(l),
    });
    const report = `${lines.join('\n')}\n${formatFigures(figures, SEED)}`;
    expect(figures.failures, report).toEqual([]);
    expect(figures.lost, report).toBe(0);
    expect(figures.duplicates, report).toBe(0);
    expect(figures.submissions, report).toBeGreaterThan(0);
  });
});
