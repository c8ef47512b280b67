import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

interface Closable {
  close(): Promise<void>;
}

/**
 * Builds a fresh test app (or database) before each test of the enclosing describe (or file) and
 * closes it after. What it returns stands for the one of the test that is running: every property
 * is read from it, so `t.app.inject(…)` and `seedUser(t, …)` work in tests and in describe-level
 * helpers as they would with a `let t` set in beforeEach.
 */
export function builtPerTest<T extends Closable>(build: () => Promise<T>): T {
  return builtFor(build, beforeEach, afterEach);
}

/** The same, with one for all the tests of the enclosing describe (or file). */
export function builtPerSuite<T extends Closable>(build: () => Promise<T>): T {
  return builtFor(build, beforeAll, afterAll);
}

function builtFor<T extends Closable>(
  build: () => Promise<T>,
  before: (hook: () => Promise<void>) => void,
  after: (hook: () => Promise<void>) => void,
): T {
  let current: T | undefined;
  before(async () => {
    current = await build();
  });
  after(async () => {
    await current?.close();
    current = undefined;
  });
  return new Proxy({} as T, {
    get(_stand, key) {
      if (!current) throw new Error('built per test: there is none outside a test');
      return Reflect.get(current, key) as unknown;
    },
  });
}
