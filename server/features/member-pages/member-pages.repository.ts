import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isNotHidden } from '../../content/hidden-items.sql';
import { authorNotSuspended } from '../../content/suspended-authors.sql';
import { groupItemVisibleTo } from '../../content/group-items.sql';

/**
 * Why a visitor finds no post under this id, as the page may say it: 'deleted' (its row keeps
 * `deleted_at`: 410), 'suspended' (it would be public, but its author is suspended: 410), or
 * null (no such post, or one a visitor may never learn of, such as a private group's: 404).
 */
export async function findMissingPostReason(
  db: Database,
  postId: string,
): Promise<'deleted' | 'suspended' | null> {
  const result = (await db.execute<{ deleted: boolean; suspended: boolean }>(sql`
    select p.deleted_at is not null as deleted,
      (${groupItemVisibleTo(null, sql`p.group_id`)} and ${isNotHidden('post', sql`p.id`)}
        and not ${authorNotSuspended(sql`p.author_id`)}) as suspended
    from posts p where p.id = ${postId}::uuid`)) as unknown as {
    rows: { deleted: boolean; suspended: boolean }[];
  };
  const row = result.rows[0];
  if (!row) return null;
  if (row.deleted) return 'deleted';
  return row.suspended ? 'suspended' : null;
}

/**
 * Whether a visitor finds no profile under this id only because its member is suspended (the
 * profile exists and is not hidden by moderation): the page says so (410).
 */
export async function isProfileOfSuspendedMember(db: Database, memberId: string): Promise<boolean> {
  const result = (await db.execute<{ suspended: boolean }>(sql`
    select not ${authorNotSuspended(sql`m.id`)} and ${isNotHidden('profile', sql`m.id`)} as suspended
    from profiles m where m.id = ${memberId}::uuid`)) as unknown as {
    rows: { suspended: boolean }[];
  };
  return result.rows[0]?.suspended === true;
}
