import fs from 'node:fs';
import path from 'node:path';
import { readServerConfig } from './config';
import { untilDatabaseReachable } from './db/availability';
import { openConfiguredDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { importLegacyResumes } from './modules/uploads/legacy-import';
import { buildApp } from './app';

/** Reads the configuration, opens and migrates the database, serves, and closes cleanly on a signal. */
async function main(): Promise<void> {
  const config = readServerConfig();
  if (config.staticDir && !fs.existsSync(path.join(config.staticDir, 'index.html'))) {
    console.warn(`No build at ${config.staticDir}: serving the API only (run "npm run build").`);
    config.staticDir = null;
  }
  const database = openConfiguredDatabase(config, (error) =>
    console.warn(`PostgreSQL dropped an idle connection: ${error.message}`),
  );
  // SQLite is a file beside the server: it is there, migrated, before the app is built.
  if (database.dialect === 'sqlite') await migrateToLatest(database.db);
  const app = await buildApp({ config, database });

  let closing = false;
  const stopWaiting = new AbortController();
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    stopWaiting.abort();
    app.log.info({ signal }, 'shutting down');
    // A connection that never ends must not keep the process alive: give up after 5 s.
    setTimeout(() => process.exit(1), 5000).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  if (database.dialect === 'postgres') {
    // PostgreSQL may come up after the app server (a container, a failover): serve at once, with
    // /api/health at 503, and connect and migrate as soon as it answers (several servers starting
    // together migrate one at a time: Kysely's migrator takes a lock).
    try {
      const applied = await untilDatabaseReachable(
        () => migrateToLatest(database.db),
        app.log,
        stopWaiting.signal,
      );
      app.log.info({ applied }, 'database ready');
      // The onReady pass ran before the schema was there: resumes an older release kept as files
      // come into the database now (SQLite's were imported by that pass, after its migration).
      // A failure is logged; the hourly cleanup pass tries again.
      await importLegacyResumes(database.db, config.dataDir, app.log).catch((error: unknown) =>
        app.log.error({ err: error }, 'resume import failed'),
      );
    } catch (error) {
      if (closing) return;
      throw error;
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
