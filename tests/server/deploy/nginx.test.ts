import { spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../../server/plugins/errors';
import { buildTestApp, type TestApp } from '../helpers';
import { validContact } from '../forms/contact-fixtures';
import {
  findNginx,
  freePort,
  makeTempDir,
  prepareSample,
  request,
  startNginx,
  type NginxPorts,
} from './nginx-sample';

const nginx = findNginx();

const contact = () => JSON.stringify({ ...validContact(), requestId: randomUUID() });

async function storedRequests(t: TestApp): Promise<number> {
  const row = await t.database.db
    .selectFrom('contact_request')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.skipIf(!nginx)('the sample nginx config (deploy/nginx/kub.conf)', () => {
  it('passes `nginx -t`', () => {
    const dir = makeTempDir();
    try {
      const check = spawnSync(nginx!, ['-t', '-p', dir, '-c', prepareSample(dir)], {
        encoding: 'utf8',
      });
      expect(check.stderr).toContain('test is successful');
      expect(check.status).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  describe('in front of two app servers', () => {
    let dir: string;
    let ports: NginxPorts;
    let apps: TestApp[];
    let balancer: ChildProcess;
    let closed: TestApp | null = null;

    beforeAll(async () => {
      apps = await Promise.all(
        [0, 1].map(() =>
          buildTestApp({ formsRateLimitPerMinute: 1000 }, { TRUST_PROXY: '127.0.0.1' }),
        ),
      );
      const upstreams = await Promise.all(
        apps.map(async (t) => {
          await t.app.listen({ port: 0, host: '127.0.0.1' });
          return (t.app.server.address() as AddressInfo).port;
        }),
      );
      ports = { http: await freePort(), https: await freePort(), upstreams };
      dir = makeTempDir();
      prepareSample(dir, ports);
      balancer = await startNginx(nginx!, dir, ports.https);
    }, 60_000);

    afterAll(async () => {
      balancer?.kill('SIGTERM');
      await Promise.all(apps.filter((t) => t !== closed).map((t) => t.close()));
      if (closed) fs.rmSync(closed.dataDir, { recursive: true, force: true });
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('sends plain HTTP to HTTPS', async () => {
      const answer = await request(ports.http, 'GET', '/contact', undefined, false);
      expect(answer.status).toBe(301);
      expect(answer.headers.location).toBe('https://kub.example/contact');
    });

    it('shares requests between the servers and passes the API answers through', async () => {
      const answers = [];
      for (let i = 0; i < 6; i += 1)
        answers.push(await request(ports.https, 'POST', '/api/forms', contact()));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(JSON.parse(answers[0]!.body)).toMatchObject({ ok: true });
      const counts = await Promise.all(apps.map(storedRequests));
      expect(counts[0]! + counts[1]!).toBe(6);
      expect(counts[0]).toBeGreaterThan(0);
      expect(counts[1]).toBeGreaterThan(0);
    });

    it('keeps answering when one server is down', async () => {
      closed = apps[0]!;
      await closed.app.close();
      const before = await storedRequests(apps[1]!);
      const health = [];
      for (let i = 0; i < 4; i += 1)
        health.push((await request(ports.https, 'GET', '/api/health')).status);
      expect(health).toEqual([200, 200, 200, 200]);
      const sent = await request(ports.https, 'POST', '/api/forms', contact());
      expect(sent.status).toBe(200);
      expect(await storedRequests(apps[1]!)).toBe(before + 1);
    });

    it('limits submissions from one address across servers, in the API shape', async () => {
      const live = apps[1]!;
      const before = await storedRequests(live);
      const statuses: number[] = [];
      let limited = null;
      // The burst is 30: a quick run of 40 goes past it, at both addresses of a contact request.
      for (let i = 0; i < 40; i += 1) {
        const address = i % 2 === 0 ? '/api/forms' : '/api/contact-requests';
        const answer = await request(ports.https, 'POST', address, contact());
        statuses.push(answer.status);
        if (answer.status === 429) limited = answer;
      }
      expect(statuses).toContain(429);
      expect(limited?.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(limited!.body)).toEqual(errorBody(429));
      // What was refused was not stored; what was taken was stored once.
      const taken = statuses.filter((status) => status === 200).length;
      expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
      expect(await storedRequests(live)).toBe(before + taken);
    });
  });
});
