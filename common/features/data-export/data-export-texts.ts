/**
 * "Download my data" (issue 27): its rules and texts, without zod, so the settings page can use
 * them without loading it (the contract re-exports them).
 */

/** The states of an archive, in the order they happen. */
export const dataExportStates = ['pending', 'building', 'ready', 'failed', 'expired'] as const;
export type DataExportState = (typeof dataExportStates)[number];

/** A member may ask for one archive a day (a failed one does not count). */
export const DATA_EXPORT_REQUEST_INTERVAL_HOURS = 24;
/** A ready archive can be downloaded for this many days, then it is deleted. */
export const DATA_EXPORT_EXPIRY_DAYS = 7;

/** What the download's file is called: `magic-community-data-<username>-<YYYY-MM-DD>.tar.gz`. */
export function dataExportFileName(username: string, day: string): string {
  const safe = username.replace(/[^A-Za-z0-9_-]/g, '') || 'member';
  return `magic-community-data-${safe}-${day}.tar.gz`;
}

export const dataExportTexts = {
  title: 'Download my data',
  explanation:
    'Get one archive of everything you shared here: your profile, posts, comments, messages, reviews, tips, checklists, events, groups, contest entries, follows and sign-in history as JSON files, with the original photos you uploaded.',
  dailyRule: `You can ask for one archive a day; it can be downloaded for ${DATA_EXPORT_EXPIRY_DAYS} days.`,
  request: 'Request my data',
  requested: 'Requested: your archive will be prepared in a moment.',
  building: 'Your archive is being prepared…',
  ready: 'Your archive is ready.',
  failed: 'We could not prepare your archive. Please ask again.',
  expired: 'Your last archive has expired and was deleted.',
  download: 'Download archive',
  /** The notification's text, and the first line of the mail. */
  readyNotice: 'Your data archive is ready to download.',
  alreadyPreparing: 'Your data archive is already being prepared.',
  notFound: 'You have no data archive to download.',
} as const;

/** The 429 of a second request within a day: when the member may ask again. */
export function dataExportTooSoonMessage(nextAt: string): string {
  return `You can ask for one data archive a day. You can ask again after ${nextAt}.`;
}
