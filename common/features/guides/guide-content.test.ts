import { describe, expect, it } from 'vitest';
import { allGuidePaths, guideLinks } from './guide-catalog';
import { guidePageSchema, type GuideSection } from './guide-content.schema';
import {
  findGuideByPath,
  guidePages,
  RELATED_GUIDES_LIMIT,
  relatedGuides,
  relevanceScore,
  type GuidePage,
} from './guide-pages';

const guide = (key: keyof typeof guideLinks) => guidePages.find((g) => g.key === key)!;
const sections = <K extends GuideSection['kind']>(page: GuidePage, kind: K) =>
  page.sections.filter((s): s is Extract<GuideSection, { kind: K }> => s.kind === kind);
const allText = JSON.stringify(guidePages);

describe('guide content', () => {
  it('validates every guide against the schema, one per catalogue entry', () => {
    expect(guidePages).toHaveLength(11);
    for (const page of guidePages) {
      expect(() => guidePageSchema.parse(page), page.key).not.toThrow();
      expect(page.link).toBe(guideLinks[page.key as keyof typeof guideLinks]);
      expect(page.breadcrumbs.at(-1)!.href).toBe(page.link.path);
      expect(page.cta.actions[0]!.href).toBe('/auth');
      // Members see something to do instead of the join calls: the feed, where they can post.
      expect(page.memberAction.href, page.key).toBe('/feed');
      expect(page.memberAction.label, page.key).not.toMatch(/join|sign/i);
      // 'Related (Disney) Guides' is the related-guides list's own heading.
      const titles = page.sections.map((s) => s.title);
      expect(titles.filter((t) => /^Related (Disney )?Guides$/.test(t))).toEqual([]);
      expect(new Set(titles).size).toBe(titles.length);
    }
    expect(guidePages.map((g) => g.link.path)).toEqual(allGuidePaths);
    expect(findGuideByPath('/disney-events')?.key).toBe('events');
    expect(findGuideByPath('/disney-nowhere')).toBeUndefined();
  });

  it('refuses a member action that leads to the auth page', () => {
    const events = guidePages.find((g) => g.key === 'events')!;
    const joining = { ...events, memberAction: { label: 'Join Community', href: '/auth' } };
    expect(guidePageSchema.safeParse(joining).success).toBe(false);
  });

  it('lists up to six related guides by relevance, never the current page', () => {
    for (const page of guidePages) {
      const related = relatedGuides(page);
      expect(related.length).toBeLessThanOrEqual(RELATED_GUIDES_LIMIT);
      expect(related.map((g) => g.key)).not.toContain(page.key);
      if (page.relatedKeys) continue;
      expect(related).toHaveLength(RELATED_GUIDES_LIMIT);
      const scores = related.map((other) => relevanceScore(page, other));
      expect([...scores].sort((a, b) => b - a)).toEqual(scores);
      const lowest = Math.min(...scores);
      const left = guidePages.filter((g) => g !== page && !related.includes(g));
      for (const other of left) expect(relevanceScore(page, other)).toBeLessThanOrEqual(lowest);
    }
    expect(relatedGuides(guide('tips'), 2)).toHaveLength(2);
  });

  it('builds the events page exactly as spec §2 describes it', () => {
    const events = guide('events');
    expect(events.heading).toBe('Disney World Events 2024');
    expect(events.breadcrumbs).toEqual([
      { label: 'Disney Guides', href: '/disney-events' },
      { label: 'Events Calendar', href: '/disney-events' },
    ]);
    expect(events.hero.badges).toEqual(['Year-Round Events', 'Ticket Info', 'Updated Daily']);
    expect(events.hero.actions).toEqual([{ label: 'View All Events', href: '/events' }]);
    const [upcoming] = sections(events, 'eventCards');
    expect(upcoming?.title).toBe('Upcoming Disney Events');
    expect(upcoming?.items).toHaveLength(6);
    expect(upcoming?.items.filter((e) => e.ticketRequired).length).toBeGreaterThanOrEqual(2);
    const [types] = sections(events, 'eventTypes');
    expect(types?.title).toBe('Types of Disney Events');
    expect(types?.items).toHaveLength(4);
    const tips = sections(events, 'cards').find((s) => s.title === 'Event Planning Tips');
    expect(tips?.items.map((t) => t.title)).toEqual([
      'Book Early',
      'Arrive Early',
      'Check Schedules',
    ]);
    expect(relatedGuides(events).map((g) => g.link.path)).toEqual([
      '/disney-trip-planning',
      '/disney-world-tips',
      '/disney-world-reviews',
    ]);
    const cluster = sections(events, 'topicLinks')[0]!.links.map((l) => l.href);
    for (const path of [
      '/disney-trip-planning',
      '/disney-world-tips',
      '/disney-restaurants',
      '/disney-photography',
      '/disney-attractions',
    ]) {
      expect(cluster).toContain(path);
    }
    expect(events.faq).toHaveLength(4);
    expect(events.cta.actions).toEqual([
      { label: 'Join Community', href: '/auth' },
      { label: 'Browse Events', href: '/events' },
    ]);
    expect(events.structuredEvents).toHaveLength(3);
    const ticketText = JSON.stringify(types);
    expect(ticketText).toContain('$109-$199 per person');
    expect(ticketText).toContain('$120-$340 per race');
  });

  it('has the sections the spec names on the other pages', () => {
    const [tipCategories] = sections(guide('tips'), 'tipCategories');
    expect(tipCategories?.categories.map((c) => c.name)).toEqual([
      'Money',
      'Time',
      'Planning',
      'Insider',
    ]);
    const spots = sections(guide('photography'), 'photoSpots')[0]!.items;
    expect(new Set(spots.map((s) => s.difficulty))).toEqual(new Set(['Easy', 'Medium']));
    const [timeline] = sections(guide('tripPlanning'), 'timeline');
    expect(timeline?.items.map((t) => t.when)).toEqual([
      '12+ months before',
      '6-8 months before',
      '60 days before',
      '30 days before',
    ]);
    expect(sections(guide('tripPlanning'), 'budgetCategories')).toHaveLength(1);
    const attractions = sections(guide('attractions'), 'attractions')[0]!.items;
    expect(attractions.length).toBeGreaterThanOrEqual(12);
    expect(sections(guide('attractions'), 'parkSummary')).toHaveLength(1);
    const restaurants = sections(guide('restaurants'), 'restaurants')[0]!.items;
    expect(new Set(restaurants.map((r) => r.reservationDifficulty))).toEqual(
      new Set(['Very Hard', 'Hard', 'Moderate', 'Walk-up']),
    );
    expect(new Set(restaurants.map((r) => r.priceRange))).toEqual(
      new Set(['$', '$$', '$$$', '$$$$']),
    );
    expect(sections(guide('reviews'), 'attractions')).toHaveLength(1);
    expect(sections(guide('checklists'), 'checklists')[0]!.items.length).toBeGreaterThanOrEqual(4);
    expect(sections(guide('hotels'), 'hotelTiers')).toHaveLength(1);
    expect(sections(guide('budget'), 'budgetCalculator')).toHaveLength(1);
    expect(sections(guide('comparison'), 'comparisonTable')).toHaveLength(1);
  });

  it('carries the marketing claims and the guidance texts of spec §1 and §9', () => {
    for (const claim of ['5,000+', '50+', '200+', '60 days', '499 days', '10 days']) {
      expect(allText).toContain(claim);
    }
  });
});
