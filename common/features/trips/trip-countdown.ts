import { tripLengthInDays } from './trip-limits';

/**
 * The countdown of a trip on its planners' home feed and, when they choose, their profile
 * (issue 29): "47 days to go" before it, "Day 2 of 6" during it, "Welcome home" after it.
 * `today` is the calendar day where the parks are (America/New_York), `YYYY-MM-DD`.
 */
export function tripCountdownText(
  trip: { arrivesOn: string; departsOn: string },
  today: string,
): string {
  if (today < trip.arrivesOn) {
    const days = tripLengthInDays(today, trip.arrivesOn) - 1;
    return days === 1 ? '1 day to go' : `${days} days to go`;
  }
  if (today <= trip.departsOn) {
    const day = tripLengthInDays(trip.arrivesOn, today);
    return `Day ${day} of ${tripLengthInDays(trip.arrivesOn, trip.departsOn)}`;
  }
  return 'Welcome home';
}

/** Today's calendar day in park time (America/New_York), `YYYY-MM-DD`. */
export function parkToday(now: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
