import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  staticDir: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

let nextPort = 3200 + (process.pid % 300);

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
export async function startOwnServer(
  options: { copyBuild?: boolean } = {},
): Promise<RunningServer> {
  const root = path.resolve(import.meta.dirname, '../../..');
  const port = nextPort++;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kub-e2e-own-'));
  let staticDir = path.join(root, 'dist/client');
  if (options.copyBuild) {
    staticDir = path.join(dataDir, 'client');
    fs.cpSync(path.join(root, 'dist/client'), staticDir, { recursive: true });
  }
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  const server: RunningServer = {
    url,
    port,
    dataDir,
    staticDir,
    async start() {
      child = spawn(process.execPath, [path.join(root, 'dist-server/main.js')], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: path.join(dataDir, 'data'),
          STATIC_DIR: staticDir,
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      await waitForHealth(url);
    },
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.kill('SIGTERM');
      });
    },
  };
  await server.start();
  return server;
}
