import {
  DASHBOARD_SERIES_DAYS,
  type AdminClientErrorPage,
  type AdminClientLogPage,
  type AdminSupportMessage,
  type AdminSupportMessagePage,
  type ClientErrorsQuery,
  type ClientLogsQuery,
  type Dashboard,
  type SupportHandledInput,
  type SupportMessagesQuery,
} from '../../../common/features/admin/dashboard.contract';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { decodeCursor, isUuid, nextCursorOf } from '../../lib/cursor';
import {
  countCommunity,
  countDailyActivity,
  listClientErrors,
  listClientLogs,
  listSupportMessages,
  setSupportStatus,
  type ClientErrorRowOut,
  type ClientLogRowOut,
  type SupportRowOut,
} from './dashboard.repository';

/** The dashboard: the community's counts and the last 30 UTC days of sign-ups and posts. */
export async function getDashboard(db: Executor, now: Date): Promise<Dashboard> {
  const [counts, days] = [
    await countCommunity(db, now),
    await countDailyActivity(db, now, DASHBOARD_SERIES_DAYS),
  ];
  return {
    counts: {
      members: counts.members,
      newMembersThisWeek: counts.new_members,
      posts: counts.posts,
      comments: counts.comments,
      openReports: counts.open_reports,
      suspendedMembers: counts.suspended,
    },
    series: days.map((day) => ({ date: day.day, signups: day.signups, posts: day.posts })),
  };
}

/** A page of rows read one past `limit`: the items and the cursor of the next page. */
function pageOf<R extends { id: string; created_at: string }, T>(
  rows: R[],
  limit: number,
  present: (row: R) => T,
) {
  return {
    items: rows.slice(0, limit).map(present),
    nextCursor: nextCursorOf(
      rows.map((row) => ({ createdAt: row.created_at, id: row.id })),
      limit,
    ),
  };
}

const presentError = (row: ClientErrorRowOut) =>
  ({
    id: row.id,
    clientErrorId: row.client_error_id,
    message: row.message,
    severity: row.severity,
    category: row.category,
    url: row.url,
    stack: row.stack,
    isUserFacing: row.is_user_facing,
    userId: row.user_id,
    createdAt: row.created_at,
  }) as AdminClientErrorPage['items'][number];

const presentLog = (row: ClientLogRowOut) =>
  ({
    id: row.id,
    level: row.level,
    message: row.message,
    component: row.component,
    url: row.url,
    userId: row.user_id,
    createdAt: row.created_at,
  }) as AdminClientLogPage['items'][number];

const presentSupport = (row: SupportRowOut) =>
  ({
    id: row.id,
    name: row.name,
    email: row.email,
    topic: row.topic,
    subject: row.subject,
    message: row.message,
    userId: row.user_id,
    status: row.status,
    createdAt: row.created_at,
  }) as AdminSupportMessage;

/** The most recent client errors, newest first (10 by default, spec §9). @throws 400 bad cursor. */
export async function getClientErrors(
  db: Executor,
  query: ClientErrorsQuery,
): Promise<AdminClientErrorPage> {
  const rows = await listClientErrors(db, decodeCursor(query.cursor), query.limit + 1);
  return pageOf(rows, query.limit, presentError);
}

/** Browser log entries, newest first, of one level or all. @throws 400 bad cursor. */
export async function getClientLogs(
  db: Executor,
  query: ClientLogsQuery,
): Promise<AdminClientLogPage> {
  const rows = await listClientLogs(db, query.level, decodeCursor(query.cursor), query.limit + 1);
  return pageOf(rows, query.limit, presentLog);
}

/** Contact-form messages, newest first, open, handled or all. @throws 400 bad cursor. */
export async function getSupportMessages(
  db: Executor,
  query: SupportMessagesQuery,
): Promise<AdminSupportMessagePage> {
  const rows = await listSupportMessages(
    db,
    query.status,
    decodeCursor(query.cursor),
    query.limit + 1,
  );
  return pageOf(rows, query.limit, presentSupport);
}

/** Marks a support message handled (or open again). @throws AppError 404 unknown message. */
export async function markSupportHandled(
  db: Executor,
  id: string,
  input: SupportHandledInput,
): Promise<AdminSupportMessage> {
  const row = isUuid(id)
    ? await setSupportStatus(db, id, input.handled ? 'handled' : 'open')
    : null;
  if (!row) throw notFound('This support message does not exist.');
  return presentSupport(row);
}
