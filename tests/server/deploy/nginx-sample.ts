import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../support/free-port';

export { freePort };

/** The sample balancer config that the README's «Deploy on several servers» section shows. */
export const SAMPLE = path.resolve(import.meta.dirname, '../../../deploy/nginx/kub.conf');

/** Debian's nginx, when installed (the test command installs it: scripts/ensure-nginx.sh). */
export function findNginx(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (fs.existsSync(candidate)) return candidate;
  }
  return null;
}

export interface NginxPorts {
  http: number;
  https: number;
  upstreams: readonly number[];
}

/**
 * The sample made runnable here: its certificate paths point at a fresh self-signed pair, and for a
 * live run its listening ports and upstream servers at local ones. Nothing else is changed.
 */
export function prepareSample(dir: string, ports?: NginxPorts): string {
  const cert = path.join(dir, 'kub.crt');
  const key = path.join(dir, 'kub.key');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=kub.example',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  let text = fs
    .readFileSync(SAMPLE, 'utf8')
    .replace('/etc/nginx/ssl/kub.crt', cert)
    .replace('/etc/nginx/ssl/kub.key', key);
  if (ports) {
    const upstreams = ports.upstreams
      .map((port) => `    server 127.0.0.1:${port} max_fails=2 fail_timeout=10s;`)
      .join('\n');
    text = text
      .replace(/( {4}server 10\.0\.0\.\d+:3001[^\n]*\n)+/, `${upstreams}\n`)
      .replace('listen 80;', `listen 127.0.0.1:${ports.http};`)
      .replace('listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`);
  }
  fs.writeFileSync(path.join(dir, 'kub.conf'), text);
  const temp = (name: string) => path.join(dir, name);
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${temp('nginx.pid')};`,
      `error_log ${temp('error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${temp(`${kind}-temp`)};`,
      ),
      `  include ${temp('kub.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  // Worker processes run as an unprivileged user when nginx starts as root.
  fs.chmodSync(dir, 0o777);
  return path.join(dir, 'nginx.conf');
}

export function makeTempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'kub-nginx-'));
}

/** Starts nginx in the foreground on the prepared config; resolves once it accepts connections. */
export async function startNginx(nginx: string, dir: string, port: number): Promise<ChildProcess> {
  const child = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return child;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request through the balancer's TLS port (its certificate is the test's self-signed one). */
export function request(
  port: number,
  method: string,
  pathname: string,
  body?: string,
  secure = true,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const options = {
      host: '127.0.0.1',
      port,
      method,
      path: pathname,
      headers: {
        host: 'kub.example',
        ...(body === undefined ? {} : { 'content-type': 'text/plain' }),
      },
      rejectUnauthorized: false,
      agent: false,
    };
    const req = (secure ? https : http).request(options, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
      );
    });
    req.once('error', reject);
    req.end(body);
  });
}
