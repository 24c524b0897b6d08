/**
 * The eleven public guide pages (spec §2 "Guide pages"), with the short titles used in
 * menus and footers. The pages' content arrives with the guide pages feature.
 */
export interface GuideLink {
  path: string;
  title: string;
}

export const guideLinks = {
  reviews: { path: '/disney-world-reviews', title: 'Disney World Reviews' },
  checklists: { path: '/disney-checklists', title: 'Disney Checklists' },
  tips: { path: '/disney-world-tips', title: 'Disney World Tips' },
  photography: { path: '/disney-photography', title: 'Disney Photography' },
  tripPlanning: { path: '/disney-trip-planning', title: 'Trip Planning' },
  attractions: { path: '/disney-attractions', title: 'Attractions' },
  restaurants: { path: '/disney-restaurants', title: 'Restaurants' },
  events: { path: '/disney-events', title: 'Events' },
  comparison: { path: '/disney-world-vs-disneyland', title: 'Disney World vs Disneyland' },
  hotels: { path: '/disney-world-hotels', title: 'Disney World Hotels' },
  budget: { path: '/disney-world-budget-guide', title: 'Budget Guide' },
} as const satisfies Record<string, GuideLink>;

/** Every guide path, in a stable order. */
export const allGuidePaths: readonly string[] = Object.values(guideLinks).map((g) => g.path);

/** The fixed 'Disney Guides' group of the header (spec §2 "Global layout"). */
export const DISNEY_GUIDES_GROUP_TITLE = 'Disney Guides';
export const disneyGuidesGroup: readonly GuideLink[] = [
  guideLinks.tips,
  guideLinks.photography,
  guideLinks.tripPlanning,
  guideLinks.attractions,
  guideLinks.restaurants,
  guideLinks.events,
];
