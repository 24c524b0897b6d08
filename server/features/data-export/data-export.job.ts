import type { FastifyInstance } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { z } from 'zod';
import {
  DATA_EXPORT_EXPIRY_DAYS,
  dataExportFileName,
} from '../../../common/features/data-export/data-export-texts';
import type { PhotoStorage } from '../uploads/photo-storage';
import type { Executor, Transaction } from '../../db/client';
import { findAccount } from '../auth/admin/member-account.service';
import { insertOutboxMail, markOutboxMail } from '../../mail/outbox.repository';
import { scheduleJob, type ClaimedJob } from '../jobs/jobs.service';
import { notifyFromTeam } from '../notifications/notifications.service';
import { writeMemberArchive } from './data-export.archive';
import { buildDataExportReadyMail, dataExportMessageId } from './data-export.mail';
import {
  findUsername,
  listOtherReadyExports,
  lockExport,
  markExpired,
  updateExport,
} from './data-export.repository';
import { prepareExportFile, removeExportFiles } from './data-export.storage';

/** A request's first step: it becomes `building` (seen by the member) and its build is scheduled. */
export const DATA_EXPORT_START_JOB = 'data-export.start';
/** Writes the archive; `ready` (notification, mail job, expiry job) or, for good, `failed`. */
export const DATA_EXPORT_BUILD_JOB = 'data-export.build';
/** Deletes a ready archive's file when its days are over and marks it `expired`. */
export const DATA_EXPORT_EXPIRE_JOB = 'data-export.expire';
/** Mails the member that their archive is ready (only with `SMTP_URL`). */
export const DATA_EXPORT_MAIL_JOB = 'data-export.mail';

/** Attempts of a build before the request is `failed` (a retry waits 10 s, then 20 s). */
export const DATA_EXPORT_BUILD_ATTEMPTS = 3;

const DAY_MS = 24 * 60 * 60 * 1000;
const payloadSchema = z.object({ exportId: z.uuid() });

export interface DataExportJobsOptions {
  /** The data folder: archives go in its `exports/` (photos come from `app.photoStorage`). */
  dataDir: string;
  /** `smtp://…`: the member is also mailed; without it, the notification only. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Public origin, for the link in the mail. */
  siteUrl: string;
}

/** Schedules the first step of request `exportId`, in the caller's transaction. */
export async function scheduleDataExport(tx: Executor, exportId: string, now: Date) {
  await scheduleJob(tx, {
    kind: DATA_EXPORT_START_JOB,
    key: `${DATA_EXPORT_START_JOB}:${exportId}`,
    runAt: now,
    payload: { exportId },
  });
}

/**
 * Builds the archive of a `building` request in a savepoint: the file under a temporary name,
 * renamed into place; then the request is `ready` for {@link DATA_EXPORT_EXPIRY_DAYS} days, the
 * member's older ready archives are deleted (only the newest can be downloaded), the expiry job
 * is scheduled, the member is notified and, with SMTP, a mail job is scheduled. All of it
 * commits with the job; the file of an attempt that does not commit is replaced by the next.
 */
async function buildExport(
  tx: Transaction,
  row: { id: string; userId: string },
  options: DataExportJobsOptions & { photos: PhotoStorage },
  now: Date,
  transport: Transporter | null,
): Promise<void> {
  const username = await findUsername(tx, row.userId);
  if (!username) throw new Error('the member has no profile any more');
  const file = await prepareExportFile(options.dataDir, row.id);
  const { bytes } = await writeMemberArchive(tx, {
    memberId: row.userId,
    username,
    photos: options.photos,
    file: file.partial,
    madeAt: now,
  });
  await file.commit();
  const expiresAt = new Date(now.getTime() + DATA_EXPORT_EXPIRY_DAYS * DAY_MS);
  const older = await listOtherReadyExports(tx, row.userId, row.id);
  await markExpired(tx, older);
  await removeExportFiles(options.dataDir, older);
  await updateExport(tx, row.id, {
    state: 'ready',
    readyAt: now,
    expiresAt,
    fileName: dataExportFileName(username, now.toISOString().slice(0, 10)),
    byteSize: bytes,
    error: null,
  });
  await scheduleJob(tx, {
    kind: DATA_EXPORT_EXPIRE_JOB,
    key: `${DATA_EXPORT_EXPIRE_JOB}:${row.id}`,
    runAt: expiresAt,
    payload: { exportId: row.id },
  });
  await notifyFromTeam(tx, {
    userId: row.userId,
    type: 'data_export_ready',
    entityId: row.id,
    body: null,
  });
  if (transport) {
    await scheduleJob(tx, {
      kind: DATA_EXPORT_MAIL_JOB,
      key: `${DATA_EXPORT_MAIL_JOB}:${row.id}`,
      runAt: now,
      payload: { exportId: row.id },
    });
  }
}

