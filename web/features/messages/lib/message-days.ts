const weekdayDate = new Intl.DateTimeFormat('en', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});
const weekdayDateYear = new Intl.DateTimeFormat('en', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const clock = new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit' });

/** Whether two moments fall on the same local calendar day. */
export function isSameDay(a: string, b: string): boolean {
  return new Date(a).toDateString() === new Date(b).toDateString();
}

/**
 * The separator above a day's messages: 'Today', 'Yesterday', else the weekday and date
 * ('Tuesday, March 4'), with the year when it is not this year's.
 */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (date.toDateString() === now.toDateString()) return 'Today';
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (date.toDateString() === yesterday.toDateString()) return 'Yesterday';
  return date.getFullYear() === now.getFullYear()
    ? weekdayDate.format(date)
    : weekdayDateYear.format(date);
}

/** The time under a message: '9:30 AM'. */
export function messageTime(iso: string): string {
  return clock.format(new Date(iso));
}

/** Messages of one local day, under their separator. */
export interface MessageDay<T> {
  key: string;
  label: string;
  messages: T[];
}

/** Splits messages (oldest first) into days, each under its label, in order. */
export function groupByDay<T extends { createdAt: string }>(
  messages: readonly T[],
  now: Date = new Date(),
): MessageDay<T>[] {
  const days: MessageDay<T>[] = [];
  for (const message of messages) {
    const last = days.at(-1);
    if (last && isSameDay(last.messages[0]!.createdAt, message.createdAt)) {
      last.messages.push(message);
    } else {
      days.push({
        key: new Date(message.createdAt).toDateString(),
        label: dayLabel(message.createdAt, now),
        messages: [message],
      });
    }
  }
  return days;
}
