/**
 * How a reporter's past reports change the weight of their next one (Discourse's accuracy
 * bonus): the share of their decided reports that moderators upheld, with a prior of
 * {@link ACCURACY_PRIOR} upheld and as many dismissed, so that one decision moves it only a
 * little. No history: ×1. Mostly dismissed: toward ×0. Mostly upheld: up to
 * {@link MAX_ACCURACY_FACTOR}.
 */
export const ACCURACY_PRIOR = 2;
/** The most a good record multiplies a report by (one regular alone never hides an item). */
export const MAX_ACCURACY_FACTOR = 1.5;

/** A reporter's decided reports: upheld (hidden, deleted, warned, suspended) and dismissed. */
export interface ReporterRecord {
  upheld: number;
  dismissed: number;
}

/** The factor of a reporter's record (see {@link ACCURACY_PRIOR}). */
export function accuracyFactor(record: ReporterRecord): number {
  const share =
    (record.upheld + ACCURACY_PRIOR) / (record.upheld + record.dismissed + 2 * ACCURACY_PRIOR);
  return Math.min(MAX_ACCURACY_FACTOR, 2 * share);
}

/** A report's weight in hundredths: the level's weight times the reporter's accuracy. */
export function reportWeight(levelWeight: number, record: ReporterRecord): number {
  return levelWeight * accuracyFactor(record);
}
