import { test as base, expect, type ConsoleMessage } from '@playwright/test';

/**
 * Every page a test opens fails the test on a console error or warning (hydration mismatches
 * included) or an uncaught exception, unless the test lists it in `allowedConsole`.
 */
export const test = base.extend<{ consoleProblems: string[]; allowedConsole: RegExp | null }>({
  allowedConsole: [null, { option: true }],
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
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await use(problems);
      expect(problems, 'console errors or warnings on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
