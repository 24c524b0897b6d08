/** The message of `GET /api/activity/{date}` for a text that is not a day (404). */
export const ACTIVITY_INVALID_DATE_MESSAGE =
  'There is no such day. Activity pages are addressed by a date written YYYY-MM-DD.';
/** The message of `GET /api/activity/{date}` for a day after today (404). */
export const ACTIVITY_FUTURE_DATE_MESSAGE =
  'That day has not happened yet, so it has no activity to show.';

/** What `/activity` is about: its description for readers and search engines. */
export const ACTIVITY_PAGE_DESCRIPTION =
  'What the community shared, day by day: new and top posts, new reviews, new members.';
