import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { z } from 'zod';
import {
  EVENT_REMINDER_HOURS_BEFORE,
  eventPagePath,
  PARK_TIME_ZONE,
} from '../../../common/features/events/event-limits';
import type { Executor, Transaction } from '../../db/client';
import { eventRsvps, events, type EventRow } from '../../db/schema';
import { insertOutboxMail, markOutboxMail } from '../../mail/outbox.repository';
import { reminderMailAddress, reminderMessageId } from '../../mail/reminder-mail';
import type { OutgoingMail } from '../../mail/mailer';
import { scheduleJob, type ClaimedJob } from '../jobs/jobs.service';
import { recordNotifications } from '../notifications/notifications.service';
import { eventVisibleTo } from './events.policy';

/** The kind of the job that reminds everyone going, the day before an event. */
export const EVENT_REMINDER_JOB = 'event-reminder';
/** The kind of the job that mails one member's reminder (only with `SMTP_URL`). */
export const EVENT_REMINDER_MAIL_JOB = 'event-reminder-mail';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The key of an event's reminder: the event and its start, so moving an event schedules a new
 * job, and the old one (whose start no longer matches) does nothing when it runs.
 */
export function eventReminderKey(eventId: string, startsAt: Date): string {
  return `${EVENT_REMINDER_JOB}:${eventId}:${startsAt.toISOString()}`;
}

const reminderPayloadSchema = z.object({ eventId: z.uuid(), startsAt: z.iso.datetime() });
const mailPayloadSchema = reminderPayloadSchema.extend({ userId: z.uuid() });

/**
 * Schedules the reminder of the event starting at `startsAt`, in the caller's transaction (call
 * it when an event is created and whenever its start moves): it runs
 * {@link EVENT_REMINDER_HOURS_BEFORE} hours before the start, or at once when that is already
 * past but the start is not; nothing for a start already past. The same event and start twice
 * is one job.
 */
export async function scheduleEventReminder(
  tx: Executor,
  eventId: string,
  startsAt: Date,
  now: Date = new Date(),
): Promise<void> {
  if (startsAt.getTime() <= now.getTime()) return;
  const dueAt = startsAt.getTime() - EVENT_REMINDER_HOURS_BEFORE * HOUR_MS;
  await scheduleJob(tx, {
    kind: EVENT_REMINDER_JOB,
    key: eventReminderKey(eventId, startsAt),
    runAt: new Date(Math.max(dueAt, now.getTime())),
    payload: { eventId, startsAt: startsAt.toISOString() },
  });
}

/**
 * The event a reminder is about, if it is still to be given: not deleted, not cancelled, the
 * same start as when it was scheduled, and not yet started (a job run late after a long outage
 * reminds no one of what has begun).
 */
async function eventToRemind(
  tx: Executor,
  payload: { eventId: string; startsAt: string },
  now: Date,
): Promise<EventRow | null> {
  const [event] = await tx
    .select()
    .from(events)
    .where(and(eq(events.id, payload.eventId), isNull(events.deletedAt)));
  if (!event || event.status !== 'scheduled') return null;
  if (event.startsAt.getTime() !== new Date(payload.startsAt).getTime()) return null;
  if (event.startsAt.getTime() <= now.getTime()) return null;
  return event;
}

/**
 * The members going to `event` who may still see it (the events' one rule: a private group's
 * event only for its members, nothing across a block with the organizer).
 */
async function goingMembers(tx: Executor, event: EventRow): Promise<string[]> {
  const rows = await tx
    .select({ userId: eventRsvps.userId })
    .from(eventRsvps)
    .innerJoin(events, eq(events.id, eventRsvps.eventId))
    .where(
      and(
        eq(eventRsvps.eventId, event.id),
        eq(eventRsvps.status, 'going'),
        eventVisibleTo(sql`${eventRsvps.userId}`),
      ),
    )
    .orderBy(eventRsvps.respondedAt, eventRsvps.userId);
  return rows.map((row) => row.userId);
}

