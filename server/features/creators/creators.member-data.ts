import { asc, eq } from 'drizzle-orm';
import type { MemberDataSection } from '../../content/member-data';
import { creatorKindsTable, creatorPortfolioPhotos, creatorProfiles } from '../../db/schema';

/**
 * The member's creator listing for "Download my data" (issue 27): what they wrote, the
 * directories they are listed in and their portfolio (their own photos); none when they never
 * opted in.
 */
export const creatorListingMemberData: MemberDataSection = {
  name: 'creator-listing',
  description:
    'Your creator listing (photographers, vloggers, influencers, trip planners): headline, bio, parks, languages, links, services and rates, whether it is verified, and your portfolio photos (files in photos/).',
  async exportFor(db, memberId) {
    const [listing] = await db
      .select({
        headline: creatorProfiles.headline,
        bio: creatorProfiles.bio,
        parks: creatorProfiles.parks,
        languages: creatorProfiles.languages,
        websiteUrl: creatorProfiles.websiteUrl,
        youtubeUrl: creatorProfiles.youtubeUrl,
        instagramUrl: creatorProfiles.instagramUrl,
        tiktokUrl: creatorProfiles.tiktokUrl,
        agency: creatorProfiles.agency,
        services: creatorProfiles.services,
        sessionTypes: creatorProfiles.sessionTypes,
        rates: creatorProfiles.rates,
        verified: creatorProfiles.verified,
        verifiedAt: creatorProfiles.verifiedAt,
        createdAt: creatorProfiles.createdAt,
        updatedAt: creatorProfiles.updatedAt,
      })
      .from(creatorProfiles)
      .where(eq(creatorProfiles.userId, memberId));
    if (!listing) return { items: [] };
    const kinds = await db
      .select({ kind: creatorKindsTable.kind })
      .from(creatorKindsTable)
      .where(eq(creatorKindsTable.userId, memberId))
      .orderBy(asc(creatorKindsTable.kind));
    const portfolio = await db
      .select({ id: creatorPortfolioPhotos.uploadId })
      .from(creatorPortfolioPhotos)
      .where(eq(creatorPortfolioPhotos.userId, memberId))
      .orderBy(asc(creatorPortfolioPhotos.position));
    const photoIds = portfolio.map((photo) => photo.id);
    return {
      items: [{ ...listing, kinds: kinds.map((row) => row.kind), portfolioPhotoIds: photoIds }],
      photoIds,
    };
  },
};
