import type { FastifyInstance } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { z } from 'zod';
import { parkLocalToInstant } from '../../../common/features/events/park-time';
import { bookingWindowsFor } from '../../../common/features/trips/booking-windows';
import { tripDayDate, tripLengthInDays } from '../../../common/features/trips/trip-limits';
import type { Executor, Transaction } from '../../db/client';
import { insertOutboxMail, markOutboxMail } from '../../mail/outbox.repository';
import { reminderMailAddress, reminderMessageId } from '../../mail/reminder-mail';
import { cancelPendingJobs, scheduleJob, type ClaimedJob } from '../jobs/jobs.service';
import { recordNotifications } from '../notifications/notifications.service';
import {
  buildTripReminderMail,
  digestAt,
  digestBody,
  planNamesOf,
  windowReminderAt,
  windowReminderBody,
  windowReminderPhases,
  type WindowReminderPhase,
} from './trip-reminder-text';
import {
  findLiveTripFacts,
  listTripDayItemSlugs,
  listTripPlannerIds,
  type TripReminderFacts,
} from './trip-reminders.repository';

/**
 * A trip's reminders (issue 29) on the job runner: each booking window is reminded the day
 * before and on the day, and each trip day has a digest the evening before. Every job's key
 * holds the trip, what it is about and the instant it was computed for, so changing the trip's
 * dates (or resort, tickets, parks) schedules new jobs, and an old job finds its window moved
 * and does nothing. A deleted trip's pending jobs are removed, and a job that runs anyway finds
 * no live trip.
 */

/** The job that notifies a trip's planners of a booking window. */
export const TRIP_WINDOW_JOB = 'trip-window';
/** The job that sends the digest of a trip day, the evening before. */
export const TRIP_DIGEST_JOB = 'trip-digest';
/** The job that mails one planner one reminder (only with `SMTP_URL`). */
export const TRIP_REMINDER_MAIL_JOB = 'trip-reminder-mail';

/** The beginning of the key of every job of the trip (its cancellation removes them). */
export const tripReminderKeyPrefix = (tripId: string): string => `trip-reminder:${tripId}:`;

export function tripWindowJobKey(
  tripId: string,
  windowKey: string,
  phase: WindowReminderPhase,
  opensAt: string,
): string {
  return `${tripReminderKeyPrefix(tripId)}window:${windowKey}:${phase}:${opensAt}`;
}

export function tripDigestJobKey(tripId: string, date: string, runAt: Date): string {
  return `${tripReminderKeyPrefix(tripId)}digest:${date}:${runAt.toISOString()}`;
}

const windowPayloadSchema = z.object({
  tripId: z.uuid(),
  windowKey: z.string(),
  phase: z.enum(['day-before', 'today']),
  opensAt: z.iso.datetime(),
});
const digestPayloadSchema = z.object({ tripId: z.uuid(), date: z.iso.date() });
const mailPayloadSchema = z.object({
  tripId: z.uuid(),
  userId: z.uuid(),
  kind: z.enum(['trip_window', 'trip_digest']),
  body: z.string(),
});

/**
 * A window's reminder is given within this long of its time, never later (a job run late after a
 * long outage reminds no one of what has long passed).
 */
const REMINDER_LATE_LIMIT_MS = 12 * 60 * 60 * 1000;

/**
 * Schedules the reminders of the trip as it is now in `tx` (call it after creating a trip and
 * after every change of its dates, resort, tickets or day parks, in the same transaction): for
 * each window a job the day before and one on the day, each only when still ahead of `now`, and
 * the digest of each trip day still ahead. What is already scheduled stays (same key, one job).
 * A deleted or missing trip schedules nothing.
 */
export async function scheduleTripReminders(
  tx: Executor,
  tripId: string,
  now: Date,
): Promise<void> {
  const trip = await findLiveTripFacts(tx, tripId);
  if (!trip) return;
  for (const window of bookingWindowsFor(trip.forWindows, now)) {
    for (const phase of windowReminderPhases) {
      const runAt = windowReminderAt(window, phase);
      if (runAt.getTime() <= now.getTime()) continue;
      await scheduleJob(tx, {
        kind: TRIP_WINDOW_JOB,
        key: tripWindowJobKey(trip.id, window.key, phase, window.opensAt),
        runAt,
        payload: { tripId: trip.id, windowKey: window.key, phase, opensAt: window.opensAt },
      });
    }
  }
  const dayCount = tripLengthInDays(trip.arrivesOn, trip.departsOn);
  for (let dayNumber = 1; dayNumber <= dayCount; dayNumber += 1) {
    const date = tripDayDate(trip.arrivesOn, dayNumber);
    const runAt = digestAt(date);
    if (runAt.getTime() <= now.getTime()) continue;
    await scheduleJob(tx, {
      kind: TRIP_DIGEST_JOB,
      key: tripDigestJobKey(trip.id, date, runAt),
      runAt,
      payload: { tripId: trip.id, date },
    });
  }
}

/** Removes the trip's pending reminders (call it when the trip is deleted, in that transaction). */
export async function cancelTripReminders(tx: Executor, tripId: string): Promise<void> {
  await cancelPendingJobs(tx, tripReminderKeyPrefix(tripId));
}

/**
 * The text of a window reminder if it is still to be given: the trip is live and still has the
 * window with that key opening at the same instant, and the reminder is not long overdue.
 */
