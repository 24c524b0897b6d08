import type { ReactNode } from 'react';

/** Turns a section title into a stable anchor id ('Types of Disney Events' → 'types-of-disney-events'). */
export function sectionId(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** One titled section of a guide: an `<h2>` (linkable by id), an optional intro, the content. */
export function SectionShell({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const id = sectionId(title);
  return (
    <section aria-labelledby={id} className="mt-14 first:mt-0">
      <h2 id={id} className="scroll-mt-24 text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      {intro && <p className="mt-3 max-w-3xl text-base text-muted-foreground">{intro}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** A responsive grid of cards (1 column on phones, 2 on tablets, 3 on desktops). */
export function CardGrid({ children, columns = 3 }: { children: ReactNode; columns?: 2 | 3 }) {
  return (
    <ul
      className={
        columns === 2 ? 'grid gap-4 md:grid-cols-2' : 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3'
      }
    >
      {children}
    </ul>
  );
}

/** A label and its value, for the facts on a card (wait time, height, price…). */
export function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex justify-between gap-3 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium">{value}</dd>
    </div>
  );
}
