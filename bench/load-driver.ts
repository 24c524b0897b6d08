import http from 'node:http';
import { text } from 'node:stream/consumers';
import {
  LOAD_MIX,
  READ_OPS,
  loadJobSchema,
  type Latency,
  type LoadJob,
  type LoadOp,
  type LoadResult,
  type WriteBudget,
} from './load-job';
import { NoAnswerError, send, type HttpAnswer, type HttpRequest } from './load-http';

/**
 * The load generator of `npm run bench:load`, run as its own process (one per step) so it shares
 * neither the server's process nor the benchmark's. Reads its job (JSON) from stdin, keeps
 * `connections` clients busy for `durationSeconds` (each sends its next request when the last
 * one is answered), then lets the requests in flight finish and prints what it measured as one
 * JSON line: latencies by kind, answers by status, and the id of every acknowledged write.
 */

const job: LoadJob = loadJobSchema.parse(JSON.parse(await text(process.stdin)));
const origin = new URL(job.origin);
const agent = new http.Agent({ keepAlive: true, maxSockets: job.connections });

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

const ops = Object.entries(LOAD_MIX) as [LoadOp, number][];
const totalWeight = ops.reduce((sum, [, weight]) => sum + weight, 0);
function pickOp(): LoadOp {
  let roll = Math.random() * totalWeight;
  for (const [op, weight] of ops) {
    roll -= weight;
    if (roll < 0) return op;
  }
  return 'feed';
}

// Posts to read and to write on: the job's, and every post acknowledged during the step.
const readPosts = [...job.readPostIds];
const targetPosts = [...job.targetPostIds];

// Writes go round the members in turn, skipping those whose budget for the kind is used up.
const remaining = new Map<string, WriteBudget>(
  job.members.map((m) => [m.id, { posts: m.posts, comments: m.comments, likes: m.likes }]),
);
const sent: Record<string, WriteBudget> = {};
const nextWriter: Record<keyof WriteBudget, number> = { posts: 0, comments: 0, likes: 0 };
const liked = new Set<string>();

function takeWriter(kind: keyof WriteBudget): LoadJob['members'][number] | undefined {
  for (let tried = 0; tried < job.members.length; tried += 1) {
    const index = nextWriter[kind]++ % job.members.length;
    const member = job.members[index]!;
    const budget = remaining.get(member.id)!;
    if (budget[kind] > 0) {
      budget[kind] -= 1;
      const spent = (sent[member.id] ??= { posts: 0, comments: 0, likes: 0 });
      spent[kind] += 1;
      return member;
    }
  }
  return undefined;
}

/** A post this member has not liked during the run (a repeated like would be no new write). */
function unlikedTarget(memberId: string): string | undefined {
  for (let tried = 0; tried < 20; tried += 1) {
    const postId = pick(targetPosts);
    if (!liked.has(`${memberId}:${postId}`)) return postId;
  }
  return undefined;
}

const latencies: Record<LoadOp, number[]> = {
  feed: [],
  post: [],
  search: [],
  like: [],
  comment: [],
  create: [],
};
const statuses: Record<string, number> = {};
const errors: Record<string, number> = {};
let substitutedWrites = 0;
const acknowledged: LoadResult['acknowledged'] = { posts: [], comments: [], likes: [] };
const count = (record: Record<string, number>, key: string) => {
  record[key] = (record[key] ?? 0) + 1;
};

/** What a client does next: the request, and what to do with a 2xx answer. */
interface Planned {
  op: LoadOp;
  request: HttpRequest;
  onSuccess?: (body: string) => void;
}

let writeNumber = 0;

/** A client: the member it reads as, and where it is in its feed. */
interface Client {
  reader: LoadJob['members'][number];
  feedCursor: string | null;
}

function planRead(client: Client, op: LoadOp): Planned {
  const token = client.reader.token;
  if (op === 'feed') {
    // Scroll on (three times in five) while there is a next page, else back to the top.
    const cursor = client.feedCursor && Math.random() < 0.6 ? client.feedCursor : null;
    return {
      op,
      request: {
        method: 'GET',
        path: cursor ? `/api/feed?cursor=${encodeURIComponent(cursor)}` : '/api/feed',
        token,
      },
      onSuccess: (body) => {
        client.feedCursor = (JSON.parse(body) as { nextCursor: string | null }).nextCursor;
      },
    };
  }
  if (op === 'post') {
    return { op, request: { method: 'GET', path: `/api/posts/${pick(readPosts)}`, token } };
  }
  const q = encodeURIComponent(pick(job.searches));
  return { op: 'search', request: { method: 'GET', path: `/api/search?q=${q}&type=posts`, token } };
}

