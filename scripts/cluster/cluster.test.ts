import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTestDatabaseUrl } from '../../server/config';
import { TEST_JWT_SECRET } from '../../server/test/build-test-app';
import { freePort } from '../../server/test/free-port';
import { createScratchDatabase } from '../../server/test/server-process';
import { findHaproxy, startCluster, type Cluster } from './cluster';
import { readHaproxyTemplate, renderHaproxyConfig } from './haproxy-config';

describe('deploy/haproxy.cfg rendered for a cluster', () => {
  it('lists the processes, binds the site and keeps the WebSocket and retry settings', async () => {
    const config = renderHaproxyConfig(await readHaproxyTemplate(), {
      bind: '127.0.0.1:4000',
      servers: [
        { name: 'app1', address: '127.0.0.1:4001' },
        { name: 'app2', address: '127.0.0.1:4002' },
      ],
      statsBind: '127.0.0.1:4100',
    });
    const serverLines = config.split('\n').filter((line) => /^\s+server /.test(line));
    expect(serverLines.map((line) => line.trim())).toEqual([
      'server app1 127.0.0.1:4001',
      'server app2 127.0.0.1:4002',
    ]);
    expect(config).toMatch(/^frontend site\n(?:.*\n)*?\s+bind 127\.0\.0\.1:4000$/m);
    expect(config).toMatch(/^listen stats\n(?:.*\n)*?\s+bind 127\.0\.0\.1:4100$/m);
    for (const setting of [
      'timeout tunnel 1h',
      'option redispatch',
      'http-check send meth GET uri /healthz',
      'http-request del-header X-Forwarded-For',
      'option forwardfor',
      'http-request disable-l7-retry if !replayable !has_idempotency_key',
    ]) {
      expect(config).toContain(setting);
    }
    expect(config).not.toContain('X-Served-By');
  });
});

const adminUrl = readTestDatabaseUrl();

// Several processes need a PostgreSQL they share (CI sets TEST_DATABASE_URL), and haproxy.
if (adminUrl) {
  describe('two processes behind HAProxy on one PostgreSQL', () => {
    let database: Awaited<ReturnType<typeof createScratchDatabase>>;
    let dataDir: string;
    let cluster: Cluster | undefined;
    let output = '';

    beforeAll(async () => {
      const haproxy = findHaproxy(process.env);
      if (!haproxy) throw new Error('haproxy is needed for this test (apt-get install haproxy)');
      database = await createScratchDatabase(adminUrl);
      dataDir = await mkdtemp(path.join(tmpdir(), 'magic-cluster-test-'));
      const port = await freePort();
      cluster = await startCluster({
        processes: 2,
        host: '127.0.0.1',
        port,
        firstAppPort: await freePort(),
        statsPort: await freePort(),
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'test',
          LOG_LEVEL: 'info',
          DATABASE_URL: database.url,
          DATA_DIR: dataDir,
          JWT_SECRET: TEST_JWT_SECRET,
          DATABASE_POOL_SIZE: '3',
        },
        haproxy,
        log: (source, line) => (output = `${output}[${source}] ${line}\n`.slice(-20_000)),
        isServedByShown: true,
        serverArgs: ['--import', 'tsx', 'server/main.ts'],
      });
    }, 60_000);

    afterAll(async () => {
      await cluster?.stop();
      await rm(dataDir, { recursive: true, force: true });
      await database?.drop();
    }, 30_000);

    it('answers /healthz through HAProxy from both, and a SIGTERM drains one (503, then exit 0)', async () => {
      const servedBy = new Set<string>();
      for (let i = 0; i < 4; i += 1) {
        const res = await fetch(`${cluster!.origin}/healthz`);
        expect(res.status).toBe(200);
        servedBy.add(res.headers.get('x-served-by') ?? '');
      }
      expect([...servedBy].sort()).toEqual(['app1', 'app2']);

      const second = cluster!.processes[1]!;
      const child = second.child!;
      const exited = new Promise<number | null>((resolve) =>
        child.once('exit', (code) => resolve(code)),
      );
      child.kill('SIGTERM');
      // Its own /healthz says 503 as soon as the signal is handled, while the site through
      // HAProxy keeps answering.
      let own = await fetch(`http://127.0.0.1:${second.port}/healthz`);
      for (let tries = 0; own.status === 200 && tries < 20; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        own = await fetch(`http://127.0.0.1:${second.port}/healthz`);
      }
      expect(own.status).toBe(503);
      expect((await own.json()).error.code).toBe('service_unavailable');
      while (child.exitCode === null) {
        // Not /healthz: through HAProxy that could reach the draining process and get its 503.
        const res = await fetch(`${cluster!.origin}/robots.txt`);
        expect(res.status, output).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await exited, output).toBe(0);
      expect(output).toMatch(/\[app2\].*"reason":"quiet".*"msg":"drained"/);
      expect(output).toMatch(/\[haproxy\].*app2 is DOWN.*code: 503/);
    }, 20_000);
  });
}
