import type { Fixtures, PlaywrightTestArgs } from '@playwright/test';
import { startOwnServer, type OwnServerOptions, type RunningServer } from './server-process';

export interface OwnServerFixtures {
  /** A server of the test's own (startOwnServer: a free port, a throwaway data directory). */
  server: RunningServer;
  /** How `server` starts: `test.use({ serverOptions: { … } })`. */
  serverOptions: OwnServerOptions;
}

/** The `server` fixture: started only for a test that asks for it, stopped after that test. */
export const ownServerFixtures: Fixtures<OwnServerFixtures, object, PlaywrightTestArgs> = {
  serverOptions: [{}, { option: true }],
  server: async ({ serverOptions }, provide) => {
    const server = await startOwnServer(serverOptions);
    try {
      await provide(server);
    } finally {
      await server.stop();
    }
  },
};
