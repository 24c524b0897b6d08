import { ArrowRight, ChevronDown } from 'lucide-react';
import type { GuidePage } from '../../../../common/features/guides/guide-pages';
import { JOIN_HREF, type FaqItem } from '../../../../common/features/guides/guide-content.schema';
import { Badge } from '../../../components/ui/badge';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { Island } from '../../../lib/island';
import { JoinActionLink, type GuideLink, type JoinActionProps } from './join-action-link';
import { SectionShell } from './section-shell';

/**
 * Home, then the guide's trail (spec §2). Every crumb is a link (on the events page both
 * 'Disney Guides' and 'Events Calendar' lead to /disney-events); the last one is marked as the
 * current page, the WAI-ARIA breadcrumb pattern.
 */
export function GuideBreadcrumbs({ guide }: { guide: GuidePage }) {
  const trail = [{ label: 'Home', href: '/' }, ...guide.breadcrumbs];
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1.5">
        {trail.map((crumb, index) => {
          const isCurrent = index === trail.length - 1;
          return (
            <li key={`${crumb.label}-${index}`} className="flex items-center gap-1.5">
              {index > 0 && <span aria-hidden>/</span>}
              <a
                href={crumb.href}
                aria-current={isCurrent ? 'page' : undefined}
                className={cn(
                  'underline-offset-4 hover:underline',
                  isCurrent && 'font-medium text-foreground',
                )}
              >
                {crumb.label}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/**
 * One of a guide's actions: a plain link, or a 'Join Community' call as an island that shows
 * members the guide's member action instead (web/app/guide-document/join-action.tsx).
 */
function GuideAction({
  action,
  guide,
  className,
  hasArrow = false,
}: {
  action: GuideLink;
  guide: GuidePage;
  className: string;
  hasArrow?: boolean;
}) {
  if (action.href === JOIN_HREF) {
    const props: JoinActionProps = {
      join: action,
      member: guide.memberAction,
      className,
      hasArrow,
    };
    return (
      <Island name="join-action" props={{ ...props }} className="contents">
        <JoinActionLink {...props} isMember={false} />
      </Island>
    );
  }
  return (
    <a href={action.href} className={className}>
      {action.label}
      {hasArrow && <ArrowRight aria-hidden />}
    </a>
  );
}

/** The hero: title, lead, badges and up to two actions. */
export function GuideHero({ guide }: { guide: GuidePage }) {
  return (
    <header className="mt-6">
      {guide.hero.badges.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Highlights">
          {guide.hero.badges.map((badge) => (
            <li key={badge}>
              <Badge variant="secondary">{badge}</Badge>
            </li>
          ))}
        </ul>
      )}
      <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">{guide.heading}</h1>
      <p className="mt-4 max-w-3xl text-lg text-muted-foreground">{guide.hero.lead}</p>
      <p className="mt-3 text-xs text-muted-foreground">
        Updated <time dateTime={guide.updatedAt}>{formatDate(guide.updatedAt)}</time> by the Magic
        Community guides team
      </p>
      {guide.hero.actions.length > 0 && (
        <div className="mt-6 flex flex-wrap gap-3">
          {guide.hero.actions.map((action, index) => (
            <GuideAction
              key={action.href}
              action={action}
              guide={guide}
              className={buttonVariants({
                variant: index === 0 ? 'default' : 'outline',
                size: 'lg',
              })}
              hasArrow={index === 0}
            />
          ))}
        </div>
      )}
    </header>
  );
}

function formatDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** Questions and answers, each opening in place (works without JavaScript). */
export function GuideFaq({ items }: { items: FaqItem[] }) {
  return (
    <SectionShell title="Frequently Asked Questions">
      <div className="divide-y rounded-xl border bg-card">
        {items.map((item) => (
          <details key={item.question} className="group px-5">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-3 font-medium [&::-webkit-details-marker]:hidden">
              <h3 className="text-base font-medium">{item.question}</h3>
              <ChevronDown
                aria-hidden
                className="size-5 shrink-0 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="pb-4 text-sm leading-relaxed text-muted-foreground">{item.answer}</p>
          </details>
        ))}
      </div>
    </SectionShell>
  );
}

/** The related-guides list (spec §2): up to 6 by relevance, never the current page. */
export function RelatedGuides({ guides, title }: { guides: GuidePage[]; title: string }) {
  return (
    <SectionShell title={title}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {guides.map((guide) => (
          <li key={guide.key}>
            <a
              href={guide.link.path}
              className="flex h-full flex-col rounded-xl border bg-card p-5 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="text-base font-semibold">{guide.link.title}</span>
              <span className="mt-1 flex-1 text-sm text-muted-foreground">
                {guide.link.description}
              </span>
              <span className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-primary">
                Read the guide <ArrowRight aria-hidden className="size-4" />
              </span>
            </a>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}

/** The closing join call (spec §2). */
export function JoinCall({ guide }: { guide: GuidePage }) {
  return (
    <section
      aria-labelledby="join-call"
      className="mt-16 rounded-2xl bg-primary px-6 py-10 text-center text-primary-foreground sm:px-10"
    >
      <h2 id="join-call" className="text-2xl font-bold sm:text-3xl">
        {guide.cta.title}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-base opacity-90">{guide.cta.body}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {guide.cta.actions.map((action, index) => (
          <GuideAction
            key={action.href + action.label}
            action={action}
            guide={guide}
            className={
              index === 0
                ? buttonVariants({ variant: 'secondary', size: 'lg' })
                : cn(
                    buttonVariants({ variant: 'outline', size: 'lg' }),
                    'border-primary-foreground/70 bg-transparent text-primary-foreground hover:bg-primary-foreground/10',
                  )
            }
          />
        ))}
      </div>
    </section>
  );
}
