/**
 * The logo's castle mark (our own SVG) and the site's name, shown where the header has room
 * (`isCompact` headers carry the members' longer bar). Router-free, so server-rendered pages'
 * islands draw the same logo without loading the router.
 */
export function LogoMark({ isCompact = false }: { isCompact?: boolean }) {
  return (
    <>
      <svg aria-hidden viewBox="0 0 64 64" className="size-8 shrink-0">
        <rect width="64" height="64" rx="14" className="fill-primary" />
        <path
          d="M14 50V30l6-6 6 6v-8l6-8 6 8v8l6-6 6 6v20H38V40a6 6 0 0 0-12 0v10z"
          className="fill-accent"
        />
      </svg>
      <span
        className={`hidden whitespace-nowrap text-lg ${isCompact ? '2xl:inline' : 'sm:inline'}`}
      >
        Magic Community
      </span>
    </>
  );
}

/** The classes and name of the logo's link home, wherever it is drawn. */
export const logoLinkProps = {
  className: 'flex min-h-11 items-center gap-2 rounded-md font-bold tracking-tight',
  'aria-label': 'Magic Community home',
} as const;
