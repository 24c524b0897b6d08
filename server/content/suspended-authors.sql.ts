import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { ViewerSql } from './viewer-sql';

/**
 * The suspension hook of issue 26: one SQL condition each kind's visibility rule composes beside
 * the hiding hook (`hidden-items.sql.ts`), so that everything a suspended member wrote (posts,
 * comments, reviews, tips, events and their comments, checklists, contest entries, their
 * creator listing and their profile) leaves every read path at once — by id, lists, feed,
 * search, activity, sitemaps, server-rendered pages, share images and photos — and comes back
 * when the suspension ends or is lifted.
 *
 * A member is suspended while `auth_users.banned_until` lies in the future (the ban of
 * `suspensions.service.ts` and of GoTrue's admin API), by the database's clock; a member whose
 * account is closing (issue 27) counts the same, though they may still sign in to cancel. Staff
 * (moderators and admins) still see it all, to moderate; the member themself is signed out
 * for the whole suspension (every session ends with it and a ban refuses sign-in), so there is
 * no exception for the author.
 */

/**
 * The members suspended now, and those whose account is closing (issue 27, "Delete my account":
 * a row of `account_closures` not cancelled — they count like a suspended member until they
 * cancel or are erased), as one uncorrelated subquery: PostgreSQL runs it once per statement
 * (an InitPlan) through `auth_users_banned_until_idx`, however many rows the statement checks
 * against it.
 */
const suspendedMemberIds = sql`array(select suspended_account.id from auth_users suspended_account
  where suspended_account.banned_until > now()
  union all
  select closing_account.user_id from account_closures closing_account
  where closing_account.cancelled_at is null)`;

/**
 * True unless the member `authorColumn` (the query's own column or a bound id) is suspended:
 * what everyone may see (visitors, caches shared by all, sitemaps). Never null (a null author
 * counts as not suspended), so it is safe in a select list as well as a where clause.
 */
export function authorNotSuspended(authorColumn: SQL): SQL {
  return sql`coalesce(${authorColumn} <> all (${suspendedMemberIds}), true)`;
}

/**
 * True unless the member `authorColumn` is suspended and the viewer is not staff. `viewerId` is
 * a bound value, a prepared statement's placeholder, or null for a visitor (then this is
 * {@link authorNotSuspended}).
 */
export function authorNotSuspendedFor(authorColumn: SQL, viewerId: ViewerSql): SQL {
  if (viewerId === null) return authorNotSuspended(authorColumn);
  return sql`(${authorNotSuspended(authorColumn)}
    or exists (select 1 from profiles suspension_staff
      where suspension_staff.id = ${viewerId}::uuid
        and (suspension_staff.is_admin or suspension_staff.is_moderator)))`;
}

/**
 * Whether the member's own page (their profile) is hidden from the viewer because the member
 * is suspended and the viewer is not staff: for reads that check one member in code.
 */
export async function isSuspendedFrom(
  db: Executor,
  memberId: string,
  viewerId: string | null,
): Promise<boolean> {
  const result = (await db.execute<{ visible: boolean }>(
    sql`select ${authorNotSuspendedFor(sql`${memberId}::uuid`, viewerId)} as visible`,
  )) as unknown as { rows: { visible: boolean }[] };
  return result.rows[0]?.visible === false;
}
