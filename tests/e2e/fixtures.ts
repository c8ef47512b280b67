import { test as base, expect, type ConsoleMessage } from '@playwright/test';
import { holdOnLineAcrossNavigations } from '../support/offline-emulation';
import { ownServerFixtures, type OwnServerFixtures } from './support/own-server-fixture';

interface Fixtures extends OwnServerFixtures {
  consoleProblems: string[];
  allowedConsole: RegExp | null;
}

/** What a test that takes the network away allows on the console: the loads that then fail. */
export const OFFLINE_CONSOLE = /Failed to load resource|net::ERR_/;

/**
 * Every page a test opens fails the test on a console error or warning (hydration mismatches
 * included) or an uncaught exception, unless the test lists it in `allowedConsole`. A test that
 * asks for `server` gets a server of its own on a free port and a throwaway data directory.
 */
export const test = base.extend<Fixtures>({
  allowedConsole: [null, { option: true }],
  // context.setOffline holds navigator.onLine across navigations (tests/support/offline-emulation.ts).
  context: async ({ context }, provide) => {
    await holdOnLineAcrossNavigations(context);
    await provide(context);
  },
  ...ownServerFixtures,
  consoleProblems: [
    async ({ page, allowedConsole }, use) => {
      const problems: string[] = [];
      const onConsole = (msg: ConsoleMessage) => {
        if (msg.type() !== 'error' && msg.type() !== 'warning') return;
        const text = msg.text();
        if (allowedConsole?.test(text)) return;
        problems.push(`${msg.type()}: ${text}`);
      };
      page.on('console', onConsole);
      page.on('pageerror', (error) => {
        // The entry is imported by the boot loader: a failed load is an uncaught rejection.
        if (!allowedConsole?.test(error.message)) problems.push(`pageerror: ${error.message}`);
      });
      await use(problems);
      expect(problems, 'console errors or warnings on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
