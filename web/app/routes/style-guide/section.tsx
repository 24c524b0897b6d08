import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** One part of the style guide: an h2 with an anchor, a lead sentence and its specimens. */
export function StyleSection(props: {
  id: string;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={props.id} aria-labelledby={`${props.id}-title`} className="space-y-6">
      <div className="space-y-1 border-b pb-3">
        <h2 id={`${props.id}-title`} className="text-2xl font-semibold tracking-tight">
          {props.title}
        </h2>
        <p className="max-w-2xl text-sm text-muted-foreground">{props.description}</p>
      </div>
      {props.children}
    </section>
  );
}

/** A labelled example inside a section (h3), on a padded surface. */
export function Specimen(props: { title: string; children: ReactNode; className?: string }) {
  return (
    <div className="space-y-3">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        {props.title}
      </h3>
      <div className={cn('rounded-xl border bg-background p-4 sm:p-6', props.className)}>
        {props.children}
      </div>
    </div>
  );
}
