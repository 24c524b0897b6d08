import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DATA_EXPORT_REQUEST_INTERVAL_HOURS,
  dataExportTexts,
  dataExportTooSoonMessage,
  type DataExportStatus,
} from '../../../common/features/data-export/data-export.contract';
import type { Database, Executor } from '../../db/client';
import { AppError, notFound, rateLimited } from '../../lib/app-error';
import { scheduleDataExport } from './data-export.job';
import { presentDataExportStatus } from './data-export.presenter';
import {
  findLatestCountedExport,
  findLatestExport,
  insertPendingExport,
} from './data-export.repository';
import { exportFilePath } from './data-export.storage';

const INTERVAL_MS = DATA_EXPORT_REQUEST_INTERVAL_HOURS * 60 * 60 * 1000;

/** `2025-01-14 18:05 UTC`. */
const utcText = (instant: Date) => `${instant.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** When the member may ask for a new archive: a day after their last request that counts. */
async function nextRequestAt(db: Executor, userId: string, now: Date): Promise<Date | null> {
  const counted = await findLatestCountedExport(db, userId);
  if (!counted) return null;
  const next = new Date(counted.requestedAt.getTime() + INTERVAL_MS);
  return next.getTime() > now.getTime() ? next : null;
}

/** The member's latest archive request and when they may ask again. */
export async function readDataExportStatus(
  db: Executor,
  userId: string,
  now: Date,
): Promise<DataExportStatus> {
  return presentDataExportStatus(
    await findLatestExport(db, userId),
    await nextRequestAt(db, userId, now),
  );
}

/**
 * Records the member's request for an archive and schedules its job, in one transaction.
 * One request a day (a failed one does not count).
 * @throws AppError 409 while one is pending or being built; 429 (with `Retry-After`) within a
 *   day of the last request, saying when they may ask again.
 */
export async function requestDataExport(
  db: Database,
  userId: string,
  now: Date,
): Promise<DataExportStatus> {
  return db.transaction(async (tx) => {
    const latest = await findLatestExport(tx, userId);
    if (latest && (latest.state === 'pending' || latest.state === 'building')) {
      throw new AppError('conflict', dataExportTexts.alreadyPreparing);
    }
    const next = await nextRequestAt(tx, userId, now);
    if (next) {
      throw rateLimited(
        dataExportTooSoonMessage(utcText(next)),
        (next.getTime() - now.getTime()) / 1000,
      );
    }
    const row = await insertPendingExport(tx, userId, now);
    // Another request of the member's committed between the read and the insert.
    if (!row) throw new AppError('conflict', dataExportTexts.alreadyPreparing);
    await scheduleDataExport(tx, row.id, now);
    return presentDataExportStatus(row, new Date(now.getTime() + INTERVAL_MS));
  });
}

/**
 * The member's ready archive, to be streamed from disk: only their own latest one, only until
 * it expires, only while its file is there.
 * @throws AppError 404 otherwise.
 */
export async function openDataExportDownload(
  db: Executor,
  userId: string,
  dataDir: string,
  now: Date,
): Promise<{ stream: Readable; size: number; fileName: string }> {
  const latest = await findLatestExport(db, userId);
  const isReady =
    latest?.state === 'ready' &&
    !!latest.fileName &&
    !!latest.expiresAt &&
    latest.expiresAt.getTime() > now.getTime();
  if (!isReady) throw notFound(dataExportTexts.notFound);
  // Opened before it is measured: an expiry deleting it now cannot cut the download short.
  let handle;
  try {
    handle = await open(exportFilePath(dataDir, latest.id), 'r');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw notFound(dataExportTexts.notFound);
    throw err;
  }
  try {
    const stats = await handle.stat();
    return { stream: handle.createReadStream(), size: stats.size, fileName: latest.fileName! };
  } catch (err) {
    await handle.close();
    throw err;
  }
}
