import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contest, ContestPage } from '../../../common/features/contests/contests.contract';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { blocks, contestEntries, contests, contestVotes, jobs, uploads } from '../../db/schema';
import { createOffsetClock } from '../../lib/clock';
import { testConfig } from '../../test/build-test-app';
import { createMember, type TestMember } from '../../test/sign-in';
import { createTestDatabase, testEngines } from '../../test/test-database';
import { deleteMemberProfile } from '../members/members.service';
import { deleteUnusedUploadRows } from '../uploads/uploads.repository';
import { CONTEST_RESULTS_JOB, contestResultsKey } from './contest-results';
import {
  createContestVia,
  DAY_MS,
  HOUR_MS,
  parkTimeAt,
  uploadOf,
} from '../../test/contests-test-support';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(25);
  }
}

describe.each(testEngines)('photo contests API [%s]', (engine) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  const clock = createOffsetClock();
  let admin: TestMember;

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    app = await buildApp(testConfig(), { database: handle, clock });
    await app.ready();
    admin = await createMember(handle.db, { isAdmin: true });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  }, 30_000);

  const call = async (
    who: TestMember | null,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url,
      ...(who ? { headers: who.headers } : {}),
      ...(payload ? { payload } : {}),
    });
  const getContest = async (who: TestMember | null, id: string) => {
    const res = await call(who, 'GET', `/api/contests/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Contest;
  };
  const enter = async (who: TestMember, id: string, caption = 'Blue hour from the hub') =>
    call(who, 'PUT', `/api/contests/${id}/entry`, {
      uploadId: await uploadOf(handle.db, who),
      caption,
    });

  it('lets staff only create, edit and delete contests, with clear errors', async () => {
    const member = await createMember(handle.db);
    const now = clock.now();
    const body = {
      title: 'Festival colours',
      theme: 'The colours of an EPCOT festival',
      entriesOpenAt: parkTimeAt(now, HOUR_MS),
      entriesCloseAt: parkTimeAt(now, DAY_MS),
      votingEndsAt: parkTimeAt(now, 2 * DAY_MS),
    };
    expect((await call(null, 'POST', '/api/contests', body)).statusCode).toBe(401);
    const refused = await call(member, 'POST', '/api/contests', body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Only staff can create, edit or delete contests.');

    const created = await call(admin, 'POST', '/api/contests', body);
    expect(created.statusCode, created.body).toBe(201);
    const contest = created.json() as Contest;
    expect(contest).toMatchObject({
      winnerCount: 3,
      phase: 'upcoming',
      entryCount: 0,
      entriesOpenAtLocal: body.entriesOpenAt,
      viewer: { canManage: true, canEnter: false, canVote: false },
    });
    // Its results job waits for the end of voting.
    const [job] = await handle.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, contestResultsKey(contest.id, new Date(contest.votingEndsAt))));
    expect(job).toMatchObject({ kind: CONTEST_RESULTS_JOB, state: 'pending' });

    const badOrder = await call(admin, 'POST', '/api/contests', {
      ...body,
      votingEndsAt: body.entriesCloseAt,
    });
    expect(badOrder.statusCode).toBe(422);
    expect(badOrder.json().error.message).toBe('Voting must end after entries close.');
    const closesFirst = await call(admin, 'POST', '/api/contests', {
      ...body,
      entriesCloseAt: body.entriesOpenAt,
    });
    expect(closesFirst.json().error.message).toBe('Entries must close after they open.');
    const past = await call(admin, 'POST', '/api/contests', {
      ...body,
      entriesOpenAt: parkTimeAt(now, -3 * DAY_MS),
      entriesCloseAt: parkTimeAt(now, -2 * DAY_MS),
      votingEndsAt: parkTimeAt(now, -DAY_MS),
    });
    expect(past.json().error.message).toBe('Voting must end in the future.');
    const badInput = await call(admin, 'POST', '/api/contests', { ...body, winnerCount: 0 });
    expect(badInput.statusCode).toBe(400);
    const otherCover = await call(admin, 'POST', '/api/contests', {
      ...body,
      coverUploadId: await uploadOf(handle.db, member),
    });
    expect(otherCover.statusCode).toBe(422);

    expect(
      (await call(member, 'PATCH', `/api/contests/${contest.id}`, { title: 'Mine now' }))
        .statusCode,
    ).toBe(403);
    const cover = await uploadOf(handle.db, admin);
    const edited = await call(admin, 'PATCH', `/api/contests/${contest.id}`, {
      title: 'Festival colours at night',
      coverUploadId: cover,
      winnerCount: 5,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Festival colours at night',
      winnerCount: 5,
      cover: { id: cover, url: `/uploads/${cover}.webp` },
    });
    expect((await call(member, 'DELETE', `/api/contests/${contest.id}`)).statusCode).toBe(403);
    expect((await call(admin, 'DELETE', `/api/contests/${contest.id}`)).statusCode).toBe(204);
    expect((await call(null, 'GET', `/api/contests/${contest.id}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', '/api/contests/not-a-uuid')).statusCode).toBe(404);
  });

  it('takes one entry per member in the entry period: replace, withdraw, and refusals', async () => {
    const [ana, ben] = [await createMember(handle.db), await createMember(handle.db)];
    const upcoming = await createContestVia(app, admin, clock.now(), { openInMs: DAY_MS });
    const early = await enter(ana, upcoming.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('This contest does not take entries yet.');

    const contest = await createContestVia(app, admin, clock.now());
    const anonymous = await call(null, 'PUT', `/api/contests/${contest.id}/entry`, {
      uploadId: await uploadOf(handle.db, ana),
    });
    expect(anonymous.statusCode, anonymous.body).toBe(401);
    const first = await enter(ana, contest.id, 'First try');
    expect(first.statusCode, first.body).toBe(201);
    const entry = first.json();
    expect(entry).toMatchObject({ caption: 'First try', isOwn: true, votes: null, place: null });
    const replaced = await enter(ana, contest.id, 'Better light');
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ id: entry.id, caption: 'Better light' });
    expect(replaced.json().createdAt).toBe(entry.createdAt);
    expect(replaced.json().replacedAt).not.toBeNull();
    const rows = await handle.db
      .select()
      .from(contestEntries)
      .where(eq(contestEntries.contestId, contest.id));
    expect(rows).toHaveLength(1);

    // Someone else's photo is refused.
    const stolen = await call(ben, 'PUT', `/api/contests/${contest.id}/entry`, {
      uploadId: await uploadOf(handle.db, ana),
    });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().error.message).toBe(
      'Choose one of your own photos (not one sent in a message).',
    );
    const tooLong = await call(ben, 'PUT', `/api/contests/${contest.id}/entry`, {
      uploadId: await uploadOf(handle.db, ben),
      caption: 'x'.repeat(301),
    });
    expect(tooLong.statusCode).toBe(400);
    expect((await enter(ben, contest.id)).statusCode).toBe(201);
    expect((await getContest(null, contest.id)).entryCount).toBe(2);

    // Withdraw, and withdraw again: nothing left to withdraw.
    expect((await call(ben, 'DELETE', `/api/contests/${contest.id}/entry`)).statusCode).toBe(204);
    const again = await call(ben, 'DELETE', `/api/contests/${contest.id}/entry`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('You have not entered this contest.');
    const page = await getContest(ana, contest.id);
    expect(page.entryCount).toBe(1);
    expect(page.viewer).toMatchObject({ canEnter: true, entryId: entry.id });

    // After the entry period: no entries, replacements or withdrawals.
    clock.advance(2 * DAY_MS + HOUR_MS);
    try {
      const late = await enter(ben, contest.id);
      expect(late.statusCode).toBe(409);
      expect(late.json().error.message).toBe('Entries for this contest are closed.');
      expect((await enter(ana, contest.id)).statusCode).toBe(409);
      expect((await call(ana, 'DELETE', `/api/contests/${contest.id}/entry`)).statusCode).toBe(409);
    } finally {
      clock.advance(-(2 * DAY_MS + HOUR_MS));
    }
  });

  it('gives each member one movable vote, never for their own entry, counts hidden until the results', async () => {
    const members = [];
    for (let i = 0; i < 4; i += 1) members.push(await createMember(handle.db));
    const [ana, ben, cal, dee] = members as [TestMember, TestMember, TestMember, TestMember];
    const contest = await createContestVia(app, admin, clock.now());
    const anaEntry = (await enter(ana, contest.id)).json().id as string;
    const benEntry = (await enter(ben, contest.id)).json().id as string;
    const tooEarly = await call(cal, 'PUT', `/api/contests/${contest.id}/vote`, {
      entryId: anaEntry,
    });
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json().error.message).toBe(
      'Voting opens when entries close. Please come back then.',
    );

    clock.advance(2 * DAY_MS + HOUR_MS);
    try {
      const vote = (who: TestMember, entryId: string) =>
        call(who, 'PUT', `/api/contests/${contest.id}/vote`, { entryId });
      const own = await vote(ana, anaEntry);
      expect(own.statusCode).toBe(403);
      expect(own.json().error.message).toBe('You cannot vote for your own entry.');
      expect((await vote(cal, crypto.randomUUID())).statusCode).toBe(404);
      expect((await vote(cal, 'nope')).statusCode).toBe(404);
      const cast = await vote(cal, anaEntry);
      expect(cast.statusCode, cast.body).toBe(200);
      expect(cast.json()).toEqual({ contestId: contest.id, votedEntryId: anaEntry });
      // Moving the vote: still one vote of this member in this contest.
      expect((await vote(cal, benEntry)).json().votedEntryId).toBe(benEntry);
      expect((await vote(dee, benEntry)).statusCode).toBe(200);
      expect((await vote(ana, benEntry)).statusCode).toBe(200);
      const calVotes = await handle.db
        .select()
        .from(contestVotes)
        .where(and(eq(contestVotes.contestId, contest.id), eq(contestVotes.userId, cal.id)));
      expect(calVotes.map((row) => row.entryId)).toEqual([benEntry]);

      // Nobody sees a count while voting: visitors, members, entrants, staff.
      for (const who of [null, cal, ben, admin]) {
        const page = await getContest(who, contest.id);
        expect(page.phase).toBe('voting');
        expect(page.entries.map((entry) => entry.votes)).toEqual([null, null]);
        expect(page.entries.map((entry) => entry.place)).toEqual([null, null]);
      }
      expect((await getContest(cal, contest.id)).viewer).toMatchObject({
        canVote: true,
        votedEntryId: benEntry,
      });
      const removed = await call(dee, 'DELETE', `/api/contests/${contest.id}/vote`);
      expect(removed.json()).toEqual({ contestId: contest.id, votedEntryId: null });
      expect((await getContest(dee, contest.id)).viewer.votedEntryId).toBeNull();

      // After the end of voting: no votes, and the runner computes the results.
      clock.advance(2 * DAY_MS);
      const late = await vote(dee, anaEntry);
      expect(late.statusCode).toBe(409);
      expect(late.json().error.message).toBe('Voting for this contest has ended.');
      expect((await getContest(null, contest.id)).phase).toBe('tallying');
      // A visit computes nothing: only the job runner does.
      expect((await getContest(null, contest.id)).entries.every((e) => e.votes === null)).toBe(
        true,
      );
      await app.jobs.start({ pollIntervalMs: 25 });
      try {
        await waitFor(async () => {
          const [row] = await handle.db.select().from(contests).where(eq(contests.id, contest.id));
          return row?.resultsAt !== null;
        });
      } finally {
        await app.jobs.stop();
      }
      const done = await getContest(null, contest.id);
      expect(done.phase).toBe('finished');
      expect(done.entries.map((entry) => [entry.id, entry.votes, entry.place])).toEqual([
        [benEntry, 2, 1],
        [anaEntry, 0, null],
      ]);
      expect(done.winners.map((winner) => winner.entryId)).toEqual([benEntry]);
      const edit = await call(admin, 'PATCH', `/api/contests/${contest.id}`, {
        votingEndsAt: parkTimeAt(clock.now(), DAY_MS),
      });
      expect(edit.statusCode).toBe(409);
    } finally {
      clock.advance(-(4 * DAY_MS + HOUR_MS));
    }
  });

  it('hides the entries of members blocked either way, and refuses votes for them', async () => {
    const [ana, ben, cal] = [
      await createMember(handle.db),
      await createMember(handle.db),
      await createMember(handle.db),
    ];
    const contest = await createContestVia(app, admin, clock.now());
    const anaEntry = (await enter(ana, contest.id)).json().id as string;
    await enter(ben, contest.id);
    await handle.db.insert(blocks).values({ blockerId: ana.id, blockedId: cal.id });
    const seenByCal = await getContest(cal, contest.id);
    expect(seenByCal.entries.map((entry) => entry.author.id)).toEqual([ben.id]);
    const seenByAna = await getContest(ana, contest.id);
    expect(seenByAna.entries.map((entry) => entry.author.id)).toEqual([ana.id, ben.id]);
    clock.advance(2 * DAY_MS + HOUR_MS);
    try {
      const res = await call(cal, 'PUT', `/api/contests/${contest.id}/vote`, { entryId: anaEntry });
      expect(res.statusCode).toBe(404);
    } finally {
      clock.advance(-(2 * DAY_MS + HOUR_MS));
    }
  });

  it('lists contests by status with cursor pages, and refuses a bad status or cursor', async () => {
    const now = clock.now();
    // Far out, so the earlier tests' contests come first in the upcoming list.
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      ids.push(
        (await createContestVia(app, admin, now, { openInMs: 200 * DAY_MS + i * HOUR_MS })).id,
      );
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await call(
        null,
        'GET',
        `/api/contests?status=upcoming&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as ContestPage;
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.filter((id) => ids.includes(id))).toEqual(ids);
    const open = (await call(null, 'GET', '/api/contests?status=entries')).json() as ContestPage;
    // (The earlier tests moved the clock back after finishing a contest: that one reads as
    // finished.)
    expect(open.items.length).toBeGreaterThan(0);
    expect(open.items.every((item) => item.phase === 'entries' || item.phase === 'finished')).toBe(
      true,
    );
    expect((await call(null, 'GET', '/api/contests?status=soon')).statusCode).toBe(400);
    expect((await call(null, 'GET', '/api/contests?status=past&cursor=abc')).statusCode).toBe(400);
    const first = (await call(null, 'GET', '/api/contests?status=upcoming&limit=1')).json();
    expect(
      (await call(null, 'GET', `/api/contests?status=past&cursor=${first.nextCursor}`)).statusCode,
    ).toBe(400);
  });

  it("offers the member's own photos, not message photos or others'", async () => {
    const [ana, ben] = [await createMember(handle.db), await createMember(handle.db)];
    const mine = await uploadOf(handle.db, ana);
    await uploadOf(handle.db, ben);
    expect((await call(null, 'GET', '/api/contests/photo-choices')).statusCode).toBe(401);
    const res = await call(ana, 'GET', '/api/contests/photo-choices');
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((item: { id: string }) => item.id)).toEqual([mine]);
  });

  it('keeps a deleted contest out of every list', async () => {
    const contest = await createContestVia(app, admin, clock.now());
    await call(admin, 'DELETE', `/api/contests/${contest.id}`);
    const [row] = await handle.db.select().from(contests).where(eq(contests.id, contest.id));
    expect(row).toBeUndefined();
    const open = (await call(null, 'GET', '/api/contests?status=entries&limit=50')).json();
    expect(open.items.map((item: { id: string }) => item.id)).not.toContain(contest.id);
  });

  it("keeps an entered photo through the uploads' clean-up, and a deleted account's entry leaves the count", async () => {
    const [ana, ben] = [await createMember(handle.db), await createMember(handle.db)];
    const contest = await createContestVia(app, admin, clock.now());
    const entry = (await enter(ana, contest.id)).json() as { photo: { id: string } };
    await enter(ben, contest.id);
    // A post edit released the photo: unused again, and old enough for the clean-up.
    await handle.db
      .update(uploads)
      .set({ usedAt: null, createdAt: new Date(Date.now() - 3 * DAY_MS) })
      .where(eq(uploads.id, entry.photo.id));
    const removed = await deleteUnusedUploadRows(handle.db, new Date(Date.now() - DAY_MS));
    expect(removed).not.toContain(entry.photo.id);
    expect((await getContest(null, contest.id)).entryCount).toBe(2);

    await handle.db.transaction((tx) => deleteMemberProfile(tx, ana.id));
    const after = await getContest(null, contest.id);
    expect(after.entryCount).toBe(1);
    expect(after.entries.map((item) => item.author.id)).toEqual([ben.id]);
  });
});
