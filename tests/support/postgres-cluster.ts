/**
 * A real PostgreSQL for tests: initdb on a temporary directory, pg_ctl start on a free port of
 * 127.0.0.1 (trust authentication, nothing else listens), then stop and remove. Run as the
 * 'postgres' user when the tests run as root (the server refuses root; the data directory is that
 * user's). The binaries are Debian's (scripts/ensure-postgres.sh installs them when missing).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createDatabase, dropDatabase } from './postgres-databases';
import { freePort } from './free-port';

const run = promisify(execFile);

/** The directory of initdb, pg_ctl and pg_dump: PG_BIN, the newest Debian one, or the PATH. */
export function postgresBinDir(): string {
  const configured = process.env.PG_BIN;
  if (configured) return configured;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter(
          (name) => /^\d+$/.test(name) && fs.existsSync(path.join(root, name, 'bin', 'initdb')),
        )
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0] !== undefined) return path.join(root, versions[0], 'bin');
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && fs.existsSync(path.join(dir, 'initdb')))
      return path.dirname(fs.realpathSync(path.join(dir, 'initdb')));
  }
  throw new Error('PostgreSQL is not installed: run "bash scripts/ensure-postgres.sh"');
}

/** The unprivileged user the server runs as when the tests run as root. */
const SERVER_USER = 'postgres';
const isRoot = () => process.getuid?.() === 0;

/** Runs a PostgreSQL program, as SERVER_USER when root. */
export async function runPostgresProgram(program: string, args: string[]): Promise<string> {
  const file = path.join(postgresBinDir(), program);
  const [command, argv] = isRoot()
    ? ['runuser', ['-u', SERVER_USER, '--', file, ...args]]
    : [file, args];
  const { stdout } = await run(command, argv, { cwd: os.tmpdir() });
  return stdout;
}

export interface PostgresCluster {
  port: number;
  /** A connection string for a database of this cluster (the superuser, trust auth). */
  url(database?: string): string;
  /** Starts the server again after stop() (same port, same data). */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops the server and removes its directory. */
  destroy(): Promise<void>;
  /** A new empty database's name. */
  createDatabase(): Promise<string>;
  dropDatabase(name: string): Promise<void>;
}

export interface PostgresClusterOptions {
  /**
   * Keep PostgreSQL's durable defaults (fsync, synchronous_commit, full_page_writes on), as a
   * production server: for figures compared with SQLite's synchronous=FULL (the bench). The tests'
   * cluster turns them off.
   */
  durable?: boolean;
}

export async function startPostgresCluster({
  durable = false,
}: PostgresClusterOptions = {}): Promise<PostgresCluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kub-pg-'));
  const data = path.join(dir, 'data');
  if (isRoot()) {
    const uid = Number((await run('id', ['-u', SERVER_USER])).stdout.trim());
    const gid = Number((await run('id', ['-g', SERVER_USER])).stdout.trim());
    fs.chownSync(dir, uid, gid);
  }
  await runPostgresProgram('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    // The strictest locale for the search: its index must not depend on the database's locale.
    '--locale=C',
    '--no-sync',
  ]);
  let port = await freePort();
  const options = () =>
    [
      `-p ${port}`,
      '-c listen_addresses=127.0.0.1',
      `-k ${dir}`,
      // A throwaway cluster for tests: no fsync (the tests do not cut the power), small and quiet.
      ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
      '-c max_connections=200',
    ].join(' ');
  const pgCtl = (...args: string[]) => runPostgresProgram('pg_ctl', ['-D', data, ...args]);
  const start = async () => {
    await pgCtl('-l', path.join(dir, 'server.log'), '-w', '-t', '60', '-o', options(), 'start');
  };
  // Another process may take the free port between the probe and the start: try another.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await start();
      break;
    } catch (error) {
      if (attempt >= 3) throw error;
      port = await freePort();
    }
  }
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  let running = true;
  return {
    get port() {
      return port;
    },
    url,
    async start() {
      await start();
      running = true;
    },
    async stop() {
      await pgCtl('-m', 'fast', '-w', 'stop');
      running = false;
    },
    async destroy() {
      if (running) await pgCtl('-m', 'immediate', '-w', 'stop').catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
    createDatabase: () => createDatabase(url()),
    dropDatabase: (name) => dropDatabase(url(), name),
  };
}
