import { z } from 'zod';
import {
  reportItemKindLabels,
  type moderationDecisionInputSchema,
  type ModerationAction,
  type ModerationCounts,
  type ModerationDecisionResult,
  type ModerationItemState,
  type moderationQueueQuerySchema,
  type ModerationQueueEntry,
  type ModerationQueuePage,
  type ModerationUnhideResult,
  type ReportDecision,
  type ReportItemKind,
} from '../../../common/features/moderation/moderation.contract';
import type { StaffRole } from '../../../common/features/moderation/staff-role.contract';
import type { Database, Executor } from '../../db/client';
import type { HiddenItemRow } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import {
  cursorIdSchema,
  cursorTimestampSchema,
  decodeValuesCursor,
  encodeValuesCursor,
  isUuid,
} from '../../lib/cursor';
import { recordAudit } from '../audit/audit.service';
import { findAuthorsByIds } from '../members/members.repository';
import { notifyFromTeam } from '../notifications/notifications.service';
import { uploadThumbnailUrl } from '../uploads/uploads.presenter';
import type { ItemFacts } from '../../content/content-kind';
import { contentKind } from '../../content/content-registry';
import {
  closeReports,
  countDecisionsByAuthor,
  countOpen,
  deleteHiddenItem,
  findHiddenItem,
  findHiddenItems,
  findQueueAuthors,
  listOpenReportsOfItems,
  listQueueGroups,
  reportedItemKey,
  type AuthorDecisions,
  type OpenReportRow,
  type QueueAuthorRow,
  type QueueGroupRow as QueueGroup,
  lockOpenReports,
  upsertModeratorHold,
  countOpenReporters,
  type QueueCursor,
} from './reports.repository';
import { suspendMember, suspensionEnd, type SuspensionContext } from './suspensions.service';

type QueueQuery = z.output<typeof moderationQueueQuerySchema>;
type DecisionInput = z.output<typeof moderationDecisionInputSchema>;

const itemNotFound = () => notFound('This item does not exist.');

const queueCursorSchema = z.tuple([
  z.number().int().nonnegative(),
  cursorTimestampSchema,
  z.string().max(20),
  cursorIdSchema,
]);

function roleOf(row: { isAdmin: boolean; isModerator: boolean }): StaffRole {
  return row.isAdmin ? 'admin' : row.isModerator ? 'moderator' : 'member';
}

/** What a queue page loads once for all its items (one query each, not one per item). */
interface QueuePageFacts {
  reports: Map<string, OpenReportRow[]>;
  hidden: Map<string, HiddenItemRow>;
  authors: Map<string, QueueAuthorRow>;
  decisions: Map<string, AuthorDecisions>;
}

/** Each group's item as its kind describes it, then what the page needs about all of them. */
async function loadQueuePage(
  db: Executor,
  groups: readonly QueueGroup[],
): Promise<{ itemFacts: (ItemFacts | null)[]; page: QueuePageFacts }> {
  const itemFacts: (ItemFacts | null)[] = [];
  for (const group of groups)
    itemFacts.push(await contentKind(group.itemKind).load(db, group.itemId));
  const authorIds = [
    ...new Set(itemFacts.flatMap((facts) => (facts?.authorId ? [facts.authorId] : []))),
  ];
  const [reports, hidden, authors, decisions] = await Promise.all([
    listOpenReportsOfItems(db, groups),
    findHiddenItems(db, groups),
    findQueueAuthors(db, authorIds),
    countDecisionsByAuthor(db, authorIds),
  ]);
  return { itemFacts, page: { reports, hidden, authors, decisions } };
}

function presentAuthor(
  row: QueueAuthorRow,
  history: AuthorDecisions | undefined,
  now: Date,
): NonNullable<ModerationQueueEntry['author']> {
  const decided = (decision: ReportDecision) => history?.byDecision.get(decision) ?? 0;
  return {
    id: row.id,
    username: row.username,
    avatar_url: row.avatarUrl,
    createdAt: row.createdAt.toISOString(),
    role: roleOf(row),
    suspendedUntil: row.bannedUntil && row.bannedUntil > now ? row.bannedUntil.toISOString() : null,
    history: {
      closedReports: history?.closedReports ?? 0,
      dismissed: decided('dismissed'),
      hidden: decided('hidden'),
      deleted: decided('deleted'),
      warned: decided('warned'),
      suspended: decided('suspended'),
    },
  };
}

