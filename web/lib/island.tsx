import type { ReactNode } from 'react';

/**
 * Marks a piece of a server-rendered page that the browser hydrates on its own (an "island"):
 * the rest of the page stays plain HTML with no JavaScript. `children` must be exactly what
 * the island's component renders with `props`, so hydration matches.
 */
export function Island({
  name,
  props = {},
  children,
  className,
}: {
  name: string;
  props?: Record<string, unknown>;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)} className={className}>
      {children}
    </div>
  );
}
