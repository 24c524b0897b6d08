import type { z } from 'zod';
import type {
  clientErrorRecordSchema,
  clientLogEntrySchema,
} from '../../../common/features/telemetry/telemetry.contract';
import type { Database } from '../../db/client';
import { insertClientError, insertClientLog } from './telemetry.repository';

type ClientErrorRecord = z.output<typeof clientErrorRecordSchema>;
type ClientLogEntry = z.output<typeof clientLogEntrySchema>;

/** Stores a browser's error record; returns the stored row's id. */
export function recordClientError(
  db: Database,
  record: ClientErrorRecord,
  userId: string | null,
): Promise<string> {
  return insertClientError(db, {
    clientErrorId: record.id ?? null,
    message: record.message,
    severity: record.severity,
    category: record.category,
    context: record.context,
    stack: record.stack ?? null,
    isUserFacing: record.isUserFacing,
    userId,
  });
}

/** Stores a browser's log entry; returns the stored row's id. */
export function recordClientLog(
  db: Database,
  entry: ClientLogEntry,
  userId: string | null,
): Promise<string> {
  return insertClientLog(db, {
    level: entry.level,
    message: entry.message,
    context: entry.context,
    data: entry.data ?? null,
    userId,
  });
}
