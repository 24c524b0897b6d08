import { beforeAll, expect, it } from 'vitest';
import type { ReportItemKind } from '../common/features/moderation/reports.contract';
import { eq } from 'drizzle-orm';
import { contests, hiddenItems, notifications } from './db/schema';
import { describeEachDatabase, type TestContext } from './test/build-test-app';
import { sendDirectMessage } from './test/conversations';
import { createPostAs, insertUpload } from './test/factories';
import { createMember, type TestMember } from './test/sign-in';
import { checklistOf } from './test/checklists-test-support';
import { createContestVia, HOUR_MS, uploadOf } from './test/contests-test-support';
import { createEventAs, parkTimeIn } from './test/events-test-support';
import { callAs, createGroupAs, groupPostAs } from './test/groups-test-support';

/**
 * Issue 26: a write never tells apart an item the caller cannot see from one that does not
 * exist. For every kind's write routes, the answer for an existing item hidden from the caller
 * (a private group's post or event, a member's item who blocked the caller, an item hidden by
 * moderation, a private checklist, a conversation the caller is not in…) is compared with the
 * answer for a random id: the same status (404), the same code, the same message. Visibility is
 * decided before authorship; an item the caller can see but does not own still answers 403.
 */

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One write aimed at an item the caller cannot see, and the same write aimed at nothing. */
interface WriteCase {
  label: string;
  method: Method;
  url: string;
  randomUrl: string;
  payload?: object;
  randomPayload?: object;
}

const randomId = () => crypto.randomUUID();

async function hide(ctx: TestContext, kind: ReportItemKind, itemId: string, authorId: string) {
  await ctx.db.insert(hiddenItems).values({
    itemKind: kind,
    itemId,
    itemAuthorId: authorId,
    cause: 'reports',
  });
}

