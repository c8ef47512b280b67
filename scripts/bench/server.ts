/**
 * The real production server (node dist-server/main.js) as a child process, on loopback, with a
 * throwaway database and the contact endpoint's rate limit raised so the benchmark measures the
 * handler, not the limiter.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Ports the benchmark may use, tried in order. BENCH_PORT replaces them with a comma-separated list:
 * the bench runs one server for the site and another for the leads stage (two for PostgreSQL),
 * so give it two or three.
 */
export const BENCH_PORTS = [3301, 3302, 3303, 3304, 3305, 3306, 3307, 3308, 3309];
/** Far above any load the benchmark can produce in a minute. */
export const BENCH_FORMS_RATE_LIMIT = '1000000000';

export interface RunningServer {
  baseUrl: string;
  port: number;
  dataDir: string;
  /** The server process, for its memory. */
  pid: number;
  /** What the server wrote to stderr (warnings and errors only: LOG_LEVEL=warn). */
  output: () => string;
  stop: () => Promise<void>;
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '127.0.0.1' }, () => probe.close(() => resolve(true)));
  });
}

async function pickPort(): Promise<number> {
  const wanted = process.env.BENCH_PORT
    ? process.env.BENCH_PORT.split(',').map((port) => Number(port.trim()))
    : BENCH_PORTS;
  for (const port of wanted) if (await isPortFree(port)) return port;
  throw new Error(`no free port among ${wanted.join(', ')}`);
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`the server did not answer /api/health within ${timeoutMs} ms`);
}

/** Starts the server; on a data directory made beforehand (a seeded database) when given. */
export async function startServer(
  root: string,
  options: { dataDir?: string; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const port = await pickPort();
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'kub-bench-'));
  // Node's own options for the server, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof' (a profile is
  // written when it stops; NODE_OPTIONS may not carry --cpu-prof).
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'dist-server/main.js')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(root, 'dist/client'),
      LOG_LEVEL: 'warn',
      FORMS_RATE_LIMIT: BENCH_FORMS_RATE_LIMIT,
      ...options.env,
    },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, 20_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return { baseUrl, port, dataDir, pid: child.pid ?? 0, output: () => output, stop };
}
