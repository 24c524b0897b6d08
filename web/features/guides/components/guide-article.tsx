import type { GuidePage } from '../../../../common/features/guides/guide-pages';
import { GuideSection } from './guide-section';
import { GuideBreadcrumbs, GuideFaq, GuideHero, JoinCall, RelatedGuides } from './guide-parts';

/**
 * A whole guide page (spec §2): breadcrumbs, hero, its sections, related guides, FAQ and the
 * join call. Router-free and data-only, so the server renders it to HTML.
 */
export function GuideArticle({ guide, related }: { guide: GuidePage; related: GuidePage[] }) {
  const relatedTitle = guide.key === 'events' ? 'Related Disney Guides' : 'Related Guides';
  return (
    <article className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <GuideBreadcrumbs guide={guide} />
      <GuideHero guide={guide} />
      <div className="mt-12">
        {guide.sections.map((section) => (
          <GuideSection key={section.title} section={section} />
        ))}
      </div>
      {related.length > 0 && <RelatedGuides guides={related} title={relatedTitle} />}
      <GuideFaq items={guide.faq} />
      <JoinCall guide={guide} />
    </article>
  );
}
