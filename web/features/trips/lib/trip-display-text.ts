import { tripAgeBandLabels, type TripAgeBand } from '../../../../common/features/trips/trip-limits';

const monthNames = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
const weekdayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function calendarParts(day: string): {
  year: number;
  month: number;
  date: number;
  weekday: number;
} {
  const [year, month, date] = day.split('-').map(Number);
  const weekday = new Date(Date.UTC(year!, month! - 1, date!)).getUTCDay();
  return { year: year!, month: month!, date: date!, weekday };
}

/** `2026-12-06` → '6 Dec 2026' (a calendar day: no time zone moves it). */
export function calendarDayText(day: string): string {
  const { year, month, date } = calendarParts(day);
  return `${date} ${monthNames[month - 1]} ${year}`;
}

/**
 * A trip's dates: 'Tue 14 Jan – Sat 18 Jan 2027', the year once when both days share it, and a
 * single day alone ('Tue 14 Jan 2027').
 */
export function tripDatesText(arrivesOn: string, departsOn: string): string {
  const from = calendarParts(arrivesOn);
  const to = calendarParts(departsOn);
  const short = (parts: typeof from) =>
    `${weekdayNames[parts.weekday]} ${parts.date} ${monthNames[parts.month - 1]}`;
  if (arrivesOn === departsOn) return `${short(to)} ${to.year}`;
  const start = from.year === to.year ? short(from) : `${short(from)} ${from.year}`;
  return `${start} – ${short(to)} ${to.year}`;
}

/** An attraction's limit: '102 cm (40 in)', or 'Any height' when it has none. */
export function heightRequirementText(
  heightCm: number | null,
  heightInches: number | null,
): string {
  if (heightCm === null) return 'Any height';
  const cm = `${Math.round(heightCm)} cm`;
  return heightInches === null ? cm : `${cm} (${heightInches} in)`;
}

/** A party member as the rides page names them: their name, else their age band. */
export function partyMemberLabel(person: { name: string | null; ageBand: TripAgeBand }): string {
  return person.name ?? tripAgeBandLabels[person.ageBand];
}
