import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { ReportItemKind } from '../../../common/features/moderation/reports.contract';
import type { Database, Executor } from '../../db/client';
import {
  catalogueItems,
  checklists,
  comments,
  contestEntries,
  contests,
  conversationParticipants,
  eventComments,
  events,
  groupMembers,
  groups,
  messages,
  posts,
  profiles,
  reviews,
  tips,
} from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { isBlockedBetween } from '../blocks/blocks.repository';
import { checklistChanges } from '../checklists/checklist-changes';
import { getChecklist } from '../checklists/checklists.service';
import { deleteEntryRow, refreshEntryCount } from '../contests/contest-entries.repository';
import { lockContest } from '../contests/contests.repository';
import { getContest } from '../contests/contests.service';
import { markEventCommentDeleted } from '../events/event-comments.repository';
import { updateEventRow } from '../events/events.repository';
import { getEvent } from '../events/events.service';
import { countDeletedGroupPost, lockPostGroup } from '../groups/group-posts.service';
import { getGroup } from '../groups/groups.service';
import { findVisibleMessage, markMessageDeleted } from '../messages/messages.repository';
import { isHiddenFrom } from './hidden-items.sql';
import { adjustPostCounts, deleteComment, markPostDeleted } from '../posts/posts.repository';
import { findVisiblePost } from '../posts/posts.service';
import { getPublicProfile } from '../profiles/profiles.service';
import { invalidateReviewFigures } from '../reviews/review-figures';
import {
  detachUploadsFromReview,
  lockCatalogueItem,
  lockReview,
  shiftAggregates,
  updateReviewRow,
} from '../reviews/reviews.repository';
import { getReview } from '../reviews/reviews.service';
import { invalidateTopTips } from '../tips/tip-changes';
import { lockTip, updateTipRow } from '../tips/tips.repository';
import { getTip } from '../tips/tips.service';

/**
 * Everything moderation knows of each kind of reportable item, in one place: how to read an
 * item (author, excerpt, where it is, what it belongs to), whether a member may see it (each
 * feature's own read, so a report is only possible of what the reporter sees), and how a
 * moderator deletes it (each feature's own soft delete). A kind added later hooks in here.
 */

/** An item as moderation shows it; `deleted` when it is gone or soft-deleted. */
export interface ItemFacts {
  authorId: string | null;
  title: string | null;
  excerpt: string;
  linkPath: string | null;
  createdAt: Date | null;
  contextLabel: string | null;
  deleted: boolean;
  /** For a message: its conversation (for the conversation excerpt). */
  conversationId?: string;
  /** The item's first photo (an upload id), when it has one. */
  imageId?: string | null;
}

interface ItemKindHandler {
  /** The item, live or deleted; null when there is no such row. */
  load(db: Executor, id: string): Promise<ItemFacts | null>;
  /** @throws AppError 404 unless the member may see the (live) item. */
  assertVisibleTo(db: Database, viewerId: string, id: string, now: Date): Promise<void>;
  /**
   * Soft-deletes the item in the caller's transaction (the feature's own delete); false when it
   * was already gone. Absent for kinds a moderator hides rather than deletes.
   */
  remove?(tx: Executor, id: string, now: Date): Promise<boolean>;
  /** Caches to drop after a delete committed. */
  afterRemove?(): void;
}

const EXCERPT_MAX = 280;

/** The start of a text, on one line, for the queue. */
export function excerptOf(text: string | null | undefined, max = EXCERPT_MAX): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

const notVisible = () => notFound('This item does not exist or you cannot see it.');

/** Runs a feature's read; any 404 it throws becomes the one answer for items one cannot see. */
async function visibleThrough(read: () => Promise<unknown>): Promise<void> {
  try {
    const found = await read();
    if (found === undefined || found === null) throw notVisible();
  } catch (err) {
    if (err instanceof AppError && (err.statusCode === 404 || err.statusCode === 403)) {
      throw notVisible();
    }
    throw err;
  }
}

