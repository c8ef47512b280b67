import { defineConfig, mergeConfig } from 'vitest/config';
import { createViteConfig } from './vite.config';

export default mergeConfig(
  createViteConfig({ pwa: false }),
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: ['tests/unit/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/setup/unit.ts'],
            css: false,
            // Each file still gets its own module graph and jsdom; a worker thread is cheaper to
            // start than a forked process (about 10% less CPU for the suite, docs/decisions.md).
            pool: 'threads',
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
            hookTimeout: 60_000,
          },
        },
      ],
    },
  }),
);