async function presentEntry(
  db: Executor,
  group: QueueGroup,
  facts: ItemFacts | null,
  page: QueuePageFacts,
  now: Date,
): Promise<ModerationQueueEntry> {
  const reports = page.reports.get(reportedItemKey(group)) ?? [];
  const hidden = page.hidden.get(reportedItemKey(group));
  let conversation: ModerationQueueEntry['item']['conversation'] = null;
  const around = contentKind(group.itemKind).contextAround;
  if (group.itemKind === 'message' && around && facts?.createdAt) {
    const lines = await around(db, { id: group.itemId, createdAt: facts.createdAt });
    const authorIds = lines.flatMap((line) => (line.authorId ? [line.authorId] : []));
    const authors = await findAuthorsByIds(db, [...new Set(authorIds)]);
    conversation = lines.map((line) => {
      const author = line.authorId ? authors.get(line.authorId) : undefined;
      return {
        id: line.id,
        author:
          author && line.authorId
            ? { id: line.authorId, username: author.username, avatar_url: author.avatarUrl }
            : null,
        body: line.deleted ? '(deleted message)' : (line.body ?? ''),
        createdAt: line.createdAt.toISOString(),
        isReported: line.id === group.itemId,
      };
    });
  }
  const authorRow = facts?.authorId ? page.authors.get(facts.authorId) : undefined;
  const author = authorRow ? presentAuthor(authorRow, page.decisions.get(authorRow.id), now) : null;
  const reasonCounts = new Map<string, number>();
  for (const report of reports) {
    reasonCounts.set(report.reason, (reasonCounts.get(report.reason) ?? 0) + 1);
  }
  return {
    itemKind: group.itemKind,
    itemId: group.itemId,
    item: {
      title: facts?.title ?? null,
      excerpt: facts?.excerpt ?? '(this item no longer exists)',
      linkPath: facts && !facts.deleted ? facts.linkPath : null,
      imageUrl: facts?.imageId ? uploadThumbnailUrl(facts.imageId) : null,
      createdAt: facts?.createdAt?.toISOString() ?? null,
      contextLabel: facts?.contextLabel ?? null,
      conversation,
      deleted: !facts || facts.deleted,
    },
    author,
    reportCount: group.reportCount,
    reasons: [...reasonCounts].map(([reason, count]) => ({
      reason: reason as ModerationQueueEntry['reasons'][number]['reason'],
      count,
    })),
    reports: reports.map((report) => ({
      id: report.id,
      // An erased reporter's report stays without their identity (issue 27).
      reporter: report.reporterId
        ? {
            id: report.reporterId,
            username: report.reporterUsername ?? 'unknown',
            avatar_url: report.reporterAvatarUrl,
          }
        : null,
      reason: report.reason,
      note: report.note,
      createdAt: report.createdAt.toISOString(),
    })),
    firstReportedAt: group.firstReportedAt,
    lastReportedAt: group.lastReportedAt,
    hidden: hidden ? { cause: hidden.cause, hiddenAt: hidden.hiddenAt.toISOString() } : null,
  };
}

/**
 * `GET /api/admin/moderation/queue`: items with open reports, newest report or most reports
 * first, each with the item in context, its author's standing and the reports.
 */
export async function getQueue(
  db: Database,
  query: QueueQuery,
  now: Date,
): Promise<ModerationQueuePage> {
  let cursor: QueueCursor | undefined;
  if (query.cursor) {
    const [count, last, kind, id] = decodeValuesCursor(query.cursor, queueCursorSchema);
    cursor = { count, last, kind, id };
  }
  const groups = await listQueueGroups(db, {
    sort: query.sort,
    kind: query.kind,
    cursor,
    limit: query.limit + 1,
  });
  const page = groups.slice(0, query.limit);
  const { itemFacts, page: pageFacts } = await loadQueuePage(db, page);
  const items: ModerationQueueEntry[] = [];
  for (const [index, group] of page.entries()) {
    items.push(await presentEntry(db, group, itemFacts[index] ?? null, pageFacts, now));
  }
  const lastGroup = page[page.length - 1];
  return {
    items,
    nextCursor:
      groups.length > query.limit && lastGroup
        ? encodeValuesCursor([
            lastGroup.reportCount,
            lastGroup.lastReportedAt,
            lastGroup.itemKind,
            lastGroup.itemId,
          ])
        : null,
  };
}

