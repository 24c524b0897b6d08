import type { Executor } from '../../db/client';
import { reportWeight } from './report-weights';
import { computeTrustLevel } from './trust-levels';
import { allowanceOf } from './trust-policy';
import { loadTrustSettings } from './trust-settings';
import { countReporterRecords, findTrustSignals } from './trust.repository';

/** How an item's open reports weigh, and whether that hides it. */
export interface ReportsAssessment {
  /** The summed weight of the reports, in hundredths of a member's report. */
  score: number;
  /** `report_score_to_hide`. */
  threshold: number;
  /** The score reaches the threshold and the item's author is not staff. */
  shouldHide: boolean;
}

/**
 * Weighs the open reports of one item, one per reporter: each by its reporter's trust level (a
 * new member's weighs 0: it reaches the review queue but never hides anything by itself) times
 * their accuracy (reports moderators upheld against dismissed, see report-weights.ts). Items of
 * staff are never hidden automatically. Reads in the caller's transaction.
 */
export async function assessReports(
  db: Executor,
  item: { reporterIds: readonly string[]; authorId: string | null },
): Promise<ReportsAssessment> {
  const settings = await loadTrustSettings(db);
  const reporterIds = [...new Set(item.reporterIds)];
  const ids = item.authorId ? [...reporterIds, item.authorId] : reporterIds;
  const [signals, records] = await Promise.all([
    findTrustSignals(db, ids, settings.quietDays),
    countReporterRecords(db, reporterIds),
  ]);
  let score = 0;
  for (const reporterId of reporterIds) {
    const reporter = signals.get(reporterId);
    if (!reporter) continue;
    const standing = reporter.isStaff ? 'staff' : computeTrustLevel(reporter, settings);
    const record = records.get(reporterId) ?? { upheld: 0, dismissed: 0 };
    score += reportWeight(allowanceOf(standing, settings).reportWeight, record);
  }
  const isStaffAuthor = item.authorId ? (signals.get(item.authorId)?.isStaff ?? false) : false;
  const threshold = Math.max(1, settings.reportScoreToHide);
  return { score, threshold, shouldHide: !isStaffAuthor && score >= threshold };
}

/** How many items anyone may report in any 24 hours (`reports_per_day`). */
export async function loadReportsPerDay(db: Executor): Promise<number> {
  return (await loadTrustSettings(db)).reportsPerDay;
}
