import type { z } from 'zod';
import {
  reportItemKindLabels,
  type createReportInputSchema,
  type myReportsQuerySchema,
  type Report,
  type ReportPage,
} from '../../../common/features/moderation/reports.contract';
import type { Database } from '../../db/client';
import type { ReportRow } from '../../db/schema';
import { AppError, notFound, rateLimited } from '../../lib/app-error';
import { decodeCursor, isUuid, nextCursorOf } from '../../lib/cursor';
import { notifyFromTeam } from '../notifications/notifications.service';
import { assessReports, loadReportsPerDay } from '../trust/report-score.service';
import { contentKind } from '../../content/content-registry';
import {
  findOpenReport,
  insertHiddenItem,
  insertReport,
  listOpenReporterIds,
  listReporterReports,
  listReportTimesSince,
  lockReportedItem,
  lockReporter,
} from './reports.repository';

type CreateReportInput = z.output<typeof createReportInputSchema>;
type MyReportsQuery = z.output<typeof myReportsQuerySchema>;

const DAY_MS = 86_400_000;

export function presentReport(row: ReportRow): Report {
  return {
    id: row.id,
    itemKind: row.itemKind,
    itemId: row.itemId,
    reason: row.reason,
    note: row.note,
    status: row.status,
    decision: row.decision,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** What the author of an item held after reports reads. */
export function contentHiddenText(label: string): string {
  return `Your ${label} was hidden after several members reported it. A moderator will review it soon; until then only you and the moderators can see it.`;
}

/**
 * `POST /api/reports`: a member reports an item they can see (each feature's own read decides),
 * not their own, once while the report is open, and at most `reports_per_day` items in 24 hours.
 * When the item's open reports then weigh `report_score_to_hide` (each by its reporter's trust
 * level and accuracy, the trust feature decides; a new member's weighs nothing, staff items are
 * never held) it is hidden (`hidden_items`, cause `reports`) in the same transaction, under the
 * item's lock, and its author is told.
 * @throws AppError 404 unknown or not visible, 422 own item, 409 already reported, 429 limit.
 */
export async function createReport(
  db: Database,
  reporterId: string,
  input: CreateReportInput,
  now: Date,
): Promise<Report> {
  const label = reportItemKindLabels[input.itemKind];
  const kind = contentKind(input.itemKind);
  const facts = isUuid(input.itemId) ? await kind.load(db, input.itemId) : null;
  if (!facts || facts.deleted) {
    throw notFound('This item does not exist or you cannot see it.');
  }
  // Issue 26: whether the reporter may see the item comes first (404 like an unknown id).
  await kind.assertVisibleTo(db, reporterId, input.itemId, now);
  if (facts.authorId === reporterId) {
    throw new AppError(
      'unprocessable',
      input.itemKind === 'profile'
        ? 'You cannot report your own profile.'
        : `You cannot report your own ${label}.`,
    );
  }
  const reportsPerDay = await loadReportsPerDay(db);

  return db.transaction(async (tx) => {
    if (!(await lockReporter(tx, reporterId))) throw notFound('Profile not found');
    if (await findOpenReport(tx, reporterId, input.itemKind, input.itemId)) {
      throw new AppError(
        'conflict',
        `You have already reported this ${label}. A moderator will review it.`,
      );
    }
    const recent = await listReportTimesSince(tx, reporterId, new Date(now.getTime() - DAY_MS));
    if (recent.length >= reportsPerDay) {
      const oldest = recent[recent.length - reportsPerDay] ?? recent[0]!;
      throw rateLimited(
        `You can report at most ${reportsPerDay} items a day. Please try again later.`,
        (oldest.getTime() + DAY_MS - now.getTime()) / 1000,
      );
    }
    const row = await insertReport(tx, {
      itemKind: input.itemKind,
      itemId: input.itemId,
      itemAuthorId: facts.authorId,
      reporterId,
      reason: input.reason,
      note: input.note,
      createdAt: now,
    });
    if (!row) {
      throw new AppError(
        'conflict',
        `You have already reported this ${label}. A moderator will review it.`,
      );
    }
    // One report of the item weighed at a time: two at once cannot both miss the other's.
    await lockReportedItem(tx, input.itemKind, input.itemId);
    const reporterIds = await listOpenReporterIds(tx, input.itemKind, input.itemId);
    const weighed = await assessReports(tx, { reporterIds, authorId: facts.authorId });
    if (weighed.shouldHide) {
      const held = await insertHiddenItem(tx, {
        itemKind: input.itemKind,
        itemId: input.itemId,
        itemAuthorId: facts.authorId,
        cause: 'reports',
        reason: `Reported by ${reporterIds.length} members (weight ${(weighed.score / 100).toFixed(2)} of ${(weighed.threshold / 100).toFixed(2)})`,
        hiddenAt: now,
      });
      if (held && facts.authorId) {
        await notifyFromTeam(tx, {
          userId: facts.authorId,
          type: 'content_hidden',
          entityId: input.itemId,
          body: contentHiddenText(label),
        });
      }
    }
    return presentReport(row);
  });
}

/** `GET /api/reports/mine`: the member's reports, newest first. */
export async function listMyReports(
  db: Database,
  reporterId: string,
  query: MyReportsQuery,
): Promise<ReportPage> {
  const cursor = decodeCursor(query.cursor);
  const rows = await listReporterReports(db, reporterId, cursor, query.limit + 1);
  return {
    items: rows.slice(0, query.limit).map(presentReport),
    nextCursor: nextCursorOf(
      rows.map((row) => ({ createdAt: row.cursorCreatedAt, id: row.id })),
      query.limit,
    ),
  };
}