async function created(ctx: TestContext, member: TestMember, url: string, payload: object) {
  const res = await callAs(ctx, 'POST', url, member, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}

function reportCase(kind: ReportItemKind, label: string, itemId: string): WriteCase {
  const payload = (id: string) => ({ itemKind: kind, itemId: id, reason: 'spam' });
  return {
    label: `report ${label}`,
    method: 'POST',
    url: '/api/reports',
    randomUrl: '/api/reports',
    payload: payload(itemId),
    randomPayload: payload(randomId()),
  };
}

/** The writes of a post (edit, delete, like, unlike, comment, report). */
function postCases(label: string, id: string): WriteCase[] {
  const on = (method: Method, tail: string, payload?: object): WriteCase => ({
    label: `${method} post${tail} (${label})`,
    method,
    url: `/api/posts/${id}${tail}`,
    randomUrl: `/api/posts/${randomId()}${tail}`,
    payload,
  });
  return [
    on('PATCH', '', { body: 'Edited by someone else' }),
    on('DELETE', ''),
    on('PUT', '/like'),
    on('DELETE', '/like'),
    on('POST', '/comments', { body: 'Hello there' }),
    reportCase('post', `post (${label})`, id),
  ];
}

function commentCases(label: string, id: string): WriteCase[] {
  return [
    {
      label: `DELETE comment (${label})`,
      method: 'DELETE',
      url: `/api/comments/${id}`,
      randomUrl: `/api/comments/${randomId()}`,
    },
    reportCase('comment', `comment (${label})`, id),
  ];
}

/** Reviews and tips share their write routes' shape: edit, delete, helpful and back. */
function votedCases(kind: 'review' | 'tip', label: string, id: string, patch: object): WriteCase[] {
  const base = kind === 'review' ? '/api/reviews' : '/api/tips';
  const on = (method: Method, tail: string, payload?: object): WriteCase => ({
    label: `${method} ${kind}${tail} (${label})`,
    method,
    url: `${base}/${id}${tail}`,
    randomUrl: `${base}/${randomId()}${tail}`,
    payload,
  });
  return [
    on('PATCH', '', patch),
    on('DELETE', ''),
    on('PUT', '/helpful'),
    on('DELETE', '/helpful'),
    reportCase(kind, `${kind} (${label})`, id),
  ];
}

function eventCases(label: string, id: string): WriteCase[] {
  const on = (method: Method, tail: string, payload?: object): WriteCase => ({
    label: `${method} event${tail} (${label})`,
    method,
    url: `/api/events/${id}${tail}`,
    randomUrl: `/api/events/${randomId()}${tail}`,
    payload,
  });
  return [
    on('PATCH', '', { title: 'Taken over' }),
    on('DELETE', ''),
    on('POST', '/cancel', {}),
    on('PUT', '/rsvp', { status: 'going' }),
    on('DELETE', '/rsvp'),
    on('POST', '/comments', { body: 'Count me in' }),
    reportCase('event', `event (${label})`, id),
  ];
}

function eventCommentCases(
  label: string,
  eventId: string,
  commentId: string,
  randomEventId: string,
): WriteCase[] {
  return [
    {
      label: `DELETE event comment (${label})`,
      method: 'DELETE',
      url: `/api/events/${eventId}/comments/${commentId}`,
      randomUrl: `/api/events/${randomEventId}/comments/${randomId()}`,
    },
    reportCase('event_comment', `event comment (${label})`, commentId),
  ];
}

function checklistCases(
  label: string,
  checklist: { id: string; categoryId: string; itemId: string },
): WriteCase[] {
  const on = (
    method: Method,
    tail: (ids: { categoryId: string; itemId: string }) => string,
    payload?: (categoryId: string) => object,
  ): WriteCase => {
    const other = { categoryId: randomId(), itemId: randomId() };
    return {
      label: `${method} checklist${tail({ categoryId: '{c}', itemId: '{i}' })} (${label})`,
      method,
      url: `/api/checklists/${checklist.id}${tail(checklist)}`,
      randomUrl: `/api/checklists/${randomId()}${tail(other)}`,
      payload: payload?.(checklist.categoryId),
      randomPayload: payload?.(other.categoryId),
    };
  };
  return [
    on(
      'PATCH',
      () => '',
      () => ({ title: 'Taken over' }),
    ),
    on('DELETE', () => ''),
    on('POST', () => '/copy'),
    on(
      'POST',
      () => '/categories',
      () => ({ name: 'Snacks' }),
    ),
    on(
      'PATCH',
      (ids) => `/categories/${ids.categoryId}`,
      () => ({ name: 'Renamed' }),
    ),
    on('DELETE', (ids) => `/categories/${ids.categoryId}`),
    on(
      'POST',
      (ids) => `/categories/${ids.categoryId}/move`,
      () => ({ position: 0 }),
    ),
    on(
      'POST',
      () => '/items',
      (categoryId) => ({ categoryId, text: 'Ponchos' }),
    ),
    on(
      'PATCH',
      (ids) => `/items/${ids.itemId}`,
      () => ({ checked: true }),
    ),
    on('DELETE', (ids) => `/items/${ids.itemId}`),
    on(
      'POST',
      (ids) => `/items/${ids.itemId}/move`,
      () => ({ position: 0 }),
    ),
    reportCase('checklist', `checklist (${label})`, checklist.id),
  ];
}

function groupCases(label: string, id: string, memberId: string): WriteCase[] {
  const on = (method: Method, tail: string, payload?: object): WriteCase => ({
    label: `${method} group${tail.replace(memberId, '{u}')} (${label})`,
    method,
    url: `/api/groups/${id}${tail}`,
    randomUrl: `/api/groups/${randomId()}${tail}`,
    payload,
  });
  return [
    on('PATCH', '', { description: 'Taken over' }),
    on('DELETE', ''),
    on('PUT', '/membership'),
    on('DELETE', '/membership'),
    on('PATCH', `/members/${memberId}`, { role: 'moderator' }),
    on('DELETE', `/members/${memberId}`),
    on('POST', '/transfer', { userId: memberId }),
    on('POST', `/requests/${memberId}/approve`),
    on('POST', `/requests/${memberId}/decline`),
    on('POST', '/invites', { expiresInDays: 7 }),
    on('DELETE', `/invites/${randomId()}`),
    reportCase('group', `group (${label})`, id),
    ...createInGroupCases(label, id),
  ];
}

/** Posting or making an event in a group the caller cannot see, or in no group at all. */
function createInGroupCases(label: string, groupId: string): WriteCase[] {
  const inGroup = (url: string, payload: object): WriteCase => ({
    label: `POST ${url} in the group (${label})`,
    method: 'POST',
    url,
    randomUrl: url,
    payload: { ...payload, groupId },
    randomPayload: { ...payload, groupId: randomId() },
  });
  return [
    inGroup('/api/posts', { body: 'Let me in' }),
    inGroup('/api/events', {
      title: 'Crashing the meet-up',
      park: 'EPCOT',
      location: 'By the fountain',
      startsAt: parkTimeIn(10),
      endsAt: parkTimeIn(10.1),
    }),
  ];
}

describeEachDatabase('writes answer 404 for what the caller cannot see', (context) => {
  /** The member who owns everything below. */
  let owner: TestMember;
  /** The member who writes to items they cannot see. */
  let caller: TestMember;
  /** A member who blocked the caller. */
  let blocker: TestMember;
  let publicPostId: string;

  beforeAll(async () => {
    const ctx = context();
    owner = await createMember(ctx.db, { isEstablished: true });
    caller = await createMember(ctx.db, { isEstablished: true });
    blocker = await createMember(ctx.db, { isEstablished: true });
    publicPostId = (await createPostAs(ctx, owner, { body: 'Open to all' })).id;
  }, 60_000);

  /** Runs every case as the caller and lists those whose answers tell the item apart. */
  async function mismatches(cases: WriteCase[]): Promise<string[]> {
    const ctx = context();
    const found: string[] = [];
    for (const c of cases) {
      await ctx.app.rateLimiter.reset(`posts:${caller.id}`);
      const hit = await callAs(ctx, c.method, c.url, caller, c.payload);
      const miss = await callAs(ctx, c.method, c.randomUrl, caller, c.randomPayload ?? c.payload);
      const describe = (res: typeof hit) => {
        const body = res.json() as { error?: { code?: string; message?: string } };
        return `${res.statusCode} ${body.error?.code} "${body.error?.message}"`;
      };
      if (hit.statusCode !== 404 || describe(hit) !== describe(miss)) {
        found.push(`${c.label}: ${describe(hit)} vs random ${describe(miss)}`);
      }
    }
    return found;
  }

  async function blockCaller(ctx: TestContext) {
    const res = await callAs(ctx, 'PUT', `/api/profiles/${caller.id}/block`, blocker);
    expect(res.statusCode, res.body).toBeLessThan(300);
  }

  it('posts and comments: a private group’s, a blocker’s, hidden ones', async () => {
    const ctx = context();
    const group = await createGroupAs(ctx, owner, { visibility: 'private' });
    const groupPostId = await groupPostAs(ctx, owner, group.id);
    const groupComment = await created(ctx, owner, `/api/posts/${groupPostId}/comments`, {
      body: 'Members only',
    });
    const hiddenPost = await createPostAs(ctx, owner, { body: 'Held for review' });
    await hide(ctx, 'post', hiddenPost.id, owner.id);
    const hiddenComment = await created(ctx, owner, `/api/posts/${publicPostId}/comments`, {
      body: 'Held comment',
    });
    await hide(ctx, 'comment', hiddenComment.id, owner.id);
    const blockerPost = await createPostAs(ctx, blocker, { body: 'Not for the caller' });
    const blockerComment = await created(ctx, blocker, `/api/posts/${publicPostId}/comments`, {
      body: 'Not for the caller either',
    });
    await blockCaller(ctx);

    expect(
      await mismatches([
        ...createInGroupCases('private', group.id),
        ...postCases('private group', groupPostId),
        ...postCases('hidden', hiddenPost.id),
        ...postCases('blocker', blockerPost.id),
        ...commentCases('private group', groupComment.id),
        ...commentCases('hidden', hiddenComment.id),
        ...commentCases('blocker', blockerComment.id),
      ]),
    ).toEqual([]);
  });

  it('reviews and tips: hidden ones and a blocker’s', async () => {
    const ctx = context();
    const review = (author: TestMember, slug: string) =>
      created(ctx, author, `/api/catalogue/${slug}/reviews`, {
        stars: 4,
        title: 'A fine ride',
        body: 'We rode it twice in one evening and loved every second of it.',
        visitMonth: '2025-03',
        partyType: 'couple',
      });
    const tip = async (author: TestMember) => {
      await ctx.app.rateLimiter.reset(`tips:create:${author.id}`);
      return created(ctx, author, '/api/tips', {
        category: 'money',
        park: null,
        body: 'Bring a refillable bottle: water is free at every counter.',
      });
    };
    const hiddenReview = await review(owner, 'haunted-mansion');
    await hide(ctx, 'review', hiddenReview.id, owner.id);
    const blockerReview = await review(blocker, 'haunted-mansion');
    const hiddenTip = await tip(owner);
    await hide(ctx, 'tip', hiddenTip.id, owner.id);
    const blockerTip = await tip(blocker);
    await blockCaller(ctx);

    const reviewPatch = { title: 'Taken over' };
    const tipPatch = { body: 'Taken over by somebody else entirely.' };
    expect(
      await mismatches([
        ...votedCases('review', 'hidden', hiddenReview.id, reviewPatch),
        ...votedCases('review', 'blocker', blockerReview.id, reviewPatch),
        ...votedCases('tip', 'hidden', hiddenTip.id, tipPatch),
        ...votedCases('tip', 'blocker', blockerTip.id, tipPatch),
      ]),
    ).toEqual([]);
  });

  it('events and their comments: a private group’s, a blocker’s, hidden ones', async () => {
    const ctx = context();
    const group = await createGroupAs(ctx, owner, { visibility: 'private' });
    const groupEvent = await createEventAs(ctx, owner, { groupId: group.id });
    const groupComment = await created(ctx, owner, `/api/events/${groupEvent.id}/comments`, {
      body: 'Members only',
    });
    const hiddenEvent = await createEventAs(ctx, owner);
    await hide(ctx, 'event', hiddenEvent.id, owner.id);
    const blockerEvent = await createEventAs(ctx, blocker);
    const publicEvent = await createEventAs(ctx, owner);
    const hiddenComment = await created(ctx, owner, `/api/events/${publicEvent.id}/comments`, {
      body: 'Held comment',
    });
    await hide(ctx, 'event_comment', hiddenComment.id, owner.id);
    const blockerComment = await created(ctx, blocker, `/api/events/${publicEvent.id}/comments`, {
      body: 'Not for the caller',
    });
    await blockCaller(ctx);

    expect(
      await mismatches([
        ...eventCases('private group', groupEvent.id),
        ...eventCases('hidden', hiddenEvent.id),
        ...eventCases('blocker', blockerEvent.id),
        ...eventCommentCases('private group', groupEvent.id, groupComment.id, randomId()),
        ...eventCommentCases('hidden', publicEvent.id, hiddenComment.id, publicEvent.id),
        ...eventCommentCases('blocker', publicEvent.id, blockerComment.id, publicEvent.id),
      ]),
    ).toEqual([]);
  });

  it('checklists: a private one, a hidden one, a blocker’s', async () => {
    const ctx = context();
    const withIds = async (author: TestMember, visibility: 'private' | 'public') => {
      const checklist = await checklistOf(ctx, author, { visibility }, { Bag: ['Sunscreen'] });
      const category = checklist.categories[0]!;
      return { id: checklist.id, categoryId: category.id, itemId: category.items[0]!.id };
    };
    const privateList = await withIds(owner, 'private');
    const hiddenList = await withIds(owner, 'public');
    await hide(ctx, 'checklist', hiddenList.id, owner.id);
    const blockerList = await withIds(blocker, 'public');
    await blockCaller(ctx);

    expect(
      await mismatches([
        ...checklistCases('private', privateList),
        ...checklistCases('hidden', hiddenList),
        ...checklistCases('blocker', blockerList),
      ]),
    ).toEqual([]);
  });

  it('groups hidden by moderation, conversations, notifications and photos of others', async () => {
    const ctx = context();
    const member = await createMember(ctx.db);
    const group = await createGroupAs(ctx, owner);
    const join = await callAs(ctx, 'PUT', `/api/groups/${group.id}/membership`, member);
    expect(join.statusCode, join.body).toBe(200);
    await hide(ctx, 'group', group.id, owner.id);
    const sent = await sendDirectMessage(ctx.app, owner, member, 'Between us two');
    const [notification] = await ctx.db
      .insert(notifications)
      .values({ userId: owner.id, actorId: member.id, type: 'follow' })
      .returning({ id: notifications.id });
    const uploadId = await insertUpload(ctx.db, owner.id);
    const conversation = sent.conversation.id;

    expect(
      await mismatches([
        ...groupCases('hidden', group.id, member.id),
        {
          label: 'DELETE message',
          method: 'DELETE',
          url: `/api/messages/${sent.message.id}`,
          randomUrl: `/api/messages/${randomId()}`,
        },
        {
          label: 'POST conversation message',
          method: 'POST',
          url: `/api/conversations/${conversation}/messages`,
          randomUrl: `/api/conversations/${randomId()}/messages`,
          payload: { body: 'Let me in' },
        },
        {
          label: 'POST conversation read',
          method: 'POST',
          url: `/api/conversations/${conversation}/read`,
          randomUrl: `/api/conversations/${randomId()}/read`,
        },
        reportCase('message', 'message', sent.message.id),
        {
          label: 'POST notification read',
          method: 'POST',
          url: `/api/notifications/${notification!.id}/read`,
          randomUrl: `/api/notifications/${randomId()}/read`,
        },
        {
          label: 'PATCH upload',
          method: 'PATCH',
          url: `/api/uploads/${uploadId}`,
          randomUrl: `/api/uploads/${randomId()}`,
          payload: { alt: 'Taken over' },
        },
      ]),
    ).toEqual([]);
  });

  it('contest entries: a blocker’s and a hidden one', async () => {
    const ctx = context();
    const admin = await createMember(ctx.db, { isAdmin: true });
    const contest = await createContestVia(ctx.app, admin, new Date());
    const enter = async (entrant: TestMember) => {
      const res = await callAs(ctx, 'PUT', `/api/contests/${contest.id}/entry`, entrant, {
        uploadId: await uploadOf(ctx.db, entrant),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const hiddenEntry = await enter(owner);
    await hide(ctx, 'contest_entry', hiddenEntry, owner.id);
    const blockerEntry = await enter(blocker);
    await blockCaller(ctx);
    // Voting opens: the entry period is over.
    await ctx.db
      .update(contests)
      .set({ entriesCloseAt: new Date(Date.now() - HOUR_MS) })
      .where(eq(contests.id, contest.id));
    const vote = (label: string, entryId: string): WriteCase => ({
      label: `PUT contest vote (${label})`,
      method: 'PUT',
      url: `/api/contests/${contest.id}/vote`,
      randomUrl: `/api/contests/${contest.id}/vote`,
      payload: { entryId },
      randomPayload: { entryId: randomId() },
    });
    expect(
      await mismatches([
        vote('hidden', hiddenEntry),
        vote('blocker', blockerEntry),
        reportCase('contest_entry', 'contest entry (hidden)', hiddenEntry),
        reportCase('contest_entry', 'contest entry (blocker)', blockerEntry),
      ]),
    ).toEqual([]);
  });

  it('members hidden by moderation: follow, message, report (block and undoing stay open)', async () => {
    const ctx = context();
    const hidden = await createMember(ctx.db);
    await hide(ctx, 'profile', hidden.id, hidden.id);
    const on = (method: Method, tail: string): WriteCase => ({
      label: `${method} profile${tail} (hidden)`,
      method,
      url: `/api/profiles/${hidden.id}${tail}`,
      randomUrl: `/api/profiles/${randomId()}${tail}`,
    });
    await ctx.app.rateLimiter.reset(`new-conversations:${caller.id}`);
    expect(
      await mismatches([
        on('PUT', '/follow'),
        {
          label: 'POST conversation (hidden member)',
          method: 'POST',
          url: '/api/conversations',
          randomUrl: '/api/conversations',
          payload: { userId: hidden.id, body: 'Hello' },
          randomPayload: { userId: randomId(), body: 'Hello' },
        },
        reportCase('profile', 'profile (hidden)', hidden.id),
      ]),
    ).toEqual([]);
    // Protecting oneself and undoing are never refused: blocking, unblocking, unfollowing.
    for (const [method, tail] of [
      ['PUT', '/block'],
      ['DELETE', '/block'],
      ['DELETE', '/follow'],
    ] as const) {
      const res = await callAs(ctx, method, `/api/profiles/${hidden.id}${tail}`, caller);
      expect(res.statusCode, `${method} ${tail}: ${res.body}`).toBe(200);
    }
  });

  it('an item the caller can see but does not own still answers 403', async () => {
    const ctx = context();
    const other = await createMember(ctx.db, { isEstablished: true });
    const post = await createPostAs(ctx, owner, { body: 'Mine to edit' });
    const edit = await callAs(ctx, 'PATCH', `/api/posts/${post.id}`, other, { body: 'Not yours' });
    expect(edit.statusCode, edit.body).toBe(403);
    expect(edit.json().error.message).toBe('Only the author can edit this post.');
    const remove = await callAs(ctx, 'DELETE', `/api/posts/${post.id}`, other);
    expect(remove.statusCode, remove.body).toBe(403);
    const checklist = await checklistOf(ctx, owner, { visibility: 'public' });
    const rename = await callAs(ctx, 'PATCH', `/api/checklists/${checklist.id}`, other, {
      title: 'Not yours',
    });
    expect(rename.statusCode, rename.body).toBe(403);
    const event = await createEventAs(ctx, owner);
    const move = await callAs(ctx, 'PATCH', `/api/events/${event.id}`, other, {
      title: 'Not yours',
    });
    expect(move.statusCode, move.body).toBe(403);
  });
});
