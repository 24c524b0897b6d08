import { Camera, ListChecks, MessageCircle, Star, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { allGuides } from '../../../../common/features/guides/guide-catalog';
import {
  catalogueCountClaim,
  type CatalogueCounts,
} from '../../../../common/features/reviews/catalogue-counts';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import type { LinkComponent } from '../../../features/posts/components/highlights/link-component';
import { HeroIllustration } from './hero-illustration';

/** The id of the highlights' heading on the visitors' home. */
export const HIGHLIGHTS_HEADING_ID = 'highlights-heading';

/**
 * The figures of spec §1: the reviews claim, and the attractions and restaurants the catalogue
 * holds, counted in the database (rounded down: '100+' for 103); `null` while the app still
 * reads them.
 */
function statsOf(counts: CatalogueCounts | null) {
  return [
    { value: '5,000+', label: 'reviews' },
    { value: counts && catalogueCountClaim(counts.attractions), label: 'attractions' },
    { value: counts && catalogueCountClaim(counts.restaurants), label: 'restaurants' },
  ];
}

const features: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Camera,
    title: 'Share your park photos',
    text: 'Post the moment the castle lit up, and see what other fans captured today.',
  },
  {
    icon: Star,
    title: 'Read honest reviews',
    text: 'Ratings of rides, restaurants and resorts from people who just came back.',
  },
  {
    icon: ListChecks,
    title: 'Plan with checklists',
    text: 'Copy a packing list or a rope-drop plan and share your own.',
  },
  {
    icon: Users,
    title: 'Find your people',
    text: 'Groups for first-timers, runDisney racers, foodies and annual passholders.',
  },
  {
    icon: MessageCircle,
    title: 'Talk it through',
    text: 'Message members directly when you want advice before you book.',
  },
];

/**
 * The home page for visitors: what the community is (the pitch, then members' recent
 * highlights), the guides, what members do here, and the invitation to join. Shared by the app
 * ({@link VisitorLanding}) and the server-rendered `/` (`web/ssr/render-home-document.tsx`):
 * links go through `LinkComponent` and the highlights section comes ready.
 */
export function VisitorLandingContent({
  LinkComponent,
  highlights,
  counts,
}: {
  LinkComponent: LinkComponent;
  /** The catalogue's counts (from the server's page, or read by the app; null while loading). */
  counts: CatalogueCounts | null;
  /** The 'Fresh from the community' section. */
  highlights: ReactNode;
}) {
  return (
    <>
      <section className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 lg:grid-cols-2 lg:py-20">
        <div className="space-y-6">
          <p className="inline-flex rounded-full bg-accent/30 px-3 py-1 text-sm font-medium text-accent-foreground dark:text-accent">
            For Walt Disney World fans
          </p>
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
            Plan smarter. Relive the magic. Share it with fans who get it.
          </h1>
          <p className="max-w-xl text-lg text-muted-foreground">
            Magic Community is where park fans trade photos, tips, reviews and checklists, from the
            first booking to the last fireworks of the trip.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <LinkComponent to="/auth">Join the community</LinkComponent>
            </Button>
            <Button asChild size="lg" variant="outline">
              <LinkComponent to="/disney-trip-planning">Start planning</LinkComponent>
            </Button>
          </div>
          <dl className="flex flex-wrap gap-8 pt-2">
            {statsOf(counts).map((stat) => (
              <div key={stat.label}>
                <dt className="sr-only">{stat.label}</dt>
                <dd className="text-2xl font-bold text-primary">
                  {stat.value ?? (
                    <Skeleton aria-hidden className="inline-block h-7 w-14 align-middle" />
                  )}{' '}
                  <span className="text-sm font-medium text-muted-foreground">{stat.label}</span>
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <HeroIllustration className="aspect-[3/2] w-full" />
      </section>

      {highlights}

      <section aria-labelledby="guides-heading" className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="guides-heading" className="text-2xl font-bold">
          Disney World guides
        </h2>
        <p className="mt-2 text-muted-foreground">
          Free, fan-written guides to every part of a trip.
        </p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {allGuides.map((guide) => (
            <li key={guide.path}>
              <LinkComponent to={guide.path} className="block h-full rounded-xl">
                <Card className="h-full transition-shadow duration-200 hover:shadow-md">
                  <CardHeader>
                    <CardTitle className="text-base">{guide.title}</CardTitle>
                    <CardDescription>{guide.description}</CardDescription>
                  </CardHeader>
                </Card>
              </LinkComponent>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="community-heading" className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="community-heading" className="text-2xl font-bold">
          What members do here
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {features.map(({ icon: Icon, title, text }) => (
            <li key={title} className="space-y-2">
              <span className="flex size-11 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                <Icon aria-hidden className="size-5" />
              </span>
              <h3 className="font-semibold">{title}</h3>
              <p className="text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="join-heading" className="mx-auto max-w-7xl px-4 pt-6 pb-16">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-primary px-6 py-10 text-primary-foreground sm:px-10 lg:flex-row lg:items-center lg:justify-between">
          <div className="space-y-2">
            <h2 id="join-heading" className="text-2xl font-bold">
              Your next park day deserves an audience
            </h2>
            <p className="max-w-2xl opacity-90">
              Create a free account to post your photos, follow fans with the same favourite rides
              and get answers before you book.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg" variant="accent">
              <LinkComponent to="/auth?tab=signup">Create a free account</LinkComponent>
            </Button>
            <Button
              asChild
              size="lg"
              variant="ghost"
              className="hover:bg-primary-foreground/10 focus-visible:outline-primary-foreground"
            >
              <LinkComponent to="/auth?tab=signin">I already have an account</LinkComponent>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
