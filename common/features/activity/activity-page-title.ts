import { formatDay, type IsoDate } from './activity-dates';

/** The title of `/activity` (today, `date` null) or of `/activity/{date}` (the app's and the server's). */
export function activityPageTitle(date: IsoDate | null): string {
  return date ? `Activity of ${formatDay(date)}` : 'Activity';
}
