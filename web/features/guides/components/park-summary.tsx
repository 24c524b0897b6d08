import type { GuideSection } from '../../../../common/features/guides/guide-content.schema';

type ParkSummaryItem = Extract<GuideSection, { kind: 'parkSummary' }>['items'][number];

/** One card per park: what it is like, what not to miss, who it suits. */
export function ParkSummary({ items }: { items: ParkSummaryItem[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {items.map((park) => (
        <li key={park.park} className="rounded-xl border bg-card p-5 shadow-sm">
          <h3 className="text-lg font-semibold">{park.park}</h3>
          <p className="mt-2 text-sm text-muted-foreground">{park.summary}</p>
          <p className="mt-3 text-sm font-medium">Don’t miss</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
            {park.mustDo.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
          <p className="mt-3 text-sm">
            <span className="font-medium">Best for:</span> {park.bestFor}
          </p>
        </li>
      ))}
    </ul>
  );
}
