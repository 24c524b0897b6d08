import type { ComponentProps, ReactNode } from 'react';

/**
 * How the visitors' home renders a link: the router's `Link` in the app, a plain anchor on the
 * server-rendered page (no router there). Every prop reaches the anchor (buttons with `asChild`
 * pass their class and attributes through it).
 */
export type LinkComponent = (
  props: Omit<ComponentProps<'a'>, 'href'> & { to: string },
) => ReactNode;

/** A document link, for pages rendered on the server. */
export const PlainLink: LinkComponent = ({ to, ...props }) => <a href={to} {...props} />;
