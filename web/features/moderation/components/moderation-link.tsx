import { ShieldAlert } from 'lucide-react';
import { NavLink } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

export const MODERATION_PATH = '/moderation';

/** 'Moderation', or 'Moderation, 3 open reports' for screen readers. */
export function moderationLabel(openItems: number): string {
  if (openItems <= 0) return 'Moderation';
  return `Moderation, ${openItems} ${openItems === 1 ? 'item' : 'items'} to review`;
}

/** The number of items waiting ('99+' beyond 99), in pixie gold; the link says it in words. */
function CountBadge({ count, className }: { count: number; className?: string }) {
  return (
    <span
      aria-hidden
      data-testid="moderation-count"
      className={cn(
        'flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[11px] font-bold leading-none text-accent-foreground',
        className,
      )}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** The header's Moderation entry for staff (from tablet width): an icon with the open items. */
export function ModerationLink({ openItems }: { openItems: number }) {
  return (
    <NavLink
      to={MODERATION_PATH}
      aria-label={moderationLabel(openItems)}
      title="Moderation"
      className={({ isActive }) =>
        cn(
          buttonVariants({ variant: 'ghost', size: 'icon' }),
          'relative',
          isActive && 'text-primary',
        )
      }
    >
      <ShieldAlert aria-hidden />
      {openItems > 0 && <CountBadge count={openItems} className="absolute right-1 top-1" />}
    </NavLink>
  );
}

/** Moderation in the phones' side menu, for staff, with the open items. */
export function ModerationMenuLink({
  openItems,
  onNavigate,
}: {
  openItems: number;
  onNavigate: () => void;
}) {
  return (
    <NavLink
      to={MODERATION_PATH}
      onClick={onNavigate}
      aria-label={moderationLabel(openItems)}
      className={({ isActive }) =>
        cn(
          'flex min-h-11 w-full items-center gap-2 rounded-md px-3 text-sm font-medium transition-colors hover:bg-muted',
          isActive ? 'text-primary' : 'text-foreground/80',
        )
      }
    >
      <ShieldAlert aria-hidden className="size-4" />
      <span className={cn(openItems > 0 && 'font-semibold text-foreground')}>Moderation</span>
      {openItems > 0 && <CountBadge count={openItems} className="ml-auto" />}
    </NavLink>
  );
}
