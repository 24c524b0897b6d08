import { readFile } from 'node:fs/promises';
import { count, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { comments, posts, profiles, uploads } from '../../db/schema';
import { fromProjectRoot } from '../../lib/project-root';

/** What a backup archive says about itself: its first entry, `manifest.json`. */
export const backupManifestSchema = z.object({
  format: z.literal('magic-community-backup'),
  formatVersion: z.literal(1),
  appVersion: z.string(),
  createdAt: z.iso.datetime(),
  engine: z.literal('pglite'),
  /** The last migration applied to the database (its file name without `.sql`), or null. */
  migration: z.string().nullable(),
  /** Rows in the database when the snapshot was taken. */
  counts: z.object({
    members: z.number().int(),
    posts: z.number().int(),
    comments: z.number().int(),
    uploads: z.number().int(),
  }),
  /** Photo files listed when the snapshot was taken (`uploads/` in the archive). */
  uploadFiles: z.object({ files: z.number().int(), bytes: z.number().int() }),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;
export type BackupCounts = BackupManifest['counts'];

/** Name of the manifest entry, the database entry and the uploads folder in the archive. */
export const MANIFEST_ENTRY = 'manifest.json';
export const DATABASE_ENTRY = 'database/pglite.tar';
export const UPLOADS_PREFIX = 'uploads/';

/** Members, posts, comments and uploads in the database (`db` may be a transaction). */
export async function readBackupCounts(db: Executor): Promise<BackupCounts> {
  const tally = async (table: typeof profiles | typeof posts | typeof comments | typeof uploads) =>
    (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    members: await tally(profiles),
    posts: await tally(posts),
    comments: await tally(comments),
    uploads: await tally(uploads),
  };
}

const journalSchema = z.object({
  entries: z.array(z.object({ when: z.number(), tag: z.string() })),
});

/** The name of the last migration Drizzle recorded in the database, or null when none ran. */
export async function readMigrationLevel(db: Executor): Promise<string | null> {
  // Both drivers answer `{ rows }`.
  const result = (await db.execute(
    sql`select max(created_at)::text as applied from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { applied: string | null }[] };
  const applied = result.rows[0]?.applied;
  if (!applied) return null;
  const journal = journalSchema.parse(
    JSON.parse(
      await readFile(
        fromProjectRoot('server', 'db', 'migrations', 'meta', '_journal.json'),
        'utf8',
      ),
    ),
  );
  return journal.entries.find((entry) => String(entry.when) === applied)?.tag ?? `at ${applied}`;
}

/** The app's version, from package.json. */
export async function readAppVersion(): Promise<string> {
  const pkg = z
    .object({ version: z.string() })
    .parse(JSON.parse(await readFile(fromProjectRoot('package.json'), 'utf8')));
  return pkg.version;
}
