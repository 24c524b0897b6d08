import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Executor, Transaction } from '../../db/client';
import { scheduleJob, type ClaimedJob } from '../jobs/jobs.service';
import { recordNotifications } from '../notifications/notifications.service';
import { updateEntryRow } from './contest-entries.repository';
import { tallyEntries } from './contest-votes.repository';
import { lockContest, updateContestRow } from './contests.repository';

/** The kind of the job that computes a contest's winners at the end of its voting. */
export const CONTEST_RESULTS_JOB = 'contest-results';

/**
 * The key of a contest's results job: the contest and the end of its voting, so moving the end
 * schedules a new job, and the old one (whose end no longer matches) does nothing when it runs.
 */
export function contestResultsKey(contestId: string, votingEndsAt: Date): string {
  return `${CONTEST_RESULTS_JOB}:${contestId}:${votingEndsAt.toISOString()}`;
}

const payloadSchema = z.object({ contestId: z.uuid(), votingEndsAt: z.iso.datetime() });

/**
 * Schedules the computing of the contest's winners at `votingEndsAt`, in the caller's
 * transaction (call it when a contest is created and whenever the end of its voting moves).
 * The same contest and end twice is one job.
 */
export async function scheduleContestResults(
  tx: Executor,
  contestId: string,
  votingEndsAt: Date,
): Promise<void> {
  await scheduleJob(tx, {
    kind: CONTEST_RESULTS_JOB,
    key: contestResultsKey(contestId, votingEndsAt),
    runAt: votingEndsAt,
    payload: { contestId, votingEndsAt: votingEndsAt.toISOString() },
  });
}

/**
 * Computes the results of a contest whose voting has ended, in the caller's transaction and
 * under the contest's row lock: every entry's votes are written, the first `winner_count`
 * entries with at least one vote get their places (most votes first; a tie goes to the entry
 * made earlier), `results_at` is set, and each winner hears `contest_won`, every other entrant
 * `contest_results` (pushed to their sockets on commit). Does nothing when the contest is gone,
 * its results are already in or its voting end is not `expectedEnd`: so however often it is
 * called, a contest's results are computed once. Resolves to whether it computed them.
 * @throws Error when voting is not over at `now` (the job fails and is tried again).
 */
export async function computeContestResults(
  tx: Executor,
  input: { contestId: string; expectedEnd: Date; now: Date },
): Promise<boolean> {
  const contest = await lockContest(tx, input.contestId);
  if (!contest || contest.resultsAt !== null) return false;
  if (contest.votingEndsAt.getTime() !== input.expectedEnd.getTime()) return false;
  // A runner whose clock is behind the one that found the job due: try again a moment later
  // (a silent 'done' would leave the contest without results for good).
  if (contest.votingEndsAt.getTime() > input.now.getTime()) {
    throw new Error('Voting has not ended yet by this process clock; the job is tried again');
  }
  const tally = await tallyEntries(tx, contest.id);
  const places = new Map<string, number>();
  for (const entry of tally) {
    if (places.size >= contest.winnerCount || entry.votes === 0) break;
    places.set(entry.id, places.size + 1);
  }
  for (const entry of tally) {
    await updateEntryRow(tx, entry.id, {
      voteCount: entry.votes,
      place: places.get(entry.id) ?? null,
    });
  }
  await updateContestRow(tx, contest.id, { resultsAt: input.now });
  for (const type of ['contest_won', 'contest_results'] as const) {
    await recordNotifications(tx, {
      userIds: tally
        .filter((entry) => places.has(entry.id) === (type === 'contest_won'))
        .map((entry) => entry.userId),
      actorId: contest.createdBy,
      type,
      entityId: contest.id,
    });
  }
  return true;
}

/** Registers the results job's handler on the app's job runner (`server/app.ts`). */
export async function contestResultsPlugin(app: FastifyInstance): Promise<void> {
  app.jobs.register(CONTEST_RESULTS_JOB, async (tx: Transaction, job: ClaimedJob) => {
    const payload = payloadSchema.parse(job.payload);
    const computed = await computeContestResults(tx, {
      contestId: payload.contestId,
      expectedEnd: new Date(payload.votingEndsAt),
      now: app.clock.now(),
    });
    if (computed) app.log.info({ contestId: payload.contestId }, 'contest results computed');
  });
}
