import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { jobs } from '../db/schema';
import { publishRealtimeEvent } from '../features/realtime/realtime.publisher';
import { describeEachDatabase } from '../test/build-test-app';
import { joinRealtime, tokenOf } from '../test/realtime-socket';
import { createMember } from '../test/sign-in';

const TOKEN = 'metrics-test-token-0123456789';

/** The value of one sample of a Prometheus text exposition, or undefined. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels} `));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describeEachDatabase(
  'GET /metrics with METRICS_TOKEN',
  (ctx) => {
    const scrape = (authorization?: string) =>
      ctx().app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });

    it('answers only the bearer of the token', async () => {
      for (const authorization of [undefined, 'Bearer wrong-token-0123456789', TOKEN]) {
        const res = await scrape(authorization);
        expect(res.statusCode).toBe(401);
        expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
        expect(res.json()).toMatchObject({ error: { code: 'unauthorized' } });
      }
    });

    it('reports requests by route pattern, the pool, the job queue, sockets and photos', async () => {
      const { app, db } = ctx();
      await app.inject({ method: 'GET', url: '/api/navigation' });
      await app.inject({ method: 'GET', url: '/api/no-such-route/123' });
      const key = `metrics-test-${Date.now()}`;
      await db
        .insert(jobs)
        .values({ kind: 'metrics-test', key, runAt: new Date(Date.now() - 90_000) });
      try {
        const res = await scrape(`Bearer ${TOKEN}`);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
        expect(res.headers['cache-control']).toBe('no-store');
        const text = res.body;
        expect(
          sample(
            text,
            'http_requests_total',
            '{method="GET",route="/api/navigation",status_code="200"}',
          ),
        ).toBeGreaterThanOrEqual(1);
        // A 404 is counted under one series, not one per address tried.
        expect(text).not.toContain('/api/no-such-route/123');
        expect(
          sample(
            text,
            'http_request_duration_seconds_count',
            '{method="GET",route="/api/navigation"}',
          ),
        ).toBeGreaterThanOrEqual(1);
        const poolSize = app.database.poolStats?.().max ?? 1;
        expect(sample(text, 'db_pool_connections', '{state="max"}')).toBe(poolSize);
        expect(sample(text, 'db_pool_waiting_requests')).toBe(0);
        expect(sample(text, 'jobs_queue_depth', '{state="pending"}')).toBeGreaterThanOrEqual(1);
        expect(sample(text, 'jobs_oldest_due_lag_seconds')).toBeGreaterThanOrEqual(89);
        expect(sample(text, 'realtime_sockets')).toBe(0);
        expect(sample(text, 'photo_queue_jobs', '{state="waiting"}')).toBe(0);
        expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
      } finally {
        await db.delete(jobs).where(eq(jobs.key, key));
      }
    });

    it('measures realtime delivery: from publication to the sockets of this process', async () => {
      const { app, db } = ctx();
      const member = await createMember(db);
      const origin = await app.listen({ host: '127.0.0.1', port: 0 });
      const socket = await joinRealtime(origin, tokenOf(member));
      try {
        await publishRealtimeEvent(db, {
          topic: 'notifications',
          userId: member.id,
          event: 'INSERT',
          id: null,
          type: null,
        });
        await socket.next((message) => message.type !== 'pong');
        const text = (await scrape(`Bearer ${TOKEN}`)).body;
        expect(sample(text, 'realtime_sockets')).toBe(1);
        expect(sample(text, 'realtime_delivery_lag_seconds_count')).toBe(1);
        // A NOTIFY on one machine takes milliseconds: well under the 1 s bucket.
        expect(sample(text, 'realtime_delivery_lag_seconds_bucket', '{le="1"}')).toBe(1);
      } finally {
        await socket.close();
      }
    });
  },
  { metricsToken: TOKEN },
);

describeEachDatabase('GET /metrics without METRICS_TOKEN (the default)', (ctx) => {
  it('is not there at all', async () => {
    const res = await ctx().app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('http_requests_total');
  });
});
