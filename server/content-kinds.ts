import type { ContentKind } from './content/content-kind';
import { registerContentKind } from './content/content-registry';
import { registerPhotoHolder, type PhotoHolder } from './content/photo-holders';
import { checklistKind } from './features/checklists/checklists.kind';
import { contestEntryKind } from './features/contests/contest-entries.kind';
import { contestEntryPhotoHolder } from './features/contests/contest-entries.photo-holder';
import { creatorListingKind } from './features/creators/creators.kind';
import { portfolioPhotoHolder } from './features/creators/creators.photo-holder';
import { eventCommentKind } from './features/events/event-comments.kind';
import { eventKind } from './features/events/events.kind';
import { eventCoverPhotoHolder } from './features/events/events.photo-holder';
import { groupKind } from './features/groups/groups.kind';
import { groupCoverPhotoHolder } from './features/groups/groups.photo-holder';
import { messageKind } from './features/messages/messages.kind';
import { commentKind } from './features/posts/comments.kind';
import { postKind } from './features/posts/posts.kind';
import { postPhotoHolder } from './features/posts/posts.photo-holder';
import { profileKind } from './features/profiles/profiles.kind';
import { reviewKind } from './features/reviews/reviews.kind';
import { reviewPhotoHolder } from './features/reviews/reviews.photo-holder';
import { tipKind } from './features/tips/tips.kind';
import { tripKind } from './features/trips/trips.kind';
import { registerSearchSource, type SearchSource } from './content/search-sources';
import { registerCalendarSource, type CalendarSource } from './content/calendar-sources';
import { eventsCalendarSource } from './features/events/events.calendar-source';
import { tripsCalendarSource } from './features/trips/trips.calendar-source';
import {
  registerTripSuggestionSource,
  type TripSuggestionSource,
} from './content/trip-suggestion-sources';
import { eventsTripSuggestionSource } from './features/events/events.trip-suggestions';
import { registerTripReportSource, type TripReportSource } from './content/trip-report-sources';
import { postsTripReportSource } from './features/posts/posts.trip-report';
import { reviewsTripReportSource } from './features/reviews/reviews.trip-report';
import { checklistSearchSource } from './features/checklists/checklists.search';
import { contestSearchSource } from './features/contests/contests.search';
import { creatorSearchSource } from './features/creators/creators.search';
import { eventSearchSource } from './features/events/events.search';
import { guideSearchSource } from './features/guides/guides.search';
import { tipSearchSource } from './features/tips/tips.search';
import { tripSearchSource } from './features/trips/trips.search';

/**
 * Registers every feature's content kinds (issue 27), the holders of photos (the items a photo
 * follows, issue 26) and the search sources (issue 28). Each feature declares its own in its folder
 * (`posts.kind.ts`, …); this is the one place that lists them. Idempotent: `buildApp` calls it,
 * and tests that use the registry without the app.
 */
export function registerContentKinds(): void {
  const kinds: ContentKind[] = [
    postKind,
    commentKind,
    messageKind,
    profileKind,
    reviewKind,
    eventKind,
    eventCommentKind,
    groupKind,
    tipKind,
    checklistKind,
    contestEntryKind,
    creatorListingKind,
    tripKind,
  ];
  for (const kind of kinds) registerContentKind(kind);
  const holders: PhotoHolder[] = [
    postPhotoHolder,
    reviewPhotoHolder,
    eventCoverPhotoHolder,
    groupCoverPhotoHolder,
    contestEntryPhotoHolder,
    portfolioPhotoHolder,
  ];
  for (const holder of holders) registerPhotoHolder(holder);
  // Issue 28: how search reads each kind, in the order of the search page's tabs.
  const searchSourcesInTabOrder: SearchSource[] = [
    checklistSearchSource,
    tripSearchSource,
    tipSearchSource,
    eventSearchSource,
    contestSearchSource,
    creatorSearchSource,
    guideSearchSource,
  ];
  for (const source of searchSourcesInTabOrder) registerSearchSource(source);
  // Issue 29: what a member's private calendar feed holds, in its order.
  const calendarSourcesInFeedOrder: CalendarSource[] = [eventsCalendarSource, tripsCalendarSource];
  for (const source of calendarSourcesInFeedOrder) registerCalendarSource(source);
  // Issue 29: what a trip page suggests for the trip's dates and parks.
  const tripSuggestionSourceList: TripSuggestionSource[] = [eventsTripSuggestionSource];
  for (const source of tripSuggestionSourceList) registerTripSuggestionSource(source);
  // Issue 29: what a trip's owner shared during the trip, for its report.
  const tripReportSourceList: TripReportSource[] = [postsTripReportSource, reviewsTripReportSource];
  for (const source of tripReportSourceList) registerTripReportSource(source);
}
