import { expect, it } from 'vitest';
import type { ReportItemKind } from '../../../common/features/moderation/moderation.contract';
import { hiddenItems } from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/build-test-app';
import { sendDirectMessage } from '../../test/conversations';
import { createPostAs } from '../../test/factories';
import { createMember, type TestMember } from '../../test/sign-in';
import { checklistOf } from '../../test/checklists-test-support';
import { createEventAs } from '../../test/events-test-support';
import { callAs, createGroupAs } from '../../test/groups-test-support';

/**
 * The hiding hook of issue 15 on every kind's read paths: a hidden item disappears for everyone
 * but its author and staff, by id and in lists.
 */

async function hide(ctx: TestContext, kind: ReportItemKind, itemId: string, authorId: string) {
  await ctx.db.insert(hiddenItems).values({
    itemKind: kind,
    itemId,
    itemAuthorId: authorId,
    cause: 'reports',
  });
}

async function statusOf(ctx: TestContext, url: string, viewer?: TestMember) {
  return (await callAs(ctx, 'GET', url, viewer)).statusCode;
}

async function listed(ctx: TestContext, url: string, id: string, viewer?: TestMember) {
  const res = await callAs(ctx, 'GET', url, viewer);
  expect(res.statusCode, res.body).toBe(200);
  return JSON.stringify(res.json()).includes(id);
}

