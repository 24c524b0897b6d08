import { AppError } from '../../lib/app-error';

/** How many image jobs may run at once, and how many may wait for their turn. */
export interface ImageQueueLimits {
  running: number;
  waiting: number;
}

/**
 * The process's default: one photo decoded at a time (a 49-megapixel one takes about 100 MB
 * and, with sharp on one thread, one core for a second or two), and room for 16 more, so a
 * member adding the ten photos a post allows, all at once, waits rather than being refused.
 */
export const DEFAULT_IMAGE_QUEUE_LIMITS: ImageQueueLimits = { running: 1, waiting: 16 };

/** Seconds a client is asked to wait before trying again when the queue is full. */
export const IMAGE_QUEUE_RETRY_AFTER_SECONDS = 10;

/** 503 `service_unavailable` with `Retry-After`: the queue has no room left. */
function queueFull(): AppError {
  return new AppError(
    'service_unavailable',
    "We're processing a lot of photos right now. Please try again in a moment.",
    { 'retry-after': String(IMAGE_QUEUE_RETRY_AFTER_SECONDS) },
  );
}

/**
 * A bounded in-process queue of image jobs, so that any number of parallel uploads holds at
 * most `running` decoded images in memory: a job runs when a place is free, waits (in arrival
 * order) while `waiting` others do not already wait, and is refused at once beyond that.
 */
export class ImageJobQueue {
  private runningCount = 0;
  private readonly queue: (() => void)[] = [];

  constructor(private readonly limits: ImageQueueLimits = DEFAULT_IMAGE_QUEUE_LIMITS) {}

  /** Jobs running now and jobs waiting for a place. */
  get size(): { running: number; waiting: number } {
    return { running: this.runningCount, waiting: this.queue.length };
  }

  /**
   * Runs `job` when a place is free and gives back its result (or its error); the place passes
   * to the next job when it settles, failed or not.
   * @throws AppError 503 `service_unavailable` (Retry-After) when the queue is full: `job` is
   *   not run.
   */
  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.runningCount < this.limits.running) {
      this.runningCount += 1;
    } else if (this.queue.length < this.limits.waiting) {
      // The place is handed over by the job that leaves it (see below): the count stays.
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      throw queueFull();
    }
    try {
      return await job();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.runningCount -= 1;
    }
  }
}
