import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { IMAGE_QUEUE_RETRY_AFTER_SECONDS, ImageJobQueue } from './uploads.queue';

/** A job that runs until `finish` (or `fail`) is called; `started` tells whether it began. */
function gatedJob<T>(value: T) {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const gate = new Promise<T>((resolve, reject) => {
    finish = () => resolve(value);
    fail = reject;
  });
  const job = { started: false, finish, fail, run: () => ((job.started = true), gate) };
  return job;
}

/** Lets pending promise callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('ImageJobQueue', () => {
  it('runs at most `running` jobs at once and the waiting ones in arrival order', async () => {
    const queue = new ImageJobQueue({ running: 2, waiting: 5 });
    const jobs = [1, 2, 3, 4].map((n) => gatedJob(n));
    const results = jobs.map((job) => queue.run(job.run));
    await settle();
    expect(jobs.map((job) => job.started)).toEqual([true, true, false, false]);
    expect(queue.size).toEqual({ running: 2, waiting: 2 });

    jobs[1]!.finish();
    await settle();
    expect(jobs.map((job) => job.started)).toEqual([true, true, true, false]);
    jobs[0]!.finish();
    jobs[2]!.finish();
    await settle();
    jobs[3]!.finish();
    expect(await Promise.all(results)).toEqual([1, 2, 3, 4]);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a job at once with 503 and Retry-After when every place is taken', async () => {
    const queue = new ImageJobQueue({ running: 1, waiting: 1 });
    const first = gatedJob('a');
    const second = gatedJob('b');
    const refused = gatedJob('c');
    const results = [queue.run(first.run), queue.run(second.run)];
    const error = await queue.run(refused.run).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      statusCode: 503,
      code: 'service_unavailable',
      message: "We're processing a lot of photos right now. Please try again in a moment.",
      headers: { 'retry-after': String(IMAGE_QUEUE_RETRY_AFTER_SECONDS) },
    });
    expect(refused.started).toBe(false);
    first.finish();
    second.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b']);
  });

  it('hands the place on when a job fails, and gives the failure to its caller', async () => {
    const queue = new ImageJobQueue({ running: 1, waiting: 1 });
    const failing = gatedJob('x');
    const next = gatedJob('y');
    const failed = queue.run(failing.run).catch((err: unknown) => err);
    const result = queue.run(next.run);
    failing.fail(new Error('damaged'));
    expect(await failed).toMatchObject({ message: 'damaged' });
    await settle();
    expect(next.started).toBe(true);
    next.finish();
    expect(await result).toBe('y');
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });
});
