import type { ReportItemKind } from '../../common/features/moderation/reports.contract';
import type { SQL } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';

/**
 * A content kind (issue 27): what one kind of member content *is* for the staff and for its
 * author, declared by the feature that owns it (`posts.kind.ts`, `reviews.kind.ts`, …) and
 * registered where the app is built (`server/content-kinds.ts`). Moderation (the queue, its
 * decisions, reports) reads and changes items only through these, never through another
 * feature's repository or service; the registry itself imports no feature.
 */
export interface ContentKind {
  /** The kind's name, as reports, hidden items and the audit log store it. */
  name: ReportItemKind;
  /** The feature's table of these items, and the column naming who wrote it (null: none). */
  table: string;
  authorColumn: string | null;
  /** The item, live or deleted; null when there is no such row. */
  load(db: Executor, id: string): Promise<ItemFacts | null>;
  /**
   * @throws AppError 404 ('This item does not exist or you cannot see it.') unless the member may
   * see the live item: the feature's own read, through its visibility policy.
   */
  assertVisibleTo(db: Database, viewerId: string, id: string, now: Date): Promise<void>;
  /**
   * Soft-deletes the item in the caller's transaction (the feature's own delete, with its counts);
   * false when it was already gone. Absent for kinds a moderator hides rather than deletes
   * (profiles, groups).
   */
  remove?(tx: Executor, id: string, now: Date): Promise<boolean>;
  /** Caches to drop after a delete committed. */
  afterRemove?(): void;
  /**
   * A deleted member's part of this kind leaves, in the deletion's transaction (admins' "delete
   * member"; issue 27): their live items soft-deleted with the counts and figures they fed, and
   * their answers and votes on others' items of this kind withdrawn. Resolves to how many of
   * their items were deleted. Absent for kinds that stay (messages keep their conversation;
   * profiles, groups and contest entries are handled by the member's own closing).
   */
  withdrawMember?(tx: Executor, memberId: string, now: Date): Promise<number>;
  /**
   * For kinds whose reports are judged with what surrounds them (a message in its
   * conversation): a few items either side of this one, oldest first, the item included.
   */
  contextAround?(db: Executor, item: { id: string; createdAt: Date }): Promise<ContextLine[]>;
  /** Bulk delete and undo (posts and comments). */
  bulk?: BulkRemoval;
}

/**
 * Bulk delete and its undo (admins' `/bulk-delete`, issue 27), for the kinds it covers (posts and
 * comments). The admin feature decides what matches and records the operation; the kind changes
 * its own rows and the counts they feed.
 */
export interface BulkRemoval {
  /**
   * Soft-deletes at `at` up to `limit` (all when null) live items the condition `match` selects,
   * in id order, locking them, and lowers the counts they fed; resolves to their ids. `match` is
   * SQL over the kind's row as `p` (posts) or `c` (comments, joined to their post as `p`).
   */
  removeMatching(tx: Executor, match: SQL, at: Date, limit: number | null): Promise<string[]>;
  /**
   * Restores those of `ids` still deleted at `at` (one deleted again since keeps that deletion)
   * and raises the counts they feed; resolves to how many came back.
   */
  restore(tx: Executor, ids: readonly string[], at: Date): Promise<number>;
}

/** An item shown around a reported one (`ContentKind.contextAround`). */
export interface ContextLine {
  id: string;
  /** Null for a message whose sender's account was erased. */
  authorId: string | null;
  body: string | null;
  createdAt: Date;
  deleted: boolean;
}

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