/** `GET /api/admin/moderation/counts`. */
export function getCounts(db: Database): Promise<ModerationCounts> {
  return countOpen(db);
}

/** `GET /api/admin/moderation/items/{kind}/{id}`. */
export async function getItemState(
  db: Database,
  kind: ReportItemKind,
  id: string,
): Promise<ModerationItemState> {
  const facts = isUuid(id) ? await contentKind(kind).load(db, id) : null;
  if (!facts) throw itemNotFound();
  const [hidden, openReports] = await Promise.all([
    findHiddenItem(db, kind, id),
    countOpenReporters(db, kind, id),
  ]);
  return {
    itemKind: kind,
    itemId: id,
    authorId: facts.authorId,
    openReports,
    hidden: hidden ? { cause: hidden.cause, hiddenAt: hidden.hiddenAt.toISOString() } : null,
  };
}

const decisionOf: Record<ModerationAction, ReportDecision> = {
  dismiss: 'dismissed',
  hide: 'hidden',
  delete: 'deleted',
  warn: 'warned',
  suspend: 'suspended',
};

/** The sentence each reporter reads about the outcome of their report. */
export function reportOutcomeText(decision: ReportDecision, kind: ReportItemKind): string {
  const label = reportItemKindLabels[kind];
  const whose = kind === 'profile' ? 'the member' : `the member who posted the ${label}`;
  switch (decision) {
    case 'dismissed':
      return `Thanks for your report. A moderator reviewed the ${label} and found that it does not break the community rules, so it stays up.`;
    case 'hidden':
      return `Thanks for your report. A moderator hid the ${label}.`;
    case 'deleted':
      return `Thanks for your report. A moderator removed the ${label}.`;
    case 'warned':
      return `Thanks for your report. A moderator warned ${whose}.`;
    case 'suspended':
      return `Thanks for your report. A moderator suspended ${whose} and hid the ${label}.`;
  }
}

export interface DecisionContext extends SuspensionContext {
  db: Database;
  now: Date;
}

/**
 * `POST /api/admin/moderation/items/{kind}/{id}/decision`: one transaction that locks the item's
 * open reports (a concurrent decision waits, then finds them closed: nobody is told twice),
 * carries out the action, closes every open report with the decision and reason, tells each
 * reporter the outcome and records the action in the audit log.
 * @throws AppError 404 unknown item, 422 nothing to act on (no author, a kind that cannot be
 *   deleted), 403 a moderator suspending staff.
 */
