import { z } from 'zod';
import { refusalSchema } from '../data-folder/data-folder-protocol';
import { backupManifestSchema } from './backup-manifest';

/**
 * The backup's conversation on the data folder socket (see `data-folder-protocol.ts`): the
 * client sends `{"request":"backup"}`; the owner answers one JSON line, then (for an accepted
 * backup) the archive's bytes until it closes.
 */
export const BACKUP_REQUEST = { request: 'backup' } as const;

/** A backup takes no arguments. */
export const backupRequestArgsSchema = z.object({}).strict();

export const backupAnswerSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), manifest: backupManifestSchema }),
  refusalSchema,
]);
export type BackupAnswer = z.infer<typeof backupAnswerSchema>;