describeEachDatabase('hidden items on every read path', (context) => {
  it('posts and comments: gone for others by id, in lists and search; the author and staff see them flagged', async () => {
    const ctx = context();
    const author = await createMember(ctx.db);
    const other = await createMember(ctx.db);
    const moderator = await createMember(ctx.db, { isModerator: true });
    const post = await createPostAs(ctx, author, { body: 'Sunset fireworks behind the castle' });
    const hiddenPost = await createPostAs(ctx, author, { body: 'Hidden fireworks rumour' });
    await hide(ctx, 'post', hiddenPost.id, author.id);

    expect(await statusOf(ctx, `/api/posts/${hiddenPost.id}`)).toBe(404);
    expect(await statusOf(ctx, `/api/posts/${hiddenPost.id}`, other)).toBe(404);
    expect(await statusOf(ctx, `/api/posts/${hiddenPost.id}/comments`, other)).toBe(404);
    expect(await listed(ctx, `/api/profiles/${author.id}/posts`, hiddenPost.id, other)).toBe(false);
    expect(await listed(ctx, `/api/profiles/${author.id}/posts`, post.id, other)).toBe(true);
    expect(await listed(ctx, `/api/search?q=fireworks`, hiddenPost.id, other)).toBe(false);
    // The server-rendered page reads as a visitor: not found.
    expect(await statusOf(ctx, `/post/${hiddenPost.id}`)).toBe(404);
    expect(await statusOf(ctx, `/post/${post.id}`)).toBe(200);
    const own = await callAs(ctx, 'GET', `/api/posts/${hiddenPost.id}`, author);
    expect(own.json()).toMatchObject({ id: hiddenPost.id, hidden: true });
    expect(
      (await callAs(ctx, 'GET', `/api/posts/${post.id}`, author)).json().hidden,
    ).toBeUndefined();
    expect(await listed(ctx, `/api/profiles/${author.id}/posts`, hiddenPost.id, author)).toBe(true);
    expect((await callAs(ctx, 'GET', `/api/posts/${hiddenPost.id}`, moderator)).statusCode).toBe(
      200,
    );

    const commenter = await createMember(ctx.db);
    const comment = await callAs(ctx, 'POST', `/api/posts/${post.id}/comments`, commenter, {
      body: 'Rude comment',
    });
    expect(comment.statusCode, comment.body).toBe(201);
    const commentId = comment.json().id as string;
    await hide(ctx, 'comment', commentId, commenter.id);
    expect(await listed(ctx, `/api/posts/${post.id}/comments`, commentId, other)).toBe(false);
    expect(await listed(ctx, `/api/posts/${post.id}/comments`, commentId)).toBe(false);
    const theirs = await callAs(ctx, 'GET', `/api/posts/${post.id}/comments`, commenter);
    expect(theirs.json().items.find((c: { id: string }) => c.id === commentId)).toMatchObject({
      hidden: true,
    });
    expect(await listed(ctx, `/api/posts/${post.id}/comments`, commentId, moderator)).toBe(true);
  });

  it('tips, reviews, events and their comments, checklists, groups and profiles', async () => {
    const ctx = context();
    const author = await createMember(ctx.db);
    const other = await createMember(ctx.db);
    const admin = await createMember(ctx.db, { isAdmin: true });

    await ctx.app.rateLimiter.reset(`tips:create:${author.id}`);
    const tip = await callAs(ctx, 'POST', '/api/tips', author, {
      category: 'money',
      park: null,
      body: 'Bring a refillable bottle: water is free at every counter.',
    });
    expect(tip.statusCode, tip.body).toBe(201);
    const tipId = tip.json().id as string;
    await hide(ctx, 'tip', tipId, author.id);
    expect(await statusOf(ctx, `/api/tips/${tipId}`, other)).toBe(404);
    expect(await listed(ctx, '/api/tips?sort=new', tipId, other)).toBe(false);
    expect(await statusOf(ctx, `/api/tips/${tipId}`, author)).toBe(200);
    expect(await statusOf(ctx, `/api/tips/${tipId}`, admin)).toBe(200);

    await ctx.app.rateLimiter.reset(`reviews:create:${author.id}`);
    const review = await callAs(ctx, 'POST', '/api/catalogue/haunted-mansion/reviews', author, {
      stars: 5,
      title: 'Worth the wait',
      body: 'We rode it twice in one evening and loved every second of it.',
      visitMonth: '2025-03',
      partyType: 'family_young',
    });
    expect(review.statusCode, review.body).toBe(201);
    const reviewId = review.json().id as string;
    await hide(ctx, 'review', reviewId, author.id);
    expect(await statusOf(ctx, `/api/reviews/${reviewId}`, other)).toBe(404);
    expect(await listed(ctx, '/api/reviews', reviewId)).toBe(false);
    expect(await statusOf(ctx, `/api/reviews/${reviewId}`, author)).toBe(200);
    expect(await statusOf(ctx, `/api/reviews/${reviewId}`, admin)).toBe(200);

    const event = await createEventAs(ctx, author);
    const eventComment = await callAs(ctx, 'POST', `/api/events/${event.id}/comments`, other, {
      body: 'See you there',
    });
    expect(eventComment.statusCode, eventComment.body).toBe(201);
    const eventCommentId = eventComment.json().id as string;
    await hide(ctx, 'event_comment', eventCommentId, other.id);
    expect(await listed(ctx, `/api/events/${event.id}/comments`, eventCommentId, author)).toBe(
      false,
    );
    expect(await listed(ctx, `/api/events/${event.id}/comments`, eventCommentId, other)).toBe(true);
    await hide(ctx, 'event', event.id, author.id);
    expect(await statusOf(ctx, `/api/events/${event.id}`, other)).toBe(404);
    expect(await statusOf(ctx, `/api/events/${event.id}`)).toBe(404);
    expect(await statusOf(ctx, `/api/events/${event.id}`, author)).toBe(200);
    expect(await statusOf(ctx, `/api/events/${event.id}`, admin)).toBe(200);

    const checklist = await checklistOf(ctx, author, { visibility: 'public' });
    await hide(ctx, 'checklist', checklist.id, author.id);
    expect(await statusOf(ctx, `/api/checklists/${checklist.id}`, other)).toBe(404);
    expect(await listed(ctx, '/api/checklists', checklist.id)).toBe(false);
    expect(await statusOf(ctx, `/api/checklists/${checklist.id}`, author)).toBe(200);
    expect(await statusOf(ctx, `/api/checklists/${checklist.id}`, admin)).toBe(200);

    const group = await createGroupAs(ctx, author);
    await hide(ctx, 'group', group.id, author.id);
    expect(await statusOf(ctx, `/api/groups/${group.id}`, other)).toBe(404);
    expect(await listed(ctx, '/api/groups?sort=newest', group.id, other)).toBe(false);
    expect(await statusOf(ctx, `/api/groups/${group.id}`, author)).toBe(200);
    expect(await statusOf(ctx, `/api/groups/${group.id}`, admin)).toBe(200);

    const member = await createMember(ctx.db);
    expect(await listed(ctx, `/api/search?type=people&q=${member.username}`, member.id)).toBe(true);
    await hide(ctx, 'profile', member.id, member.id);
    expect(await listed(ctx, `/api/search?type=people&q=${member.username}`, member.id)).toBe(
      false,
    );
    expect(await statusOf(ctx, `/api/profiles/${member.id}`, other)).toBe(404);
    expect(await statusOf(ctx, `/api/profiles/${member.id}/posts`, other)).toBe(404);
    expect(await statusOf(ctx, `/api/profiles/${member.id}`, member)).toBe(200);
    expect(await statusOf(ctx, `/api/profiles/${member.id}`, admin)).toBe(200);
  });

  it('messages: the recipient sees a hidden message as removed, the sender still sees it', async () => {
    const ctx = context();
    const sender = await createMember(ctx.db);
    const recipient = await createMember(ctx.db);
    const sent = await sendDirectMessage(ctx.app, sender, recipient, 'Rude message');
    await hide(ctx, 'message', sent.message.id, sender.id);
    const url = `/api/conversations/${sent.conversation.id}/messages`;
    const theirs = await callAs(ctx, 'GET', url, recipient);
    expect(theirs.statusCode, theirs.body).toBe(200);
    const seen = theirs.json().items.find((m: { id: string }) => m.id === sent.message.id);
    expect(seen).toMatchObject({ body: null });
    expect(seen.deletedAt).not.toBeNull();
    expect(
      JSON.stringify((await callAs(ctx, 'GET', '/api/conversations', recipient)).json()),
    ).not.toContain('Rude message');
    const own = await callAs(ctx, 'GET', url, sender);
    expect(own.json().items.find((m: { id: string }) => m.id === sent.message.id)).toMatchObject({
      body: 'Rude message',
    });
  });
});
