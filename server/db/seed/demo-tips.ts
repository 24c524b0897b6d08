import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { profiles, tipHelpfulVotes, tips } from '../schema';
import { demoTips } from './demo-tips-data';
import { demoMemberId } from './demo-seed';
import { stableUuid } from './stable-id';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Rows the tips part of a demo run added. */
export interface DemoTipsResult {
  tips: number;
  helpfulVotes: number;
}

/** The fixed id of a demo tip. */
export function demoTipId(key: string): string {
  return stableUuid(`demo:tip:${key}`);
}

/**
 * Adds the demo tips and their helpful votes, then sets the tips' helpful counts from the rows.
 * Idempotent: fixed ids, existing rows left alone; demo members missing from the database are
 * skipped (their tips and votes).
 */
export async function seedDemoTips(db: Database, now = new Date()): Promise<DemoTipsResult> {
  const result: DemoTipsResult = { tips: 0, helpfulVotes: 0 };
  const usernames = demoTips.flatMap((tip) => [tip.author, ...(tip.helpfulBy ?? [])]);
  const present = new Set(
    (
      await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(inArray(profiles.id, [...new Set(usernames.map(demoMemberId))]))
    ).map((row) => row.id),
  );

  await db.transaction(async (tx) => {
    const tipIds: string[] = [];
    for (const tip of demoTips) {
      const authorId = demoMemberId(tip.author);
      if (!present.has(authorId)) continue;
      const id = demoTipId(tip.key);
      const createdAt = new Date(now.getTime() - tip.daysAgo * DAY_MS);
      const inserted = await tx
        .insert(tips)
        .values({
          id,
          authorId,
          category: tip.category,
          park: tip.park,
          body: tip.body,
          createdAt,
          updatedAt: createdAt,
        })
        .onConflictDoNothing()
        .returning({ id: tips.id });
      result.tips += inserted.length;
      tipIds.push(id);
      const voters = (tip.helpfulBy ?? [])
        .map(demoMemberId)
        .filter((voter) => present.has(voter) && voter !== authorId);
      if (voters.length > 0 && inserted.length > 0) {
        const votes = await tx
          .insert(tipHelpfulVotes)
          .values(voters.map((userId) => ({ tipId: id, userId, createdAt })))
          .onConflictDoNothing()
          .returning({ userId: tipHelpfulVotes.userId });
        result.helpfulVotes += votes.length;
      }
    }
    if (tipIds.length > 0) {
      await tx
        .update(tips)
        .set({
          helpfulCount: sql`(select count(*)::int from tip_helpful_votes v where v.tip_id = ${tips.id})`,
        })
        .where(inArray(tips.id, tipIds));
    }
  });
  return result;
}
