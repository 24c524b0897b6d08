import { and, count, eq, lte, min } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import { jobs } from '../db/schema';

/** What the gauges read when Prometheus scrapes: counts kept elsewhere, asked at that moment. */
export interface MetricsSources {
  /** Photos decoding now and waiting for a place (the upload queue). */
  photoQueue: () => { running: number; waiting: number };
}

/**
 * Gauges read at scrape time: the PostgreSQL pool (connections open, idle, requests waiting
 * for one), the job queue (pending, running, how late the oldest due job is), this process's
 * realtime sockets and the photo queue. Each is computed by its `collect`, so a scrape costs
 * three indexed queries and nothing between scrapes.
 */
export function registerScrapeGauges(
  app: FastifyInstance,
  registry: Registry,
  sources: MetricsSources,
): void {
  const { database } = app;
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (PGlite: one in-process connection).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats?.() ?? { max: 1, total: 1, idle: 1, waiting: 0 };
      this.set({ state: 'max' }, stats.max);
      this.set({ state: 'open' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'in_use' }, stats.total - stats.idle);
    },
  });
  new Gauge({
    name: 'db_pool_waiting_requests',
    help: 'Queries waiting for a free pool connection.',
    registers: [registry],
    collect() {
      this.set(database.poolStats?.().waiting ?? 0);
    },
  });
  new Gauge({
    name: 'jobs_queue_depth',
    help: 'Background jobs by state: pending (due or not) and running.',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      // One count per state, each matching its partial index (finished jobs are never read).
      const countOf = async (state: 'pending' | 'running') => {
        const [row] = await database.db
          .select({ total: count() })
          .from(jobs)
          .where(eq(jobs.state, state));
        return row?.total ?? 0;
      };
      const [pending, running] = await Promise.all([countOf('pending'), countOf('running')]);
      this.set({ state: 'pending' }, pending);
      this.set({ state: 'running' }, running);
    },
  });
  new Gauge({
    name: 'jobs_oldest_due_lag_seconds',
    help: 'How long the oldest due pending job has waited past its run time (0 when none).',
    registers: [registry],
    async collect() {
      const now = app.clock.now();
      const [row] = await database.db
        .select({ oldest: min(jobs.runAt) })
        .from(jobs)
        .where(and(eq(jobs.state, 'pending'), lte(jobs.runAt, now)));
      const oldest = row?.oldest ? new Date(row.oldest) : null;
      this.set(oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0);
    },
  });
  new Gauge({
    name: 'realtime_sockets',
    help: 'Open /realtime sockets on this process.',
    registers: [registry],
    collect() {
      this.set(app.hasDecorator('realtime') ? app.realtime.hub.size : 0);
    },
  });
  new Gauge({
    name: 'photo_queue_jobs',
    help: 'Uploaded photos being decoded (running) and waiting for a place (waiting).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const size = sources.photoQueue();
      this.set({ state: 'running' }, size.running);
      this.set({ state: 'waiting' }, size.waiting);
    },
  });
}
