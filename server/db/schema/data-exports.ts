import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { dataExportStates } from '../../../common/features/data-export/data-export-texts';
import { profiles } from './profiles';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A member's request for an archive of their data (issue 27, "Download my data",
 * `server/features/data-export/`). `pending` until a job starts it, `building` while the job
 * writes the archive under `DATA_DIR/exports/<id>.tar.gz`, then `ready` (downloadable by its
 * owner until `expires_at`) or `failed`; `expired` once the expiry job deleted the file. At most
 * one request per member is pending or building (`data_exports_one_active_key`); the one request
 * a day is the service's rule (`requested_at` of the newest row).
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    state: text('state', { enum: dataExportStates }).notNull().default('pending'),
    requestedAt: at('requested_at').notNull().defaultNow(),
    readyAt: at('ready_at'),
    expiresAt: at('expires_at'),
    /** The name the member's browser saves it under (`magic-community-data-<username>-<date>.tar.gz`). */
    fileName: text('file_name'),
    /** The archive's size in bytes. */
    byteSize: bigint('byte_size', { mode: 'number' }),
    /** Why building failed (for the team; the member reads a general sentence). */
    error: text('error'),
  },
  (table) => [
    index('data_exports_user_requested_idx').on(table.userId, table.requestedAt.desc()),
    uniqueIndex('data_exports_one_active_key')
      .on(table.userId)
      .where(sql`${table.state} in ('pending', 'building')`),
    check(
      'data_exports_state_check',
      sql`${table.state} in ('pending', 'building', 'ready', 'failed', 'expired')`,
    ),
  ],
);

export type DataExportRow = typeof dataExports.$inferSelect;