const handlers: Record<ReportItemKind, ItemKindHandler> = {
  post: {
    async load(db, id) {
      const [row] = await db
        .select({
          authorId: posts.authorId,
          body: posts.body,
          createdAt: posts.createdAt,
          deletedAt: posts.deletedAt,
          groupName: groups.name,
          imageId: sql<string | null>`(select u.id from uploads u where u.post_id = ${posts.id}
            order by u.position, u.created_at limit 1)`,
        })
        .from(posts)
        .leftJoin(groups, eq(groups.id, posts.groupId))
        .where(eq(posts.id, id))
        .limit(1);
      if (!row) return null;
      return {
        authorId: row.authorId,
        title: null,
        excerpt: excerptOf(row.body) || '(a photo post)',
        linkPath: `/post/${id}`,
        createdAt: row.createdAt,
        contextLabel: row.groupName ? `In group: ${row.groupName}` : null,
        deleted: row.deletedAt !== null,
        imageId: row.imageId,
      };
    },
    async assertVisibleTo(db, viewerId, id) {
      await visibleThrough(async () => {
        const post = await findVisiblePost(db, viewerId, id);
        if (post.deletedAt) throw notVisible();
        return post;
      });
    },
    async remove(tx, id, now) {
      const [post] = await tx
        .select({ groupId: posts.groupId })
        .from(posts)
        .where(eq(posts.id, id))
        .limit(1);
      if (!post) return false;
      if (post.groupId) await lockPostGroup(tx, post.groupId);
      const removed = await markPostDeleted(tx, id, now);
      if (removed && post.groupId) await countDeletedGroupPost(tx, post.groupId);
      return removed;
    },
  },
  comment: {
    async load(db, id) {
      const [row] = await db
        .select({
          authorId: comments.authorId,
          body: comments.body,
          createdAt: comments.createdAt,
          postId: comments.postId,
          postBody: posts.body,
          postDeletedAt: posts.deletedAt,
        })
        .from(comments)
        .innerJoin(posts, eq(posts.id, comments.postId))
        .where(eq(comments.id, id))
        .limit(1);
      if (!row) return null;
      return {
        authorId: row.authorId,
        title: null,
        excerpt: excerptOf(row.body),
        linkPath: `/post/${row.postId}`,
        createdAt: row.createdAt,
        contextLabel: `Comment on: ${excerptOf(row.postBody, 120) || 'a photo post'}`,
        deleted: row.postDeletedAt !== null,
      };
    },
    async assertVisibleTo(db, viewerId, id) {
      const [comment] = await db
        .select({ postId: comments.postId, authorId: comments.authorId })
        .from(comments)
        .where(eq(comments.id, id))
        .limit(1);
      if (
        !comment ||
        (await isBlockedBetween(db, viewerId, comment.authorId)) ||
        (await isHiddenFrom(db, 'comment', id, comment.authorId, viewerId))
      ) {
        throw notVisible();
      }
      await handlers.post.assertVisibleTo(db, viewerId, comment.postId, new Date());
    },
    async remove(tx, id) {
      const [comment] = await tx
        .select({ postId: comments.postId })
        .from(comments)
        .where(eq(comments.id, id))
        .limit(1);
      if (!comment) return false;
      const removed = await deleteComment(tx, id);
      if (removed) await adjustPostCounts(tx, comment.postId, { comments: -1 });
      return removed;
    },
  },
  message: {
    async load(db, id) {
      const [row] = await db
        .select({
          authorId: messages.senderId,
          body: messages.body,
          createdAt: messages.createdAt,
          deletedAt: messages.deletedAt,
          conversationId: messages.conversationId,
        })
        .from(messages)
        .where(eq(messages.id, id))
        .limit(1);
      if (!row) return null;
      return {
        authorId: row.authorId,
        title: null,
        excerpt: row.deletedAt ? '(deleted message)' : excerptOf(row.body) || '(a photo)',
        linkPath: null,
        createdAt: row.createdAt,
        contextLabel: 'Direct message',
        deleted: row.deletedAt !== null,
        conversationId: row.conversationId,
      };
    },
    async assertVisibleTo(db, viewerId, id) {
      const row = await findVisibleMessage(db, viewerId, id);
      if (!row || row.deletedAt) throw notVisible();
    },
    async remove(tx, id) {
      return (await markMessageDeleted(tx, id)) !== null;
    },
  },
  profile: {
    async load(db, id) {
      const [row] = await db
        .select({
          username: profiles.username,
          firstName: profiles.firstName,
          lastName: profiles.lastName,
          bio: profiles.bio,
          createdAt: profiles.createdAt,
        })
        .from(profiles)
        .where(eq(profiles.id, id))
        .limit(1);
      if (!row) return null;
      const name = [row.firstName, row.lastName].filter(Boolean).join(' ');
      return {
        authorId: id,
        title: name ? `${name} (@${row.username})` : `@${row.username}`,
        excerpt: excerptOf(row.bio),
        linkPath: `/profile/${id}`,
        createdAt: row.createdAt,
        contextLabel: 'Profile',
        deleted: false,
      };
    },
    async assertVisibleTo(db, viewerId, id) {
      await visibleThrough(() => getPublicProfile(db, id, viewerId));
    },
  },
  review: {
    async load(db, id) {
      const [row] = await db
        .select({
          authorId: reviews.authorId,
          title: reviews.title,
          body: reviews.body,
          createdAt: reviews.createdAt,
          deletedAt: reviews.deletedAt,
          itemName: catalogueItems.name,
          slug: catalogueItems.slug,
        })
        .from(reviews)
        .innerJoin(catalogueItems, eq(catalogueItems.id, reviews.itemId))
        .where(eq(reviews.id, id))
        .limit(1);
      if (!row) return null;
      return {
        authorId: row.authorId,
        title: row.title,
        excerpt: excerptOf(row.body),
        linkPath: `/reviews/${row.slug}`,
        createdAt: row.createdAt,
        contextLabel: `Review of: ${row.itemName}`,
        deleted: row.deletedAt !== null,
      };
    },
    async assertVisibleTo(db, viewerId, id) {
      await visibleThrough(() => getReview(db, viewerId, id));
    },
    async remove(tx, id, now) {
      const [found] = await tx
        .select({ itemId: reviews.itemId })
        .from(reviews)
        .where(eq(reviews.id, id))
        .limit(1);
      if (!found) return false;
      const item = await lockCatalogueItem(tx, found.itemId);
      const row = await lockReview(tx, id);
      if (!item || !row || row.deletedAt !== null) return false;
      await updateReviewRow(tx, row.id, { deletedAt: now });
      await detachUploadsFromReview(tx, row.id, []);
      await shiftAggregates(tx, item.id, { add: null, remove: row.stars });
      return true;
    },
    afterRemove: () => invalidateReviewFigures(),
  },
  event: {
    async load(db, id) {
      const [row] = await db
        .select({
          authorId: events.organizerId,
          title: events.title,
          description: events.description,
          createdAt: events.createdAt,
          deletedAt: events.deletedAt,
        })
        .from(events)
        .where(eq(events.id, id))
        .limit(1);
      if (!row) return null;
      return {
        authorId: row.authorId,
        title: row.title,
        excerpt: excerptOf(row.description),
        linkPath: `/event/${id}`,
        createdAt: row.createdAt,
        contextLabel: 'Event',
        deleted: row.deletedAt !== null,
      };
    },
    async assertVisibleTo(db, viewerId, id) {
      await visibleThrough(() => getEvent(db, viewerId, id));
    },
    async remove(tx, id, now) {
      const rows = await tx
        .select({ id: events.id })
        .from(events)
        .where(and(eq(events.id, id), isNull(events.deletedAt)))
        .for('update');
      if (rows.length === 0) return false;
      await updateEventRow(tx, id, { deletedAt: now, updatedAt: now });
      return true;
    },
  },
  event_comment: {
    async load(db, id) {
      const [row] = await db
        .select({
          authorId: eventComments.authorId,
          body: eventComments.body,
          createdAt: eventComments.createdAt,
          deletedAt: eventComments.deletedAt,
          eventId: eventComments.eventId,
          eventTitle: events.title,
        })
        .from(eventComments)
        .innerJoin(events, eq(events.id, eventComments.eventId))
        .where(eq(eventComments.id, id))
        .limit(1);
      if (!row) return null;
      return {
        authorId: row.authorId,
        title: null,
        excerpt: excerptOf(row.body),
        linkPath: `/event/${row.eventId}`,
        createdAt: row.createdAt,
        contextLabel: `Comment on event: ${row.eventTitle}`,
        deleted: row.deletedAt !== null,
      };
    },
    async assertVisibleTo(db, viewerId, id) {
      const [comment] = await db
        .select({
          eventId: eventComments.eventId,
          authorId: eventComments.authorId,
          deletedAt: eventComments.deletedAt,
        })
        .from(eventComments)
        .where(eq(eventComments.id, id))
        .limit(1);
      if (
        !comment ||
        comment.deletedAt ||
        (await isBlockedBetween(db, viewerId, comment.authorId)) ||
        (await isHiddenFrom(db, 'event_comment', id, comment.authorId, viewerId))
      ) {
        throw notVisible();
      }
      await visibleThrough(() => getEvent(db, viewerId, comment.eventId));
    },
    async remove(tx, id, now) {
      const [comment] = await tx
        .select({ eventId: eventComments.eventId })
        .from(eventComments)
        .where(eq(eventComments.id, id))
        .limit(1);
      if (!comment) return false;
      return markEventCommentDeleted(tx, { eventId: comment.eventId, commentId: id, now });
    },
  },
  group: {
    async load(db, id) {
      const [row] = await db
        .select({
          name: groups.name,
          description: groups.description,
          createdAt: groups.createdAt,
          visibility: groups.visibility,
          ownerId: groupMembers.userId,
        })
        .from(groups)
        .leftJoin(
          groupMembers,
          and(eq(groupMembers.groupId, groups.id), eq(groupMembers.role, 'owner')),
        )
        .where(eq(groups.id, id))
        .limit(1);
      if (!row) return null;
      return {
        authorId: row.ownerId,
        title: row.name,
        excerpt: excerptOf(row.description),
        linkPath: `/group/${id}`,
        createdAt: row.createdAt,
        contextLabel: row.visibility === 'private' ? 'Private group' : 'Group',
        deleted: false,
      };
    },
    async assertVisibleTo(db, viewerId, id) {
      await visibleThrough(() => getGroup(db, viewerId, id));
    },
  },
  tip: {
    async load(db, id) {
      const [row] = await db
        .select({
          authorId: tips.authorId,
          body: tips.body,
          category: tips.category,
          createdAt: tips.createdAt,
          deletedAt: tips.deletedAt,
        })
        .from(tips)
        .where(eq(tips.id, id))
        .limit(1);
      if (!row) return null;
      return {
        authorId: row.authorId,
        title: null,
        excerpt: excerptOf(row.body),
        linkPath: '/tips',
        createdAt: row.createdAt,
        contextLabel: `Tip (${row.category})`,
        deleted: row.deletedAt !== null,
      };
    },
    async assertVisibleTo(db, viewerId, id) {
      await visibleThrough(() => getTip(db, viewerId, id));
    },
    async remove(tx, id, now) {
      const row = await lockTip(tx, id);
      if (!row || row.deletedAt !== null) return false;
      await updateTipRow(tx, row.id, { deletedAt: now });
      return true;
    },
    afterRemove: () => invalidateTopTips(),
  },
  checklist: {
    async load(db, id) {
      const [row] = await db
        .select({
          authorId: checklists.ownerId,
          title: checklists.title,
          description: checklists.description,
          createdAt: checklists.createdAt,
          deletedAt: checklists.deletedAt,
        })
        .from(checklists)
        .where(eq(checklists.id, id))
        .limit(1);
      if (!row) return null;
      return {
        authorId: row.authorId,
        title: row.title,
        excerpt: excerptOf(row.description),
        linkPath: `/checklist/${id}`,
        createdAt: row.createdAt,
        contextLabel: 'Checklist',
        deleted: row.deletedAt !== null,
      };
    },
    async assertVisibleTo(db, viewerId, id) {
      await visibleThrough(() => getChecklist(db, viewerId, id));
    },
    async remove(tx, id, now) {
      const rows = await tx
        .select({ id: checklists.id })
        .from(checklists)
        .where(and(eq(checklists.id, id), isNull(checklists.deletedAt)))
        .for('update');
      if (rows.length === 0) return false;
      await tx
        .update(checklists)
        .set({ deletedAt: now, updatedAt: now })
        .where(eq(checklists.id, id));
      return true;
    },
    afterRemove: () => checklistChanges.changed(),
  },
  contest_entry: {
    async load(db, id) {
      const [row] = await db
        .select({
          authorId: contestEntries.userId,
          caption: contestEntries.caption,
          createdAt: contestEntries.createdAt,
          contestId: contestEntries.contestId,
          contestTitle: contests.title,
          imageId: contestEntries.uploadId,
        })
        .from(contestEntries)
        .innerJoin(contests, eq(contests.id, contestEntries.contestId))
        .where(eq(contestEntries.id, id))
        .limit(1);
      if (!row) return null;
      return {
        authorId: row.authorId,
        title: null,
        excerpt: excerptOf(row.caption) || '(a photo entry)',
        linkPath: `/contest/${row.contestId}`,
        createdAt: row.createdAt,
        contextLabel: `Entry in: ${row.contestTitle}`,
        deleted: false,
        imageId: row.imageId,
      };
    },
    async assertVisibleTo(db, viewerId, id, now) {
      const [entry] = await db
        .select({ contestId: contestEntries.contestId, userId: contestEntries.userId })
        .from(contestEntries)
        .where(eq(contestEntries.id, id))
        .limit(1);
      if (
        !entry ||
        (await isBlockedBetween(db, viewerId, entry.userId)) ||
        (await isHiddenFrom(db, 'contest_entry', id, entry.userId, viewerId))
      ) {
        throw notVisible();
      }
      await visibleThrough(() => getContest(db, viewerId, entry.contestId, now));
    },
    async remove(tx, id) {
      const [entry] = await tx
        .select({ contestId: contestEntries.contestId })
        .from(contestEntries)
        .where(eq(contestEntries.id, id))
        .limit(1);
      if (!entry) return false;
      await lockContest(tx, entry.contestId);
      await deleteEntryRow(tx, id);
      await refreshEntryCount(tx, entry.contestId);
      return true;
    },
  },
};

