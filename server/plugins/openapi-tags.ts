/**
 * The tags of `/api/openapi.json`, one per feature (the folder names of `server/features`), in
 * the order a reader meets them. Every documented operation carries one of these; the openapi
 * plugin refuses a route whose tag is not listed here.
 */
export const apiTags = [
  { name: 'navigation', description: "The header's menu items." },
  { name: 'profiles', description: "Members' public profiles and your own." },
  { name: 'follows', description: 'Following members, and who follows whom.' },
  {
    name: 'blocks',
    description: 'Blocking members: neither sees nor reaches the other; your blocked list.',
  },
  { name: 'posts', description: 'Posts, the feed, likes, comments and the public highlights.' },
  { name: 'search', description: 'Finding posts and people.' },
  { name: 'activity', description: "The community's day: what happened on a date." },
  { name: 'notifications', description: "A member's notifications." },
  { name: 'messages', description: 'Direct messages: your conversations and their messages.' },
  {
    name: 'groups',
    description:
      'Groups: browsing, membership and roles, join requests, invite links, their posts.',
  },
  {
    name: 'reviews',
    description:
      'Reviews: the catalogue of attractions, restaurants, hotels and parks, members’ reviews, helpful votes.',
  },
  { name: 'tips', description: 'Tips: members’ tips by category and park, helpful votes.' },
  {
    name: 'creators',
    description:
      'Creators: the photographer, vlogger, influencer and trip planner directories, your creator profile and portfolio, verification by admins.',
  },
  {
    name: 'checklists',
    description:
      'Checklists: your own and the public ones, categories and items changed one at a time, reordering, copying.',
  },
  {
    name: 'trips',
    description:
      'Trips: your trip plans with their party, days and plans, co-planners, booking windows and reminders, calendars.',
  },
  {
    name: 'events',
    description:
      'Events: upcoming and past, the month calendar, creating and managing, going, interested and the waitlist, attendees, the discussion.',
  },
  {
    name: 'contests',
    description:
      'Photo contests: the lists and the gallery, staff managing contests, entering a photo, voting, the results.',
  },
  { name: 'uploads', description: 'Photos uploaded for posts and avatars.' },
  {
    name: 'data-export',
    description:
      'Download my data: ask for an archive of everything of yours, its state, the file.',
  },
  {
    name: 'account-deletion',
    description:
      'Delete my account: close it (erased after a grace period), read the pending closure, cancel.',
  },
  { name: 'support', description: 'The contact form.' },
  { name: 'telemetry', description: "The browser's error reports and logs." },
  {
    name: 'reports',
    description: "Members' reports of posts, comments, messages and other items.",
  },
  {
    name: 'moderation',
    description:
      'The review queue of reported items and moderator decisions: dismiss, hide, delete, warn, suspend.',
  },
  {
    name: 'admin',
    description:
      'Staff tools: the dashboard, user management (suspensions, roles, password resets, deletion), bulk delete and the audit log.',
  },
] as const;

/** The name of one of {@link apiTags}. */
export type ApiTag = (typeof apiTags)[number]['name'];
