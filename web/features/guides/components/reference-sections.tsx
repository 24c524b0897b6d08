import type { GuideSection } from '../../../../common/features/guides/guide-content.schema';
import { Badge } from '../../../components/ui/badge';
import { RatingStars } from './rating-stars';

type SectionOf<K extends GuideSection['kind']> = Extract<GuideSection, { kind: K }>;

/** Resort tiers with their nightly range and example resorts. */
export function HotelTiers({ tiers }: { tiers: SectionOf<'hotelTiers'>['tiers'] }) {
  return (
    <div className="space-y-8">
      {tiers.map((tier) => (
        <section key={tier.tier} aria-label={`${tier.tier} resorts`}>
          <div className="flex flex-wrap items-baseline gap-3">
            <h3 className="text-xl font-semibold">{tier.tier} Resorts</h3>
            <Badge variant="secondary">{tier.nightlyRange}</Badge>
          </div>
          <p className="mt-2 max-w-3xl text-sm text-muted-foreground">{tier.description}</p>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {tier.hotels.map((hotel) => (
              <li key={hotel.name} className="rounded-xl border bg-card p-4 shadow-sm">
                <p className="font-semibold">{hotel.name}</p>
                <RatingStars rating={hotel.rating} />
                <p className="mt-2 text-sm text-muted-foreground">{hotel.highlight}</p>
                <p className="mt-2 text-xs text-muted-foreground">
                  {hotel.area} · {hotel.transport}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** A side-by-side comparison that stays readable on phones (the table scrolls sideways). */
export function ComparisonTable({ section }: { section: SectionOf<'comparisonTable'> }) {
  return (
    <div
      className="overflow-x-auto rounded-xl border"
      tabIndex={0}
      role="region"
      aria-label={section.title}
    >
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <thead className="bg-muted/60">
          <tr>
            <th scope="col" className="p-3 font-semibold">
              <span className="sr-only">Aspect</span>
            </th>
            {section.columns.map((column) => (
              <th key={column} scope="col" className="p-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {section.rows.map((row) => (
            <tr key={row.aspect} className="border-t align-top">
              <th scope="row" className="p-3 font-medium">
                {row.aspect}
              </th>
              <td className="p-3 text-muted-foreground">{row.values[0]}</td>
              <td className="p-3 text-muted-foreground">{row.values[1]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A step-by-step guide (spec §3 guide): time, cost and numbered steps. */
export function HowToSteps({ guide }: { guide: SectionOf<'howTo'>['guide'] }) {
  return (
    <div className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <p className="text-base font-semibold">{guide.name}</p>
      <p className="mt-1 text-sm text-muted-foreground">{guide.description}</p>
      <p className="mt-2 text-xs text-muted-foreground">
        By {guide.author} · Estimated cost about $
        {guide.estimatedCost.value.toLocaleString('en-US')}
      </p>
      <ol className="mt-5 space-y-4">
        {guide.steps.map((step, index) => (
          <li key={step.name} className="flex gap-4">
            <span
              aria-hidden
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
            >
              {index + 1}
            </span>
            <div>
              <p className="font-medium">{step.name}</p>
              <p className="text-sm text-muted-foreground">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Links to the other guides on the same topic (the events page's topic cluster, spec §2). */
export function TopicLinks({ links }: { links: SectionOf<'topicLinks'>['links'] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            className="inline-flex min-h-11 items-center rounded-full border bg-card px-4 text-sm font-medium hover:bg-muted"
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