/** The handler of a kind. */
export function itemKind(kind: ReportItemKind): ItemKindHandler {
  return handlers[kind];
}

/** Whether a moderator may delete items of this kind (groups and profiles are hidden instead). */
export function isDeletableKind(kind: ReportItemKind): boolean {
  return handlers[kind].remove !== undefined;
}

/** How many messages either side of a reported message the queue shows. */
const CONVERSATION_CONTEXT = 3;

export interface ConversationLine {
  id: string;
  senderId: string;
  body: string | null;
  createdAt: Date;
  deleted: boolean;
}

/**
 * A few messages either side of a reported message in its conversation, oldest first (for the
 * queue's context of reported messages only).
 */
export async function conversationAround(
  db: Executor,
  conversationId: string,
  message: { id: string; createdAt: Date },
): Promise<ConversationLine[]> {
  const columns = {
    id: messages.id,
    senderId: messages.senderId,
    body: messages.body,
    createdAt: messages.createdAt,
    deletedAt: messages.deletedAt,
  };
  const before = await db
    .select(columns)
    .from(messages)
    .where(
      and(eq(messages.conversationId, conversationId), lt(messages.createdAt, message.createdAt)),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(CONVERSATION_CONTEXT);
  const fromIt = await db
    .select(columns)
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        sql`(${messages.createdAt} > ${message.createdAt.toISOString()}::timestamptz or ${messages.id} = ${message.id}::uuid)`,
      ),
    )
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(CONVERSATION_CONTEXT + 1);
  return [...before.reverse(), ...fromIt].map((row) => ({
    id: row.id,
    senderId: row.senderId,
    body: row.body,
    createdAt: row.createdAt,
    deleted: row.deletedAt !== null,
  }));
}

/** Whether `userId` takes part in the conversation (reporters of a message must). */
export async function isParticipant(
  db: Executor,
  conversationId: string,
  userId: string,
): Promise<boolean> {
  const rows = await db
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, userId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
