import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

/**
 * The logo, linking home. The castle mark is our own SVG; its name shows where the header has
 * room (`isCompact` headers carry the members' longer bar).
 */
export function SiteLogo({
  isCompact = false,
  isDocumentLink = false,
}: {
  isCompact?: boolean;
  /** A plain link (server-rendered pages have no router). */
  isDocumentLink?: boolean;
}) {
  const LinkElement = isDocumentLink ? PlainHomeLink : Link;
  return (
    <LinkElement
      to="/"
      className="flex min-h-11 items-center gap-2 rounded-md font-bold tracking-tight"
      aria-label="Magic Community home"
    >
      <svg aria-hidden viewBox="0 0 64 64" className="size-8 shrink-0">
        <rect width="64" height="64" rx="14" className="fill-primary" />
        <path
          d="M14 50V30l6-6 6 6v-8l6-8 6 8v8l6-6 6 6v20H38V40a6 6 0 0 0-12 0v10z"
          className="fill-accent"
        />
      </svg>
      <span
        className={cn('hidden whitespace-nowrap text-lg', isCompact ? '2xl:inline' : 'sm:inline')}
      >
        Magic Community
      </span>
    </LinkElement>
  );
}

function PlainHomeLink({ to, ...props }: ComponentProps<'a'> & { to: string }) {
  return <a href={to} {...props} />;
}
