import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { CREATOR_PORTFOLIO_MAX } from '../../../common/features/creators/creator-limits';
import type { Database } from '../client';
import {
  creatorKindsTable,
  creatorPortfolioPhotos,
  creatorProfiles,
  profiles,
  uploads,
} from '../schema';
import { demoCreators } from './demo-creators-data';
import { DEMO_ADMIN_USERNAME } from './demo-data';
import { demoMemberId } from './demo-seed';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Rows the creators part of a demo run added. */
export interface DemoCreatorsResult {
  creators: number;
  portfolioPhotos: number;
}

/**
 * Lists the demo creators in their directories (verified ones verified by the demo admin) with
 * portfolios made of the photos of their own demo posts, when those are there. Idempotent:
 * a creator already listed is left as they are; demo members missing from the database are
 * skipped.
 */
export async function seedDemoCreators(
  db: Database,
  now = new Date(),
): Promise<DemoCreatorsResult> {
  const result: DemoCreatorsResult = { creators: 0, portfolioPhotos: 0 };
  const ids = demoCreators.map((creator) => demoMemberId(creator.username));
  const present = new Set(
    (await db.select({ id: profiles.id }).from(profiles).where(inArray(profiles.id, ids))).map(
      (row) => row.id,
    ),
  );
  // Verified by the demo admin (left unverified when the admin is not there).
  const [adminRow] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.id, demoMemberId(DEMO_ADMIN_USERNAME)));
  const admin = adminRow?.id ?? null;

  await db.transaction(async (tx) => {
    for (const creator of demoCreators) {
      const userId = demoMemberId(creator.username);
      if (!present.has(userId)) continue;
      const listedAt = new Date(now.getTime() - creator.daysAgo * DAY_MS);
      const inserted = await tx
        .insert(creatorProfiles)
        .values({
          userId,
          headline: creator.headline,
          bio: creator.bio,
          parks: creator.parks,
          languages: creator.languages,
          websiteUrl: creator.website ?? null,
          youtubeUrl: creator.youtube ?? null,
          instagramUrl: creator.instagram ?? null,
          tiktokUrl: creator.tiktok ?? null,
          agency: creator.agency ?? null,
          services: creator.services ?? null,
          sessionTypes: creator.sessionTypes ?? null,
          rates: creator.rates ?? null,
          verified: creator.verified === true && admin !== null,
          verifiedAt: creator.verified && admin ? listedAt : null,
          verifiedBy: creator.verified && admin ? admin : null,
          createdAt: listedAt,
          updatedAt: listedAt,
        })
        .onConflictDoNothing()
        .returning({ userId: creatorProfiles.userId });
      if (inserted.length === 0) continue;
      result.creators += 1;
      await tx
        .insert(creatorKindsTable)
        .values(creator.kinds.map((kind) => ({ userId, kind, createdAt: listedAt })))
        .onConflictDoNothing();
      // Their own photos on their demo posts (never message photos, never the avatar).
      const photos = await tx
        .select({ id: uploads.id })
        .from(uploads)
        .where(
          and(eq(uploads.ownerId, userId), isNotNull(uploads.postId), isNull(uploads.messageId)),
        )
        .orderBy(asc(uploads.createdAt), asc(uploads.id))
        .limit(CREATOR_PORTFOLIO_MAX);
      if (photos.length > 0) {
        await tx
          .insert(creatorPortfolioPhotos)
          .values(photos.map((photo, position) => ({ userId, uploadId: photo.id, position })))
          .onConflictDoNothing();
        result.portfolioPhotos += photos.length;
      }
    }
  });
  return result;
}
