/**
 * The eleven public guide pages (spec §2 "Guide pages"), with the short titles used in
 * menus and footers. Each page's content is in `content/` (see `guide-pages.ts`).
 */
export interface GuideLink {
  path: string;
  title: string;
  /** One sentence saying what the guide covers. */
  description: string;
}

export const guideLinks = {
  reviews: {
    path: '/disney-world-reviews',
    title: 'Disney World Reviews',
    description: 'What members think of the rides, shows and restaurants worth your time.',
  },
  checklists: {
    path: '/disney-checklists',
    title: 'Disney Checklists',
    description: 'Packing, planning and ride checklists you can copy and share.',
  },
  tips: {
    path: '/disney-world-tips',
    title: 'Disney World Tips',
    description: 'Money, time, planning and insider tips from fans who visit often.',
  },
  photography: {
    path: '/disney-photography',
    title: 'Disney Photography',
    description: 'Where and when to take the best photos in every park.',
  },
  tripPlanning: {
    path: '/disney-trip-planning',
    title: 'Trip Planning',
    description: 'A month-by-month timeline from booking to your first morning.',
  },
  attractions: {
    path: '/disney-attractions',
    title: 'Attractions',
    description: 'Must-do rides and shows with wait times and height requirements.',
  },
  restaurants: {
    path: '/disney-restaurants',
    title: 'Restaurants',
    description: 'Table-service, quick-service and snacks, with how hard each is to book.',
  },
  events: {
    path: '/disney-events',
    title: 'Events',
    description: 'Festivals, holiday parties and runDisney weekends through the year.',
  },
  comparison: {
    path: '/disney-world-vs-disneyland',
    title: 'Disney World vs Disneyland',
    description: 'How the Florida resort and the California original differ.',
  },
  hotels: {
    path: '/disney-world-hotels',
    title: 'Disney World Hotels',
    description: 'Choosing a resort by budget, location and perks.',
  },
  budget: {
    path: '/disney-world-budget-guide',
    title: 'Budget Guide',
    description: 'What a Walt Disney World trip costs and where to save.',
  },
} as const satisfies Record<string, GuideLink>;

/** Every guide, in a stable order. */
export const allGuides: readonly GuideLink[] = Object.values(guideLinks);

/** Every guide path, in a stable order. */
export const allGuidePaths: readonly string[] = allGuides.map((g) => g.path);

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
