import { registerMemberDataSection, type MemberDataSection } from './content/member-data';
import {
  accountMemberData,
  passkeysMemberData,
  secondFactorsMemberData,
  signInHistoryMemberData,
} from './features/auth/auth.member-data';
import { blocksMemberData } from './features/blocks/blocks.member-data';
import { checklistsMemberData } from './features/checklists/checklists.member-data';
import { contestEntriesMemberData } from './features/contests/contests.member-data';
import { creatorListingMemberData } from './features/creators/creators.member-data';
import {
  calendarFeedMemberData,
  eventAnswersMemberData,
  eventCommentsMemberData,
  eventsMemberData,
} from './features/events/events.member-data';
import { followsMemberData } from './features/follows/follows.member-data';
import { groupsMemberData } from './features/groups/groups.member-data';
import { messagesMemberData } from './features/messages/messages.member-data';
import {
  commentsMemberData,
  likesMemberData,
  postsMemberData,
} from './features/posts/posts.member-data';
import { profileMemberData, settingsMemberData } from './features/profiles/profiles.member-data';
import { reviewsMemberData } from './features/reviews/reviews.member-data';
import { supportMessagesMemberData } from './features/support/support.member-data';
import { tipsMemberData } from './features/tips/tips.member-data';
import { visitsMemberData } from './features/trust/trust.member-data';
import { photosMemberData } from './features/uploads/uploads.member-data';

/**
 * Registers every feature's member data sections (issue 27: "Download my data", erasure). Each
 * feature declares its own in its folder (`<feature>.member-data.ts`); this is the one place that
 * lists them. Idempotent: `buildApp` calls it, and tests that use the registry without the app.
 */
export function registerMemberDataSections(): void {
  const sections: MemberDataSection[] = [
    profileMemberData,
    settingsMemberData,
    accountMemberData,
    signInHistoryMemberData,
    secondFactorsMemberData,
    passkeysMemberData,
    postsMemberData,
    commentsMemberData,
    likesMemberData,
    messagesMemberData,
    reviewsMemberData,
    tipsMemberData,
    checklistsMemberData,
    eventsMemberData,
    eventAnswersMemberData,
    eventCommentsMemberData,
    calendarFeedMemberData,
    groupsMemberData,
    contestEntriesMemberData,
    creatorListingMemberData,
    followsMemberData,
    blocksMemberData,
    photosMemberData,
    supportMessagesMemberData,
    visitsMemberData,
  ];
  for (const section of sections) registerMemberDataSection(section);
}
