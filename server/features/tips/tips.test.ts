import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  TIP_AUTHOR_ONLY_MESSAGE,
  TIP_BODY_MAX,
  TIP_HELPFUL_OWN_MESSAGE,
  TIP_NOT_FOUND_MESSAGE,
  TIPS_CREATE_LIMIT_MESSAGE,
  TIPS_CREATE_RATE_LIMIT,
  tipHelpfulSchema,
  tipPageSchema,
  tipSchema,
  type CreateTipInput,
  type Tip,
} from '../../../common/features/tips/tips.contract';
import { tips } from '../../db/schema';
import { serviceRoleToken } from '../../test/auth-admin-support';
import { describeEachDatabase, type TestContext } from '../../test/build-test-app';
import { createMember, type TestMember } from '../../test/sign-in';
import { createTrustedMember } from '../../test/trust-signals';
import { callAs } from '../../test/groups-test-support';

const tipInput = (overrides: Partial<CreateTipInput> = {}): CreateTipInput => ({
  category: 'money',
  park: 'Magic Kingdom',
  body: 'Ask any quick-service counter for a free cup of ice water.',
  ...overrides,
});

async function tipAs(
  ctx: TestContext,
  author: TestMember,
  overrides: Partial<CreateTipInput> = {},
): Promise<Tip> {
  await ctx.app.rateLimiter.reset(`tips:create:${author.id}`);
  const res = await callAs(ctx, 'POST', '/api/tips', author, tipInput(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return tipSchema.parse(res.json());
}

async function listAs(ctx: TestContext, query: string, viewer?: TestMember) {
  const res = await callAs(ctx, 'GET', `/api/tips${query}`, viewer);
  expect(res.statusCode, res.body).toBe(200);
  return tipPageSchema.parse(res.json());
}

describeEachDatabase('tips', (context) => {
  it('shares a tip with a category and optional park, checks the text and the daily limit', async () => {
    const ctx = context();
    // A member by trust level: only the site-wide limit applies to them.
    const author = await createTrustedMember(ctx.db);
    const tip = await tipAs(ctx, author, {
      body: '   Rope drop the headliners first, then relax.  ',
    });
    expect(tip).toMatchObject({
      category: 'money',
      park: 'Magic Kingdom',
      body: 'Rope drop the headliners first, then relax.',
      helpfulCount: 0,
      edited: false,
      author: { id: author.id, username: author.username },
      viewer: { isAuthor: true, canEdit: true, canDelete: true, canVoteHelpful: false },
    });
    const noPark = await tipAs(ctx, author, { park: null, category: 'insider' });
    expect(noPark.park).toBeNull();

    for (const bad of [
      { body: 'Too short.' },
      { body: 'x'.repeat(TIP_BODY_MAX + 1) },
      { category: 'food' },
      { park: 'Disneyland' },
    ]) {
      const res = await callAs(ctx, 'POST', '/api/tips', author, { ...tipInput(), ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await callAs(ctx, 'POST', '/api/tips', undefined, tipInput())).statusCode).toBe(401);

    await ctx.app.rateLimiter.reset(`tips:create:${author.id}`);
    for (let i = 0; i < TIPS_CREATE_RATE_LIMIT.max; i += 1) {
      expect((await callAs(ctx, 'POST', '/api/tips', author, tipInput())).statusCode).toBe(201);
    }
    const limited = await callAs(ctx, 'POST', '/api/tips', author, tipInput());
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(TIPS_CREATE_LIMIT_MESSAGE);
  });

  it('lets the author edit, the author or staff delete, and hides deleted tips', async () => {
    const ctx = context();
    const author = await createMember(ctx.db);
    const other = await createMember(ctx.db);
    const admin = await createMember(ctx.db, { isAdmin: true });
    const tip = await tipAs(ctx, author);

    const notTheirs = await callAs(ctx, 'PATCH', `/api/tips/${tip.id}`, other, {
      category: 'time',
    });
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json().error.message).toBe(TIP_AUTHOR_ONLY_MESSAGE);
    expect(
      (await callAs(ctx, 'PATCH', `/api/tips/${tip.id}`, admin, { park: null })).statusCode,
    ).toBe(403);
    expect((await callAs(ctx, 'PATCH', `/api/tips/${tip.id}`, author, {})).statusCode).toBe(400);

    const edited = await callAs(ctx, 'PATCH', `/api/tips/${tip.id}`, author, {
      category: 'planning',
      park: null,
      body: 'Book dining sixty days out, at six in the morning.',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(tipSchema.parse(edited.json())).toMatchObject({
      category: 'planning',
      park: null,
      body: 'Book dining sixty days out, at six in the morning.',
    });

    expect((await callAs(ctx, 'DELETE', `/api/tips/${tip.id}`, other)).statusCode).toBe(403);
    expect((await callAs(ctx, 'DELETE', `/api/tips/${tip.id}`, author)).statusCode).toBe(204);
    const gone = await callAs(ctx, 'GET', `/api/tips/${tip.id}`, author);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(TIP_NOT_FOUND_MESSAGE);
    expect((await callAs(ctx, 'DELETE', `/api/tips/${tip.id}`, author)).statusCode).toBe(404);
    expect((await callAs(ctx, 'PUT', `/api/tips/${tip.id}/helpful`, other)).statusCode).toBe(404);
    expect((await listAs(ctx, '?sort=new', author)).items.map((t) => t.id)).not.toContain(tip.id);
    // The row stays as a tombstone.
    const [row] = await ctx.db.select().from(tips).where(eq(tips.id, tip.id));
    expect(row?.deletedAt).not.toBeNull();

    const second = await tipAs(ctx, author);
    expect((await callAs(ctx, 'DELETE', `/api/tips/${second.id}`, admin)).statusCode).toBe(204);
    expect((await callAs(ctx, 'GET', `/api/tips/${second.id}`)).statusCode).toBe(404);
    expect((await callAs(ctx, 'GET', '/api/tips/not-a-uuid')).statusCode).toBe(404);
  });

  it('counts helpful votes once per member, never on your own tip', async () => {
    const ctx = context();
    const author = await createMember(ctx.db);
    const voters = await Promise.all([1, 2].map(() => createMember(ctx.db)));
    const tip = await tipAs(ctx, author);
    const own = await callAs(ctx, 'PUT', `/api/tips/${tip.id}/helpful`, author);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe(TIP_HELPFUL_OWN_MESSAGE);
    expect((await callAs(ctx, 'PUT', `/api/tips/${tip.id}/helpful`)).statusCode).toBe(401);

    for (const _ of [1, 2]) {
      const res = await callAs(ctx, 'PUT', `/api/tips/${tip.id}/helpful`, voters[0]);
      expect(res.statusCode).toBe(200);
      expect(tipHelpfulSchema.parse(res.json())).toEqual({
        tipId: tip.id,
        votedHelpful: true,
        helpfulCount: 1,
      });
    }
    await callAs(ctx, 'PUT', `/api/tips/${tip.id}/helpful`, voters[1]);
    const seen = tipSchema.parse(
      (await callAs(ctx, 'GET', `/api/tips/${tip.id}`, voters[0])).json(),
    );
    expect(seen.helpfulCount).toBe(2);
    expect(seen.viewer).toMatchObject({ votedHelpful: true, canVoteHelpful: true, canEdit: false });
    const back = await callAs(ctx, 'DELETE', `/api/tips/${tip.id}/helpful`, voters[0]);
    expect(back.json()).toEqual({ tipId: tip.id, votedHelpful: false, helpfulCount: 1 });
    const again = await callAs(ctx, 'DELETE', `/api/tips/${tip.id}/helpful`, voters[0]);
    expect(again.json()).toEqual({ tipId: tip.id, votedHelpful: false, helpfulCount: 1 });
  });

  it('takes a deleted account’s helpful votes out of the counts', async () => {
    const ctx = context();
    const author = await createMember(ctx.db);
    const leaving = await createMember(ctx.db);
    const staying = await createMember(ctx.db);
    const tip = await tipAs(ctx, author);
    for (const voter of [leaving, staying]) {
      const voted = await callAs(ctx, 'PUT', `/api/tips/${tip.id}/helpful`, voter);
      expect(voted.statusCode, voted.body).toBe(200);
    }
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/auth/v1/admin/users/${leaving.id}`,
      headers: { authorization: `Bearer ${await serviceRoleToken()}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const read = tipSchema.parse((await callAs(ctx, 'GET', `/api/tips/${tip.id}`)).json());
    expect(read.helpfulCount).toBe(1);
  });

  it('keeps the helpful count exact under parallel votes', async () => {
    const ctx = context();
    const author = await createMember(ctx.db);
    const voters = await Promise.all(Array.from({ length: 10 }, () => createMember(ctx.db)));
    const tip = await tipAs(ctx, author);
    // Every voter twice at once, then half of them take it back while the rest vote again.
    const first = await Promise.all(
      [...voters, ...voters].map((voter) =>
        callAs(ctx, 'PUT', `/api/tips/${tip.id}/helpful`, voter),
      ),
    );
    expect(first.every((res) => res.statusCode === 200)).toBe(true);
    const second = await Promise.all(
      voters.map((voter, index) =>
        callAs(ctx, index % 2 === 0 ? 'DELETE' : 'PUT', `/api/tips/${tip.id}/helpful`, voter),
      ),
    );
    expect(second.every((res) => res.statusCode === 200)).toBe(true);
    const result = await ctx.db.execute(
      sql`select count(*)::int as count from tip_helpful_votes where tip_id = ${tip.id}`,
    );
    const live = (result as unknown as { rows: { count: number }[] }).rows[0]!.count;
    const [row] = await ctx.db.select().from(tips).where(eq(tips.id, tip.id));
    expect(live).toBe(5);
    expect(row?.helpfulCount).toBe(5);
  });

  it('hides the tips of a member blocked either way', async () => {
    const ctx = context();
    const author = await createMember(ctx.db);
    const blocker = await createMember(ctx.db);
    const blocked = await createMember(ctx.db);
    const bystander = await createMember(ctx.db);
    const tip = await tipAs(ctx, author);
    expect(
      (await callAs(ctx, 'PUT', `/api/profiles/${author.id}/block`, blocker)).statusCode,
    ).toBeLessThan(300);
    expect(
      (await callAs(ctx, 'PUT', `/api/profiles/${blocked.id}/block`, author)).statusCode,
    ).toBeLessThan(300);
    for (const viewer of [blocker, blocked]) {
      expect((await listAs(ctx, '?sort=new', viewer)).items.map((t) => t.id)).not.toContain(tip.id);
      expect((await callAs(ctx, 'GET', `/api/tips/${tip.id}`, viewer)).statusCode).toBe(404);
      expect((await callAs(ctx, 'PUT', `/api/tips/${tip.id}/helpful`, viewer)).statusCode).toBe(
        404,
      );
    }
    expect((await listAs(ctx, '?sort=new', bystander)).items.map((t) => t.id)).toContain(tip.id);
    expect((await listAs(ctx, '?sort=new')).items.map((t) => t.id)).toContain(tip.id);
  });

  it('sorts top this week, top of all time and new, filters and pages', async () => {
    const ctx = context();
    const authors = await Promise.all([1, 2, 3, 4].map(() => createMember(ctx.db)));
    const voters = await Promise.all([1, 2, 3].map(() => createMember(ctx.db)));
    const old = await tipAs(ctx, authors[0]!, { category: 'time', park: 'EPCOT' });
    const popular = await tipAs(ctx, authors[1]!, { category: 'time', park: null });
    const quiet = await tipAs(ctx, authors[2]!, { category: 'money', park: 'EPCOT' });
    const newest = await tipAs(ctx, authors[3]!, { category: 'time', park: 'EPCOT' });
    for (const voter of voters) await callAs(ctx, 'PUT', `/api/tips/${old.id}/helpful`, voter);
    for (const voter of voters.slice(0, 2)) {
      await callAs(ctx, 'PUT', `/api/tips/${popular.id}/helpful`, voter);
    }
    await ctx.db
      .update(tips)
      .set({ createdAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) })
      .where(eq(tips.id, old.id));

    // Other tests' tips share the database: keep this test's own, in the order given.
    const mine = new Set([old.id, popular.id, quiet.id, newest.id]);
    const ids = async (query: string) =>
      (await listAs(ctx, `${query}${query ? '&' : '?'}limit=50`)).items
        .map((t) => t.id)
        .filter((id) => mine.has(id));
    expect(await ids('')).toEqual([popular.id, newest.id, quiet.id]);
    expect(await ids('?sort=top_week')).toEqual([popular.id, newest.id, quiet.id]);
    expect(await ids('?sort=top_all')).toEqual([old.id, popular.id, newest.id, quiet.id]);
    expect(await ids('?sort=new')).toEqual([newest.id, quiet.id, popular.id, old.id]);
    expect(await ids('?sort=top_all&category=time')).toEqual([old.id, popular.id, newest.id]);
    expect(await ids('?sort=new&park=EPCOT')).toEqual([newest.id, quiet.id, old.id]);
    expect(await ids('?sort=new&category=time&park=EPCOT')).toEqual([newest.id, old.id]);

    for (const sort of ['top_all', 'new'] as const) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await listAs(ctx, `?sort=${sort}&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...page.items.map((t) => t.id).filter((id) => mine.has(id)));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual(await ids(`?sort=${sort}`));
    }
    const first = await listAs(ctx, '?sort=new&limit=1');
    expect(
      (await callAs(ctx, 'GET', `/api/tips?sort=top_all&cursor=${first.nextCursor}`)).statusCode,
    ).toBe(400);
    expect((await callAs(ctx, 'GET', '/api/tips?sort=best')).statusCode).toBe(400);
    expect((await callAs(ctx, 'GET', '/api/tips?cursor=!!')).statusCode).toBe(400);
  });
});