/**
 * Registers the jobs of "Download my data" (issue 27) on the app's runner. Each step locks its
 * request and does nothing when the request is no longer in the state it expects, so a step run
 * again (or late) changes nothing.
 */
export function registerDataExportJobs(app: FastifyInstance, options: DataExportJobsOptions) {
  const transport: Transporter | null = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : null;

  app.jobs.register(DATA_EXPORT_START_JOB, async (tx: Transaction, job: ClaimedJob) => {
    const { exportId } = payloadSchema.parse(job.payload);
    const row = await lockExport(tx, exportId);
    if (row?.state !== 'pending') return;
    await updateExport(tx, row.id, { state: 'building' });
    await scheduleJob(tx, {
      kind: DATA_EXPORT_BUILD_JOB,
      key: `${DATA_EXPORT_BUILD_JOB}:${row.id}`,
      runAt: app.clock.now(),
      payload: { exportId: row.id },
      maxAttempts: DATA_EXPORT_BUILD_ATTEMPTS,
    });
  });

  app.jobs.register(DATA_EXPORT_BUILD_JOB, async (tx: Transaction, job: ClaimedJob) => {
    const { exportId } = payloadSchema.parse(job.payload);
    const row = await lockExport(tx, exportId);
    if (row?.state !== 'building') return;
    const now = app.clock.now();
    try {
      await tx.transaction((savepoint) =>
        buildExport(savepoint, row, { ...options, photos: app.photoStorage }, now, transport),
      );
      app.log.info({ exportId, userId: row.userId }, 'data export ready');
    } catch (err) {
      await removeExportFiles(options.dataDir, [row.id]);
      if (job.attempts < job.maxAttempts) throw err;
      app.log.error({ err, exportId }, 'data export failed for good');
      await updateExport(tx, row.id, {
        state: 'failed',
        error: err instanceof Error ? err.message : String(err),
      });
    }
  });

  app.jobs.register(DATA_EXPORT_EXPIRE_JOB, async (tx: Transaction, job: ClaimedJob) => {
    const { exportId } = payloadSchema.parse(job.payload);
    const row = await lockExport(tx, exportId);
    if (!row) return;
    if (row.state === 'ready') {
      if (row.expiresAt && row.expiresAt.getTime() > app.clock.now().getTime()) return;
      await markExpired(tx, [row.id]);
    }
    await removeExportFiles(options.dataDir, [row.id]);
  });

  app.jobs.register(DATA_EXPORT_MAIL_JOB, async (tx: Transaction, job: ClaimedJob) => {
    if (!transport) return;
    const { exportId } = payloadSchema.parse(job.payload);
    const row = await lockExport(tx, exportId);
    if (row?.state !== 'ready' || !row.expiresAt) return;
    const account = await findAccount(tx, row.userId);
    if (!account?.email || !account.emailConfirmedAt || account.deletedAt) return;
    const mail = buildDataExportReadyMail({
      to: account.email,
      memberId: row.userId,
      expiresAt: row.expiresAt,
      siteUrl: options.siteUrl,
    });
    const mailId = await insertOutboxMail(tx, mail);
    // A failure throws: the outbox row rolls back with it and the job is tried again later.
    await transport.sendMail({
      from: options.mailFrom,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: dataExportMessageId(job.key, options.siteUrl),
    });
    await markOutboxMail(tx, mailId, { sentAt: app.clock.now(), error: null });
  });

  app.addHook('onClose', async () => transport?.close());
}
