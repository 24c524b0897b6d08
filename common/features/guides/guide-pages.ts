import { attractionsGuide } from './content/attractions.guide';
import { budgetGuide } from './content/budget.guide';
import { checklistsGuide } from './content/checklists.guide';
import { comparisonGuide } from './content/comparison.guide';
import { eventsGuide } from './content/events.guide';
import { hotelsGuide } from './content/hotels.guide';
import { photographyGuide } from './content/photography.guide';
import { restaurantsGuide } from './content/restaurants.guide';
import { reviewsGuide } from './content/reviews.guide';
import { tipsGuide } from './content/tips.guide';
import { tripPlanningGuide } from './content/trip-planning.guide';
import { guideLinks, type GuideLink } from './guide-catalog';
import type { GuidePageContent } from './guide-content.schema';

/** Related guides listed by default (spec §9). */
export const RELATED_GUIDES_LIMIT = 6;

export type GuideKey = keyof typeof guideLinks;

/** A guide's content with its catalogue entry (path, menu title, summary). */
export interface GuidePage extends GuidePageContent {
  link: GuideLink;
}

const contents: Record<GuideKey, GuidePageContent> = {
  reviews: reviewsGuide,
  checklists: checklistsGuide,
  tips: tipsGuide,
  photography: photographyGuide,
  tripPlanning: tripPlanningGuide,
  attractions: attractionsGuide,
  restaurants: restaurantsGuide,
  events: eventsGuide,
  comparison: comparisonGuide,
  hotels: hotelsGuide,
  budget: budgetGuide,
};

/** Every guide page, in the catalogue's order. */
export const guidePages: readonly GuidePage[] = (Object.keys(guideLinks) as GuideKey[]).map(
  (key) => ({ ...contents[key], link: guideLinks[key] }),
);

/** The guide served at `path`, if any. */
export function findGuideByPath(path: string): GuidePage | undefined {
  return guidePages.find((guide) => guide.link.path === path);
}

/**
 * Relevance of `other` to `guide`: shared topics count 2 each, and a guide the page links to in
 * its text counts 3 (the writers chose it). Ties keep the catalogue's order.
 */
export function relevanceScore(guide: GuidePage, other: GuidePage): number {
  const topics = new Set(guide.topics);
  const shared = other.topics.filter((topic) => topics.has(topic)).length;
  const isLinked = guide.sections.some(
    (section) =>
      section.kind === 'topicLinks' && section.links.some((l) => l.href === other.link.path),
  );
  return shared * 2 + (isLinked ? 3 : 0);
}

/**
 * The related-guides list of spec §2: up to `limit` guides sorted by relevance score, never
 * the current page. A guide whose related list the spec names (events) gets exactly that list.
 */
export function relatedGuides(guide: GuidePage, limit = RELATED_GUIDES_LIMIT): GuidePage[] {
  if (guide.relatedKeys) {
    return guide.relatedKeys
      .map((key) => guidePages.find((g) => g.key === key))
      .filter((g): g is GuidePage => !!g && g.key !== guide.key)
      .slice(0, limit);
  }
  return guidePages
    .filter((other) => other.key !== guide.key)
    .map((other, index) => ({ other, index, score: relevanceScore(guide, other) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map(({ other }) => other);
}
