import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  CONTEST_CAPTION_MAX,
  type ContestListStatus,
} from '../../../common/features/contests/contest-limits';
import {
  contestPageSchema,
  contestSchema,
} from '../../../common/features/contests/contests.contract';
import { useTempDataDir } from '../../test/uploads-test-support';
import { describeEachDatabase } from '../../test/build-test-app';
import { jobs, notifications } from '../schema';
import { demoContests } from './demo-contests-data';
import { demoContestId, seedDemoContests } from './demo-contests';
import { demoMembers } from './demo-data';
import { seedDemo } from './demo-seed';
import { seedDemoSocial } from './demo-social';
import { createLocalPhotoStorage } from '../../features/uploads/local-photo-storage';

it('writes demo contests that fit the rules: one entry per member, no vote for oneself', () => {
  const usernames = new Set(demoMembers.map((member) => member.username));
  for (const contest of demoContests) {
    expect(contest.entriesOpenDays).toBeLessThan(contest.entriesCloseDays);
    expect(contest.entriesCloseDays).toBeLessThan(contest.votingEndsDays);
    const entrants = contest.entries.map((entry) => entry.member);
    expect(new Set(entrants).size, contest.key).toBe(entrants.length);
    for (const entry of contest.entries) {
      expect(usernames.has(entry.member), entry.member).toBe(true);
      expect(entry.caption.length).toBeLessThanOrEqual(CONTEST_CAPTION_MAX);
    }
    for (const [voter, entrant] of Object.entries(contest.votes)) {
      expect(usernames.has(voter), voter).toBe(true);
      expect(entrants, `${contest.key}: ${voter}`).toContain(entrant);
      expect(voter).not.toBe(entrant);
    }
  }
});

describeEachDatabase('demo community: photo contests', (ctx) => {
  const { dataDir } = useTempDataDir();

  it('adds a contest in each phase once, the finished ones with their winners', async () => {
    const { db, app } = ctx();
    await seedDemo(db);
    await seedDemoSocial(db, createLocalPhotoStorage(dataDir));
    const first = await seedDemoContests(db);
    expect(first.contests).toBe(demoContests.length);
    expect(first.entries).toBe(17);
    expect(first.votes).toBeGreaterThan(10);
    expect(await seedDemoContests(db)).toEqual({ contests: 0, entries: 0, votes: 0 });

    const list = async (status: ContestListStatus) =>
      contestPageSchema.parse(
        (await app.inject({ method: 'GET', url: `/api/contests?status=${status}` })).json(),
      ).items;
    expect((await list('entries')).map((item) => item.phase)).toEqual(['entries']);
    expect((await list('voting')).map((item) => item.phase)).toEqual(['voting']);
    const past = await list('past');
    expect(past.map((item) => item.phase)).toEqual(['finished', 'finished']);
    expect(past[0]!.winners.length).toBe(3);

    const night = contestSchema.parse(
      (
        await app.inject({ method: 'GET', url: `/api/contests/${demoContestId('night-lights')}` })
      ).json(),
    );
    // Felix and Rachel both have 3 votes: Felix entered first and wins; Pia and Rita have one
    // each, and Pia entered first.
    expect(night.entries.map((entry) => [entry.author.username, entry.votes, entry.place])).toEqual(
      [
        ['fireworks_felix', 3, 1],
        ['resort_rachel', 3, 2],
        ['princess_pia', 1, 3],
        ['ropedrop_rita', 1, null],
        ['epcot_explorer', 0, null],
      ],
    );
    const won = await db.select().from(notifications).where(eq(notifications.entityId, night.id));
    expect(won.filter((row) => row.type === 'contest_won')).toHaveLength(3);
    expect(won.filter((row) => row.type === 'contest_results')).toHaveLength(2);

    const voting = contestSchema.parse(
      (
        await app.inject({ method: 'GET', url: `/api/contests/${demoContestId('festival-bites')}` })
      ).json(),
    );
    expect(voting.entries.every((entry) => entry.votes === null)).toBe(true);
    const [job] = await db
      .select()
      .from(jobs)
      .where(eq(jobs.payload, { contestId: voting.id, votingEndsAt: voting.votingEndsAt }));
    expect(job?.state).toBe('pending');
  });
});
