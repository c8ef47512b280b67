import { defineConfig, mergeConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { createViteConfig } from './vite.config';
import { unitFilesNeedingIsolation } from './tests/setup/isolation';

const ISOLATED_UNIT_FILES = unitFilesNeedingIsolation(import.meta.dirname);
/** What the two unit projects share. */
const UNIT_PROJECT = {
  environment: 'jsdom',
  setupFiles: ['tests/setup/unit.ts'],
  css: false,
  // A worker thread is cheaper to start than a forked process (docs/decisions.md).
  pool: 'threads',
} satisfies TestProjectInlineConfiguration['test'];

export default mergeConfig(
  createViteConfig({ pwa: false }),
  defineConfig({
    test: {
      // Vitest's default is one worker fewer than the cores: one on this 2-core machine, while the
      // main process mostly waits. Two keep both cores busy (docs/decisions.md).
      maxWorkers: 2,
      projects: [
        {
          extends: true,
          test: {
            ...UNIT_PROJECT,
            name: 'unit',
            include: ['tests/unit/**/*.test.{ts,tsx}'],
            exclude: ISOLATED_UNIT_FILES,
            // The files share a module graph and jsdom per worker (tests/setup/isolation.ts); the
            // setup file puts back what a file may leave behind (timers, storage, the DOM).
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            ...UNIT_PROJECT,
            // Files that replace modules or keep IndexedDB: each in a context of its own.
            name: 'unit-isolated',
            include: ISOLATED_UNIT_FILES,
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            include: ['tests/server/**/*.test.ts'],
            // PostgreSQL's own tests need the cluster of the server-pg project.
            exclude: ['tests/server/postgres/**'],
            setupFiles: ['tests/setup/server.ts'],
            pool: 'forks',
            // Each file builds its own app on its own database: no module state to keep apart.
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            // The server tests on a real PostgreSQL (one cluster per run, a database per test app).
            name: 'server-pg',
            environment: 'node',
            include: ['tests/server/**/*.test.ts'],
            // What does not touch the database through the app, or tests SQLite itself (its files,
            // pragmas, online backup, the bundled server on DATA_DIR), runs once, in `server`.
            exclude: [
              'tests/server/web/**',
              'tests/server/deploy/**',
              'tests/server/crash/**',
              'tests/server/backup/**',
              'tests/server/storage/**',
              'tests/server/auth/cli.test.ts',
              'tests/server/auth/jwt-secret.test.ts',
              'tests/server/auth/password-hasher.test.ts',
              'tests/server/leads/migration.test.ts',
            ],
            env: { KUB_TEST_DATABASE: 'postgres' },
            globalSetup: ['tests/setup/postgres-global.ts'],
            setupFiles: ['tests/setup/server.ts'],
            pool: 'forks',
            isolate: false,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  }),
);