export async function decide(
  ctx: DecisionContext,
  staff: { userId: string; role: StaffRole },
  kind: ReportItemKind,
  id: string,
  input: DecisionInput,
): Promise<ModerationDecisionResult> {
  const handler = contentKind(kind);
  const label = reportItemKindLabels[kind];
  const facts: ItemFacts | null = isUuid(id) ? await handler.load(ctx.db, id) : null;
  const decision = decisionOf[input.action];
  if (!facts && input.action !== 'dismiss') throw itemNotFound();
  if (input.action === 'delete' && handler.remove === undefined) {
    throw new AppError(
      'unprocessable',
      `A ${label} cannot be deleted here: hide it, or suspend the member instead.`,
    );
  }
  const authorId = facts?.authorId ?? null;
  if ((input.action === 'warn' || input.action === 'suspend') && !authorId) {
    throw new AppError('unprocessable', `This ${label} has no author to ${input.action}.`);
  }
  const now = ctx.now;
  let removed = false;
  const result = await ctx.db.transaction(async (tx) => {
    const open = await lockOpenReports(tx, kind, id);
    if (!facts && open.length === 0) throw itemNotFound();
    const holdBefore = await findHiddenItem(tx, kind, id, true);
    let hidden = holdBefore !== null;
    let suspendedUntil: Date | null = null;
    const audit = {
      actorId: staff.userId,
      itemKind: kind,
      itemId: id,
      targetUserId: authorId,
      reason: input.reason,
    };
    const hide = async () => {
      await upsertModeratorHold(tx, {
        itemKind: kind,
        itemId: id,
        itemAuthorId: authorId,
        hiddenBy: staff.userId,
        reason: input.reason,
        at: now,
      });
      hidden = true;
      await recordAudit(tx, {
        ...audit,
        action: 'item.hide',
        before: { hidden: holdBefore ? holdBefore.cause : false },
        after: { hidden: 'moderator' },
      });
    };
    switch (input.action) {
      case 'dismiss': {
        if (holdBefore?.cause === 'reports') {
          await deleteHiddenItem(tx, kind, id, 'reports');
          hidden = false;
        }
        await recordAudit(tx, {
          ...audit,
          action: 'report.dismiss',
          before: { openReports: open.length, hidden: holdBefore?.cause ?? false },
          after: { openReports: 0, hidden: hidden ? holdBefore?.cause : false },
        });
        break;
      }
      case 'hide':
        await hide();
        break;
      case 'delete': {
        removed = await handler.remove!(tx, id, now);
        await recordAudit(tx, {
          ...audit,
          action: 'item.delete',
          before: { deleted: facts?.deleted ?? true, excerpt: facts?.excerpt ?? null },
          after: { deleted: true },
        });
        break;
      }
      case 'warn': {
        await notifyFromTeam(tx, {
          userId: authorId!,
          type: 'moderation_warning',
          entityId: id,
          body: input.message!,
        });
        await recordAudit(tx, {
          ...audit,
          action: 'member.warn',
          after: { message: input.message },
        });
        break;
      }
      case 'suspend': {
        const until = suspensionEnd(input.duration!, now);
        await suspendMember(tx, ctx, {
          userId: authorId!,
          until,
          reason: input.reason,
          actorId: staff.userId,
          item: { kind, id },
          now,
        });
        suspendedUntil = until;
        await hide();
        break;
      }
    }
    await closeReports(
      tx,
      open.map((report) => report.id),
      { decision, reason: input.reason, by: staff.userId, at: now },
    );
    const told = new Set<string>();
    for (const report of open) {
      const { reporterId } = report;
      // An erased reporter has no one to tell.
      if (!reporterId || told.has(reporterId)) continue;
      told.add(reporterId);
      await notifyFromTeam(tx, {
        userId: reporterId,
        type: 'report_outcome',
        entityId: report.id,
        body: reportOutcomeText(decision, kind),
      });
    }
    return {
      itemKind: kind,
      itemId: id,
      action: input.action,
      decision,
      closedReports: open.length,
      hidden,
      deleted: input.action === 'delete',
      suspendedUntil: suspendedUntil ? suspendedUntil.toISOString() : null,
    } satisfies ModerationDecisionResult;
  });
  if (removed) handler.afterRemove?.();
  return result;
}

/**
 * Hides an item as a moderator's decision made elsewhere (a member deleted from
 * `/admin/users`: their profile), in the caller's transaction; the caller records the audit.
 */
export async function holdItemForStaff(
  tx: Executor,
  values: {
    itemKind: ReportItemKind;
    itemId: string;
    itemAuthorId: string | null;
    hiddenBy: string;
    reason: string;
    at: Date;
  },
): Promise<void> {
  await upsertModeratorHold(tx, values);
}

/**
 * `POST /api/admin/moderation/items/{kind}/{id}/unhide`: the item is visible again (its open
 * reports stay open for a decision); recorded as `item.unhide`.
 */
export async function unhide(
  db: Database,
  staff: { userId: string },
  kind: ReportItemKind,
  id: string,
  reason: string | null,
): Promise<ModerationUnhideResult> {
  const facts = isUuid(id) ? await contentKind(kind).load(db, id) : null;
  if (!facts) throw itemNotFound();
  return db.transaction(async (tx) => {
    const before = await findHiddenItem(tx, kind, id, true);
    const wasHidden = before ? await deleteHiddenItem(tx, kind, id) : false;
    if (wasHidden) {
      await recordAudit(tx, {
        actorId: staff.userId,
        action: 'item.unhide',
        itemKind: kind,
        itemId: id,
        targetUserId: facts.authorId,
        reason,
        before: { hidden: before?.cause ?? false },
        after: { hidden: false },
      });
    }
    return { itemKind: kind, itemId: id, wasHidden, hidden: false as const };
  });
}
