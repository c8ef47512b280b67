import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../support/free-port';

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  staticDir: string;
  stop(): Promise<void>;
  /** SIGKILL: the process dies mid-write, as in a power cut. */
  kill(): Promise<void>;
  start(): Promise<void>;
  readonly running: boolean;
}

export interface OwnServerOptions {
  /** Serve a copy of the build that the test may change. */
  copyBuild?: boolean;
  /** How long a start may take (a restart after SIGKILL on a loaded machine is slow). */
  startTimeoutMs?: number;
  /** A fixed port (a soak run's own); otherwise a free one the system picks. */
  port?: number;
  /** More environment for the server (e.g. higher rate limits). */
  env?: Record<string, string>;
  /**
   * Run a snapshot of the build (client and server bundle), so a long run is not disturbed by a
   * rebuild meanwhile. The bundle is copied under node_modules/.cache, where its packages resolve.
   */
  snapshot?: boolean;
}

async function waitForHealth(url: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server at ${url} did not start`);
}

/**
 * A server of its own for tests that stop it or deploy over it: the production server bundle on a
 * free port, a throwaway database and (optionally) a copy of the build it may change.
 */
export async function startOwnServer(options: OwnServerOptions = {}): Promise<RunningServer> {
  const root = path.resolve(import.meta.dirname, '../../..');
  const port = options.port ?? (await freePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kub-e2e-own-'));
  let staticDir = path.join(root, 'dist/client');
  let bundle = path.join(root, 'dist-server/main.js');
  if (options.copyBuild || options.snapshot) {
    staticDir = path.join(dataDir, 'client');
    fs.cpSync(path.join(root, 'dist/client'), staticDir, { recursive: true });
  }
  if (options.snapshot) {
    const cache = path.join(root, 'node_modules/.cache', path.basename(dataDir));
    fs.mkdirSync(cache, { recursive: true });
    bundle = path.join(cache, 'main.js');
    fs.copyFileSync(path.join(root, 'dist-server/main.js'), bundle);
  }
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  const end = async (signal: 'SIGTERM' | 'SIGKILL') => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      const force = setTimeout(() => running.kill('SIGKILL'), 3000);
      running.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      running.kill(signal);
    });
  };

  const server: RunningServer = {
    url,
    port,
    dataDir,
    staticDir,
    async start() {
      child = spawn(process.execPath, [bundle], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: path.join(dataDir, 'data'),
          STATIC_DIR: staticDir,
          LOG_LEVEL: 'warn',
          ...options.env,
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      const spawned = child;
      const exited = new Promise<never>((_, reject) =>
        spawned.once('exit', (code) => reject(new Error(`test server exited with code ${code}`))),
      );
      exited.catch(() => undefined); // a later, normal stop is not an error
      await Promise.race([waitForHealth(url, options.startTimeoutMs), exited]);
    },
    get running() {
      return child !== null;
    },
    stop: () => end('SIGTERM'),
    kill: () => end('SIGKILL'),
  };
  await server.start();
  return server;
}
