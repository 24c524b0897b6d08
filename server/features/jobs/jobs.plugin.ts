import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJobRunner, type JobRunner, type JobRunnerOptions } from './job-runner';
import { JobRegistry, type JobHandler } from './jobs.service';

/** The app's jobs: features register handlers; `main.ts` (or a test) starts the runner. */
export interface AppJobs {
  /** Registers the handler of a job kind (when the app is built, before `start`). */
  register(kind: string, handler: JobHandler): void;
  /** Starts this process's runner (once); `options` override the app's for this runner. */
  start(options?: Partial<JobRunnerOptions>): Promise<JobRunner>;
  /** Stops the runner after the job in progress; the app calls it when it closes. */
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: AppJobs;
  }
}

/**
 * Decorates the app with its job registry and runner. Nothing runs until `app.jobs.start()`
 * (so tests run no job unless they ask); the runner stops, finishing its job, before the app
 * closes its database.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance, options: { pollIntervalMs: number }) => {
    const registry = new JobRegistry();
    let runner: JobRunner | null = null;
    const jobs: AppJobs = {
      register: (kind, handler) => registry.register(kind, handler),
      async start(overrides = {}) {
        if (runner) return runner;
        runner = createJobRunner({
          handle: app.database,
          registry,
          clock: app.clock,
          log: app.log,
          options: { pollIntervalMs: options.pollIntervalMs, ...overrides },
        });
        await runner.start();
        return runner;
      },
      async stop() {
        const current = runner;
        runner = null;
        await current?.stop();
      },
    };
    app.decorate('jobs', jobs);
    // preClose runs before every onClose hook, so before the database is closed.
    app.addHook('preClose', async () => jobs.stop());
  },
  { name: 'jobs', dependencies: [] },
);
