import type { TrustLevel } from '../../../common/features/trust/trust-levels.contract';
import type { TrustSettings } from '../../../common/features/trust/trust-texts';

/**
 * What a member may do at a trust level: the one table of the trust rules. `null` is no limit
 * of the trust rules (the site-wide flood limits of each feature still apply to everyone).
 */
export interface TrustAllowance {
  /** Links in one item (all its texts together). */
  linksPerItem: number | null;
  /** Posts, comments (posts' and events'), tips, and checklists made public, in any 24 hours. */
  postsPerDay: number | null;
  commentsPerDay: number | null;
  tipsPerDay: number | null;
  publicChecklistsPerDay: number | null;
  /** Photos in one direct message. */
  messagePhotos: number | null;
  /** New conversations fall under the tighter limit of new accounts. */
  hasNewConversationsLimit: boolean;
  /** Likes in any 24 hours (everyone but staff). */
  likesPerDay: number | null;
  /** A report's weight toward hiding an item, in hundredths (before the reporter's accuracy). */
  reportWeight: number;
}

/** Who the rules see: a member at a level, or staff (moderators and admins). */
export type TrustStanding = TrustLevel | 'staff';

/**
 * The allowance of a level with the current settings. New members: the new-member limits of
 * issue 15 and more (links in every kind of item, tips and public checklists a day, no photos
 * in messages) and reports that never hide anything by themselves. Basic members: more links,
 * more tips and public checklists, half a report. Members and regulars: the most links, the
 * site-wide limits only, a full report and a half. Staff: no limit, a regular's report.
 */
export function allowanceOf(standing: TrustStanding, settings: TrustSettings): TrustAllowance {
  switch (standing) {
    case 'new':
      return {
        linksPerItem: settings.newMemberLinksPerPost,
        postsPerDay: settings.newMemberPostsPerDay,
        commentsPerDay: settings.newMemberCommentsPerDay,
        tipsPerDay: settings.newMemberTipsPerDay,
        publicChecklistsPerDay: settings.newMemberPublicChecklistsPerDay,
        messagePhotos: settings.newMemberMessageImages,
        hasNewConversationsLimit: true,
        likesPerDay: settings.likesPerDay,
        reportWeight: 0,
      };
    case 'basic':
      return {
        ...noLimits(settings),
        linksPerItem: settings.basicLinksPerItem,
        tipsPerDay: settings.basicTipsPerDay,
        publicChecklistsPerDay: settings.basicPublicChecklistsPerDay,
        reportWeight: settings.reportWeightBasic,
      };
    case 'member':
      return { ...noLimits(settings), reportWeight: settings.reportWeightMember };
    case 'regular':
      return { ...noLimits(settings), reportWeight: settings.reportWeightRegular };
    case 'staff':
      return {
        ...noLimits(settings),
        linksPerItem: null,
        likesPerDay: null,
        reportWeight: settings.reportWeightRegular,
      };
  }
}

/** A member's (level 2 and up) allowance: the most links, no daily limits but likes. */
function noLimits(settings: TrustSettings): TrustAllowance {
  return {
    linksPerItem: settings.memberLinksPerItem,
    postsPerDay: null,
    commentsPerDay: null,
    tipsPerDay: null,
    publicChecklistsPerDay: null,
    messagePhotos: null,
    hasNewConversationsLimit: false,
    likesPerDay: settings.likesPerDay,
    reportWeight: settings.reportWeightMember,
  };
}
