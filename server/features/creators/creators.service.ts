import type { z } from 'zod';
import {
  CREATOR_NOT_FOUND_MESSAGE,
  CREATOR_PORTFOLIO_INVALID_MESSAGE,
  CREATOR_PROFILE_MISSING_MESSAGE,
  CREATOR_VERIFY_ADMIN_ONLY_MESSAGE,
  CREATOR_WRITE_LIMIT_MESSAGE,
  CREATOR_WRITE_RATE_LIMIT,
  type CreatorLanguage,
  type CreatorPark,
} from '../../../common/features/creators/creator-limits';
import type {
  Creator,
  CreatorListing,
  CreatorPage,
  creatorPortfolioInputSchema,
  creatorProfileInputSchema,
  creatorsListQuerySchema,
  OwnCreator,
} from '../../../common/features/creators/creators.contract';
import type { Database, Executor } from '../../db/client';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/cursor';
import type { RateLimiter } from '../../plugins/rate-limit.plugin';
import { canMessageMember } from '../messages/recipients.service';
import { isAdminMember } from '../members/members.repository';
import { presentImage } from '../uploads/uploads.presenter';
import { assertMayCreate } from '../trust/trust.service';
import { claimPortfolioUploads } from '../uploads/uploads.service';
import { decodeCreatorListCursor, encodeCreatorListCursor } from './creator-cursor';
import { canVerifyCreators } from './creators.policy';
import {
  deleteCreatorProfile,
  findListedCreator,
  findOwnCreator,
  findPortfolioPhotos,
  listCreatorRows,
  lockCreatorProfile,
  replacePortfolio,
  setCreatorVerified,
  upsertCreatorProfile,
  type CreatorRow,
} from './creators.repository';

type CreatorsListQuery = z.output<typeof creatorsListQuerySchema>;
type CreatorProfileInput = z.output<typeof creatorProfileInputSchema>;
type CreatorPortfolioInput = z.output<typeof creatorPortfolioInputSchema>;

/** What the creator writes need besides the database: the shared limiter and the time. */
export interface CreatorWriteContext {
  db: Database;
  rateLimiter: RateLimiter;
  now: Date;
}

const creatorNotFound = () => notFound(CREATOR_NOT_FOUND_MESSAGE);

interface ViewerFacts {
  viewerId: string | null;
  isAdmin: boolean;
}

async function viewerFacts(db: Executor, viewerId: string | null): Promise<ViewerFacts> {
  return { viewerId, isAdmin: viewerId ? await isAdminMember(db, viewerId) : false };
}

/** Rows → creators as the contract shows them, with their portfolios and 'Contact' answers. */
async function presentCreators(
  db: Executor,
  rows: CreatorRow[],
  viewer: ViewerFacts,
  now: Date,
): Promise<Creator[]> {
  const photos = await findPortfolioPhotos(
    db,
    rows.map((row) => row.userId),
  );
  const canMessage = await Promise.all(
    rows.map((row) => canMessageMember(db, viewer.viewerId, row.userId, now)),
  );
  return rows.map((row, index) => {
    const name = [row.firstName, row.lastName].filter(Boolean).join(' ').trim();
    return {
      id: row.userId,
      username: row.username,
      displayName: name || null,
      avatarUrl: row.avatarUrl,
      kinds: row.kinds,
      headline: row.headline,
      bio: row.bio,
      parks: row.parks as CreatorPark[],
      languages: row.languages as CreatorLanguage[],
      links: {
        website: row.websiteUrl,
        youtube: row.youtubeUrl,
        instagram: row.instagramUrl,
        tiktok: row.tiktokUrl,
      },
      agency: row.agency,
      services: row.services,
      sessionTypes: row.sessionTypes,
      rates: row.rates,
      verified: row.verified,
      followerCount: row.followerCount,
      portfolio: photos.filter((photo) => photo.userId === row.userId).map(presentImage),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      viewer: {
        isSelf: viewer.viewerId === row.userId,
        isFollowing: row.isFollowing,
        canMessage: canMessage[index]!,
        canVerify: canVerifyCreators(viewer),
      },
    };
  });
}

/**
 * `GET /api/creators`: one directory as the viewer sees it (listed creators only, none across a
 * block), searched, filtered and sorted, cursor-paged.
 */
