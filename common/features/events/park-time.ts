import { PARK_TIME_ZONE } from './event-limits';

/**
 * Wall-clock times at the park (America/New_York) and the instants they name, with the
 * platform's own time-zone data (Intl), in the browser and on the server alike.
 */

const parkClock = new Intl.DateTimeFormat('en-US', {
  timeZone: PARK_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function parkParts(instant: Date): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of parkClock.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts;
}

/** Minutes the park's clock is ahead of UTC at `instant` (-300 in winter, -240 in summer). */
function parkOffsetMinutes(instant: Date): number {
  const p = parkParts(instant);
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60000);
}

/**
 * The instant of a park-local `YYYY-MM-DDTHH:mm` (or `YYYY-MM-DD`, midnight). A time skipped by
 * the spring change of clocks is read with the offset before it (02:30 becomes 03:30 EDT).
 */
export function parkLocalToInstant(local: string): Date {
  const [date, time = '00:00'] = local.split('T');
  const [year, month, day] = date!.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const asUtc = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  const first = asUtc - parkOffsetMinutes(new Date(asUtc)) * 60000;
  const second = new Date(asUtc - parkOffsetMinutes(new Date(first)) * 60000);
  // In the skipped hour no instant shows this time; the first guess is the time an hour later.
  const wanted = `${date}T${time}`;
  return instantToParkLocal(second) === wanted ? second : new Date(first);
}

/** The park-local `YYYY-MM-DDTHH:mm` of an instant. */
export function instantToParkLocal(instant: Date | string): string {
  const p = parkParts(typeof instant === 'string' ? new Date(instant) : instant);
  const pad = (value: number | undefined) => String(value).padStart(2, '0');
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** The park-local day `YYYY-MM-DD` of an instant. */
export function parkLocalDate(instant: Date | string): string {
  return instantToParkLocal(instant).slice(0, 10);
}
