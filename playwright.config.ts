import { defineConfig, devices } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3101);

/** E2E drives the production build served by the real server with a throwaway database. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // A test must pass the first time. On CI a failed test runs once more only to tell a flaky test
  // from a broken one: either way the run fails, and the list reporter names it at the end.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: 'test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    // Recording a trace for every test costs about 30% of the e2e stage (visitor-defects: 3.3 →
    // 2.3 min): CI's reporting retry records one for a test that failed; a screenshot is kept of
    // every failure. Locally: `npx playwright test --trace on` (docs/decisions.md).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    command: 'node dist-server/main.js',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(os.tmpdir(), `kub-e2e-${process.pid}`),
      LOG_LEVEL: 'warn',
    },
  },
});