export async function listCreators(
  db: Executor,
  viewerId: string | null,
  query: CreatorsListQuery,
  now: Date,
): Promise<CreatorPage> {
  const cursor = decodeCreatorListCursor(query.cursor, query.sort);
  const rows = await listCreatorRows(db, {
    viewerId,
    kind: query.kind,
    ...(query.q ? { q: query.q } : {}),
    ...(query.park ? { park: query.park } : {}),
    ...(query.language ? { language: query.language } : {}),
    sort: query.sort,
    ...(cursor ? { cursor } : {}),
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    items: await presentCreators(db, page, await viewerFacts(db, viewerId), now),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCreatorListCursor({
            sort: query.sort,
            verified: last.verified,
            followers: last.followerCount,
            createdAt: last.keyCreatedAt,
            id: last.userId,
          })
        : null,
  };
}

/** `GET /api/creators/{id}`. @throws AppError 404 unless the member is listed for the viewer. */
export async function getCreator(
  db: Executor,
  viewerId: string | null,
  userId: string,
  now: Date,
): Promise<Creator> {
  if (!isUuid(userId)) throw creatorNotFound();
  const row = await findListedCreator(db, viewerId, userId);
  if (!row) throw creatorNotFound();
  const [creator] = await presentCreators(db, [row], await viewerFacts(db, viewerId), now);
  return creator!;
}

/**
 * `GET /api/creators/{id}/listing`: the member's listing as the viewer may see it, or null
 * when they are not listed for the viewer (a profile page asks for every member).
 */
export async function getCreatorListing(
  db: Executor,
  viewerId: string | null,
  userId: string,
  now: Date,
): Promise<CreatorListing> {
  if (!isUuid(userId)) return { creator: null };
  const row = await findListedCreator(db, viewerId, userId);
  if (!row) return { creator: null };
  const [creator] = await presentCreators(db, [row], await viewerFacts(db, viewerId), now);
  return { creator: creator! };
}

/** `GET /api/creators/me`: the member's own creator profile, or null before they opt in. */
export async function getOwnCreator(db: Executor, userId: string, now: Date): Promise<OwnCreator> {
  const row = await findOwnCreator(db, userId);
  if (!row) return { creator: null };
  const [creator] = await presentCreators(db, [row], await viewerFacts(db, userId), now);
  return { creator: creator! };
}

/**
 * `PUT /api/creators/me`: opts in (or changes the profile). The kinds are replaced by the ones
 * given; the verified flag and the portfolio stay. Its texts hold only as many links as the
 * member's trust level allows (the link fields are apart). @throws AppError 422, 429.
 */
export async function saveOwnCreator(
  ctx: CreatorWriteContext,
  userId: string,
  input: CreatorProfileInput,
): Promise<OwnCreator> {
  const limitKey = `creators:write:${userId}`;
  await ctx.rateLimiter.consume(limitKey, CREATOR_WRITE_RATE_LIMIT, CREATOR_WRITE_LIMIT_MESSAGE);
  try {
    await ctx.db.transaction(async (tx) => {
      // The listing's own link fields are its links; its texts follow the trust rules.
      const { headline, bio, agency, services, sessionTypes, rates } = input;
      await assertMayCreate(tx, userId, {
        kind: 'creator_listing',
        texts: [headline, bio, agency, services, sessionTypes, rates],
      });
      await upsertCreatorProfile(
        tx,
        {
          userId,
          headline: input.headline,
          bio: input.bio,
          parks: input.parks,
          languages: input.languages,
          websiteUrl: input.links.website,
          youtubeUrl: input.links.youtube,
          instagramUrl: input.links.instagram,
          tiktokUrl: input.links.tiktok,
          agency: input.agency,
          services: input.services,
          sessionTypes: input.sessionTypes,
          rates: input.rates,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        },
        input.kinds,
      );
    });
  } catch (err) {
    // Nothing was written: the attempt does not count.
    await ctx.rateLimiter.giveBack(limitKey);
    throw err;
  }
  return getOwnCreator(ctx.db, userId, ctx.now);
}

/** `DELETE /api/creators/me`: opting out removes the listing everywhere at once (idempotent). */
export async function deleteOwnCreator(db: Executor, userId: string): Promise<void> {
  await deleteCreatorProfile(db, userId);
}

/**
 * `PUT /api/creators/me/portfolio`: replaces the portfolio with the member's own uploads, in
 * order (at most 12, checked by the contract). @throws AppError 404 without a creator profile,
 * 422 for a photo that is not theirs (or one sent in a message), 429.
 */
export async function setOwnPortfolio(
  ctx: CreatorWriteContext,
  userId: string,
  input: CreatorPortfolioInput,
): Promise<OwnCreator> {
  const limitKey = `creators:write:${userId}`;
  await ctx.rateLimiter.consume(limitKey, CREATOR_WRITE_RATE_LIMIT, CREATOR_WRITE_LIMIT_MESSAGE);
  try {
    await ctx.db.transaction(async (tx) => {
      if (!(await lockCreatorProfile(tx, userId))) {
        throw notFound(CREATOR_PROFILE_MISSING_MESSAGE);
      }
      try {
        await claimPortfolioUploads(tx, { ownerId: userId, uploadIds: input.uploadIds });
      } catch (err) {
        if (err instanceof AppError && err.code === 'invalid_upload') {
          throw new AppError('invalid_upload', CREATOR_PORTFOLIO_INVALID_MESSAGE);
        }
        throw err;
      }
      await replacePortfolio(tx, userId, input.uploadIds, ctx.now);
    });
  } catch (err) {
    await ctx.rateLimiter.giveBack(limitKey);
    throw err;
  }
  return getOwnCreator(ctx.db, userId, ctx.now);
}

/**
 * `PUT|DELETE /api/creators/{id}/verified` (admins): grants or revokes the verified badge.
 * @throws AppError 403 for anyone else, 404 for a member without a creator profile.
 */
export async function setVerified(
  db: Executor,
  viewerId: string,
  userId: string,
  verified: boolean,
  now: Date,
): Promise<Creator> {
  if (!canVerifyCreators(await viewerFacts(db, viewerId))) {
    throw forbidden(CREATOR_VERIFY_ADMIN_ONLY_MESSAGE);
  }
  if (!isUuid(userId)) throw creatorNotFound();
  if (!(await setCreatorVerified(db, { userId, verified, by: viewerId, now }))) {
    throw creatorNotFound();
  }
  return getCreator(db, viewerId, userId, now);
}