function planWrite(op: LoadOp): Planned | undefined {
  writeNumber += 1;
  if (op === 'create') {
    const author = takeWriter('posts');
    if (!author) return undefined;
    return {
      op,
      request: {
        method: 'POST',
        path: '/api/posts',
        token: author.token,
        json: {
          body: `Rope drop at Magic Kingdom, then Space Mountain twice before nine (${job.runTag} #${writeNumber})`,
        },
      },
      onSuccess: (body) => {
        const { id } = JSON.parse(body) as { id: string };
        acknowledged.posts.push({ id, authorId: author.id });
        readPosts.push(id);
        targetPosts.push(id);
      },
    };
  }
  if (op === 'comment') {
    const author = takeWriter('comments');
    if (!author) return undefined;
    const postId = pick(targetPosts);
    return {
      op,
      request: {
        method: 'POST',
        path: `/api/posts/${postId}/comments`,
        token: author.token,
        json: { body: `Great tip, we did the same last May (${job.runTag} #${writeNumber})` },
      },
      onSuccess: (body) => {
        const { id } = JSON.parse(body) as { id: string };
        acknowledged.comments.push({ id, postId, authorId: author.id });
      },
    };
  }
  const member = takeWriter('likes');
  if (!member) return undefined;
  const postId = unlikedTarget(member.id);
  if (!postId) {
    // Give the unused like back: nothing was sent.
    remaining.get(member.id)!.likes += 1;
    sent[member.id]!.likes -= 1;
    return undefined;
  }
  liked.add(`${member.id}:${postId}`);
  return {
    op,
    request: { method: 'PUT', path: `/api/posts/${postId}/like`, token: member.token },
    onSuccess: () => acknowledged.likes.push({ postId, userId: member.id }),
  };
}

function plan(client: Client): Planned {
  const op = pickOp();
  if (READ_OPS.includes(op)) return planRead(client, op);
  const write = planWrite(op);
  if (write) return write;
  substitutedWrites += 1;
  return planRead(client, pick(READ_OPS));
}

async function runClient(client: Client, until: number): Promise<void> {
  while (performance.now() < until) {
    const planned = plan(client);
    let answer: HttpAnswer;
    try {
      answer = await send(origin, agent, planned.request);
    } catch (err) {
      if (!(err instanceof NoAnswerError)) throw err;
      latencies[planned.op].push(err.ms);
      count(statuses, err.code);
      count(errors, `${planned.op} ${err.code}`);
      continue;
    }
    latencies[planned.op].push(answer.ms);
    count(statuses, String(answer.status));
    if (answer.status >= 200 && answer.status < 300) planned.onSuccess?.(answer.body);
    else count(errors, `${planned.op} ${answer.status}`);
  }
}

/** Nearest-rank percentiles. */
function latencyOf(values: number[]): Latency {
  const sorted = Float64Array.from(values).sort();
  const at = (share: number) =>
    sorted.length === 0
      ? 0
      : sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
  return { count: sorted.length, p50Ms: at(0.5), p99Ms: at(0.99) };
}

const started = performance.now();
const until = started + job.durationSeconds * 1000;
await Promise.all(
  Array.from({ length: job.connections }, (_, index) =>
    runClient({ reader: job.members[index % job.members.length]!, feedCursor: null }, until),
  ),
);
const elapsedSeconds = (performance.now() - started) / 1000;
agent.destroy();

const all = Object.values(latencies).flat();
const result: LoadResult = {
  elapsedSeconds,
  requests: all.length,
  overall: latencyOf(all),
  reads: latencyOf([...latencies.feed, ...latencies.post, ...latencies.search]),
  writes: latencyOf([...latencies.like, ...latencies.comment, ...latencies.create]),
  byOp: Object.fromEntries(
    Object.entries(latencies).map(([op, values]) => [op, latencyOf(values)]),
  ) as Record<LoadOp, Latency>,
  statuses,
  errors,
  substitutedWrites,
  acknowledged,
  sent,
};
process.stdout.write(`${JSON.stringify(result)}\n`);