/** How an event's time reads in a reminder: 'Saturday, December 12 at 7:00 PM EST'. */
function parkTimeText(instant: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: PARK_TIME_ZONE,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(instant);
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The reminder mail of `event` to `to`. */
export function buildEventReminderMail(event: EventRow, to: string, siteUrl: string): OutgoingMail {
  const link = new URL(eventPagePath(event.id), siteUrl).toString();
  const when = parkTimeText(event.startsAt);
  const place = [event.park, event.location].filter(Boolean).join(' · ');
  const lines = [
    `A reminder: you are going to ${event.title}.`,
    '',
    `When: ${when}`,
    ...(place ? [`Where: ${place}`] : []),
    '',
    `Details and discussion: ${link}`,
    '',
    'The Magic Community team',
  ];
  const html = [
    `<p>A reminder: you are going to <strong>${escapeHtml(event.title)}</strong>.</p>`,
    `<p>When: ${escapeHtml(when)}${place ? `<br>Where: ${escapeHtml(place)}` : ''}</p>`,
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#1e3a8a;color:#ffffff;border-radius:8px;text-decoration:none">See the event</a></p>`,
    '<p>The Magic Community team</p>',
  ].join('\n');
  return {
    to,
    subject: `Reminder: ${event.title} starts soon`,
    text: lines.join('\n'),
    html,
    kind: 'event_reminder',
    link,
  };
}

export interface EventRemindersOptions {
  /** `smtp://…`: reminders are also mailed; without it they are notifications only. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Public origin, for the event's link in the mail. */
  siteUrl: string;
}

/**
 * Registers the reminder jobs' handlers. `event-reminder` runs in the job's transaction: one
 * `event_reminder` notification (from the organizer, about the event) for each member going
 * who may see the event, published to their sockets on commit, and with SMTP one
 * `event-reminder-mail` job per member (its own retries; a mail failure never undoes the
 * notifications). Each runs exactly once as far as the database goes (the jobs' guarantee); a
 * mail may be sent again only if its job's commit fails after the send, with the same
 * Message-ID.
 */
export function registerEventReminders(app: FastifyInstance, options: EventRemindersOptions): void {
  const transport: Transporter | null = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : null;

  app.jobs.register(EVENT_REMINDER_JOB, async (tx: Transaction, job: ClaimedJob) => {
    const payload = reminderPayloadSchema.parse(job.payload);
    const now = app.clock.now();
    const event = await eventToRemind(tx, payload, now);
    if (!event) return;
    const recipients = await goingMembers(tx, event);
    await recordNotifications(tx, {
      userIds: recipients,
      actorId: event.organizerId,
      type: 'event_reminder',
      entityId: event.id,
    });
    if (transport) {
      for (const userId of recipients) {
        await scheduleJob(tx, {
          kind: EVENT_REMINDER_MAIL_JOB,
          key: `${job.key}:mail:${userId}`,
          runAt: now,
          payload: { ...payload, userId },
        });
      }
    }
    app.log.info({ eventId: event.id, count: recipients.length }, 'event reminders sent');
  });

  app.jobs.register(EVENT_REMINDER_MAIL_JOB, async (tx: Transaction, job: ClaimedJob) => {
    if (!transport) return;
    const payload = mailPayloadSchema.parse(job.payload);
    const now = app.clock.now();
    const event = await eventToRemind(tx, payload, now);
    if (!event) return;
    const to = await reminderMailAddress(tx, payload.userId, now);
    if (!to) return;
    const mail = buildEventReminderMail(event, to, options.siteUrl);
    const mailId = await insertOutboxMail(tx, mail);
    // A failure throws: the outbox row rolls back with it and the job is tried again later.
    await transport.sendMail({
      from: options.mailFrom,
      to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: reminderMessageId(job.key, 'event-reminder', options.siteUrl),
    });
    await markOutboxMail(tx, mailId, { sentAt: app.clock.now(), error: null });
  });

  app.addHook('onClose', async () => transport?.close());
}

/** The reminders as a plugin of the app (`server/app.ts`). */
export async function eventRemindersPlugin(
  app: FastifyInstance,
  options: EventRemindersOptions,
): Promise<void> {
  registerEventReminders(app, options);
}