async function windowReminderToGive(
  tx: Executor,
  payload: z.infer<typeof windowPayloadSchema>,
  now: Date,
): Promise<{ trip: TripReminderFacts; body: string } | null> {
  const trip = await findLiveTripFacts(tx, payload.tripId);
  if (!trip) return null;
  const window = bookingWindowsFor(trip.forWindows, now).find(
    (candidate) => candidate.key === payload.windowKey,
  );
  if (!window || window.opensAt !== new Date(payload.opensAt).toISOString()) return null;
  const dueAt = windowReminderAt(window, payload.phase);
  if (now.getTime() > dueAt.getTime() + REMINDER_LATE_LIMIT_MS) return null;
  return { trip, body: windowReminderBody(window, payload.phase, trip.name) };
}

/**
 * The digest of the trip day `date` if it is still to be given: the trip is live, the day is
 * still one of its days, and that day has not begun.
 */
async function digestToGive(
  tx: Executor,
  payload: z.infer<typeof digestPayloadSchema>,
  now: Date,
): Promise<{ trip: TripReminderFacts; body: string } | null> {
  const trip = await findLiveTripFacts(tx, payload.tripId);
  if (!trip) return null;
  if (payload.date < trip.arrivesOn || payload.date > trip.departsOn) return null;
  if (now.getTime() >= parkLocalToInstant(payload.date).getTime()) return null;
  const dayCount = tripLengthInDays(trip.arrivesOn, trip.departsOn);
  const dayNumber = tripLengthInDays(trip.arrivesOn, payload.date);
  const day = trip.days.find((candidate) => candidate.dayNumber === dayNumber);
  const planNames = planNamesOf(await listTripDayItemSlugs(tx, trip.id, dayNumber));
  const windows = bookingWindowsFor(trip.forWindows, now).filter(
    (window) => window.opensAtParkLocal.slice(0, 10) === payload.date,
  );
  const body = digestBody({
    tripName: trip.name,
    date: payload.date,
    dayNumber,
    dayCount,
    park: day ? day.park : undefined,
    planNames,
    windows,
  });
  return { trip, body };
}

export interface TripRemindersOptions {
  /** `smtp://…`: reminders are also mailed; without it they are notifications only. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Public origin, for the trip's link in the mail. */
  siteUrl: string;
}

/**
 * Registers the trip reminder jobs' handlers. A window or digest job runs in the job's
 * transaction: one notification (`trip_window` or `trip_digest`, from the trip's owner, about the
 * trip, its text in `body`) for each planner, published to their sockets on commit, and with
 * SMTP one mail job per planner (its own retries; a mail failure never undoes the
 * notifications). Exactly once as far as the database goes (the jobs' guarantee).
 */
export function registerTripReminders(app: FastifyInstance, options: TripRemindersOptions): void {
  const transport: Transporter | null = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : null;

  async function notifyPlanners(
    tx: Transaction,
    job: ClaimedJob,
    reminder: { trip: TripReminderFacts; body: string },
    type: 'trip_window' | 'trip_digest',
  ): Promise<void> {
    const recipients = await listTripPlannerIds(tx, reminder.trip.id);
    await recordNotifications(tx, {
      userIds: recipients,
      actorId: reminder.trip.ownerId,
      type,
      entityId: reminder.trip.id,
      body: reminder.body,
    });
    if (transport) {
      for (const userId of recipients) {
        await scheduleJob(tx, {
          kind: TRIP_REMINDER_MAIL_JOB,
          key: `${job.key}:mail:${userId}`,
          runAt: app.clock.now(),
          payload: { tripId: reminder.trip.id, userId, kind: type, body: reminder.body },
        });
      }
    }
    app.log.info(
      { tripId: reminder.trip.id, type, count: recipients.length },
      'trip reminders sent',
    );
  }

  app.jobs.register(TRIP_WINDOW_JOB, async (tx, job) => {
    const payload = windowPayloadSchema.parse(job.payload);
    const reminder = await windowReminderToGive(tx, payload, app.clock.now());
    if (reminder) await notifyPlanners(tx, job, reminder, 'trip_window');
  });

  app.jobs.register(TRIP_DIGEST_JOB, async (tx, job) => {
    const payload = digestPayloadSchema.parse(job.payload);
    const reminder = await digestToGive(tx, payload, app.clock.now());
    if (reminder) await notifyPlanners(tx, job, reminder, 'trip_digest');
  });

  app.jobs.register(TRIP_REMINDER_MAIL_JOB, async (tx, job) => {
    if (!transport) return;
    const payload = mailPayloadSchema.parse(job.payload);
    const now = app.clock.now();
    const trip = await findLiveTripFacts(tx, payload.tripId);
    if (!trip) return;
    // A planner removed since the notification gets no mail about the trip.
    if (!(await listTripPlannerIds(tx, trip.id)).includes(payload.userId)) return;
    const to = await reminderMailAddress(tx, payload.userId, now);
    if (!to) return;
    const mail = buildTripReminderMail({
      to,
      tripId: trip.id,
      tripName: trip.name,
      body: payload.body,
      kind: payload.kind,
      siteUrl: options.siteUrl,
    });
    const mailId = await insertOutboxMail(tx, mail);
    // A failure throws: the outbox row rolls back with it and the job is tried again later.
    await transport.sendMail({
      from: options.mailFrom,
      to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: reminderMessageId(job.key, 'trip-reminder', options.siteUrl),
    });
    await markOutboxMail(tx, mailId, { sentAt: app.clock.now(), error: null });
  });

  app.addHook('onClose', async () => transport?.close());
}

/** The trip reminders as a plugin of the app (`server/app.ts`). */
export async function tripRemindersPlugin(
  app: FastifyInstance,
  options: TripRemindersOptions,
): Promise<void> {
  registerTripReminders(app, options);
}
