import { z } from 'zod';

/** The kinds of request of the mixed workload, and their share of all requests (in %). */
export const LOAD_MIX = {
  feed: 30,
  post: 25,
  search: 15,
  like: 10,
  comment: 10,
  create: 10,
} as const;

export type LoadOp = keyof typeof LOAD_MIX;

export const READ_OPS: readonly LoadOp[] = ['feed', 'post', 'search'];
export const WRITE_OPS: readonly LoadOp[] = ['like', 'comment', 'create'];

/** The writes a member may still make in this run without reaching a limit of the product. */
export interface WriteBudget {
  posts: number;
  comments: number;
  likes: number;
}

/** A signed-in member: reads as themself, writes while their budget lasts. */
const memberSchema = z.object({
  id: z.string(),
  token: z.string(),
  posts: z.number().int().nonnegative(),
  comments: z.number().int().nonnegative(),
  likes: z.number().int().nonnegative(),
});

/**
 * One step's job for the load driver (`load-driver.ts`), given on its stdin (the members'
 * tokens are too many for an environment variable and never belong on a command line).
 */
export const loadJobSchema = z.object({
  origin: z.string().url(),
  connections: z.number().int().positive(),
  durationSeconds: z.number().positive(),
  /** Marks this step's posts and comments, so they can be told apart. */
  runTag: z.string(),
  members: z.array(memberSchema).min(1),
  /** Public posts to open by id (posts created during the step are opened too). */
  readPostIds: z.array(z.string()).min(1),
  /** Public posts to like and comment on (posts created during the step join them). */
  targetPostIds: z.array(z.string()).min(1),
  /** Texts to search posts for. */
  searches: z.array(z.string()).min(1),
});
export type LoadJob = z.infer<typeof loadJobSchema>;

/** Latency percentiles of a set of requests, in milliseconds. */
export interface Latency {
  count: number;
  p50Ms: number;
  p99Ms: number;
}

/** What the driver measured in one step, printed by it as one JSON line. */
export interface LoadResult {
  elapsedSeconds: number;
  requests: number;
  overall: Latency;
  reads: Latency;
  writes: Latency;
  byOp: Record<LoadOp, Latency>;
  /** Answers by HTTP status (`"201"`), and requests that got no answer by error code. */
  statuses: Record<string, number>;
  /** Non-2xx answers and requests without an answer, by op and status: `like 429`. */
  errors: Record<string, number>;
  /** Writes replaced by a read because no member had budget left for them (should stay 0). */
  substitutedWrites: number;
  acknowledged: {
    posts: { id: string; authorId: string }[];
    comments: { id: string; postId: string; authorId: string }[];
    likes: { postId: string; userId: string }[];
  };
  /** Writes sent per member (answered or not): what this step took from their budgets. */
  sent: Record<string, WriteBudget>;
}
