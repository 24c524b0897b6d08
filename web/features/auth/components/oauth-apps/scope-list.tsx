import {
  BadgeCheck,
  CircleHelp,
  Mail,
  Phone,
  RefreshCw,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '../../../../lib/cn';
import { describeScopes, type KnownScope } from '../../lib/oauth-scopes';

/** The icon of each known scope; others get a question mark. */
const scopeIcons: Record<KnownScope, LucideIcon> = {
  openid: BadgeCheck,
  email: Mail,
  profile: UserRound,
  phone: Phone,
  offline_access: RefreshCw,
};

/**
 * What an app may do with the member's account, in plain words: one line per scope with its
 * icon ('full', the consent page), or small tags ('compact', a connected app).
 */
export function ScopeList({
  scopes,
  label,
  density = 'full',
  className,
}: {
  scopes: string | readonly string[] | null | undefined;
  /** The list's accessible name. */
  label: string;
  density?: 'full' | 'compact';
  className?: string;
}) {
  const items = describeScopes(scopes);
  if (density === 'compact') {
    return (
      <ul aria-label={label} className={cn('flex flex-wrap gap-1.5 text-xs', className)}>
        {items.map((item) => (
          <li
            key={item.scope}
            className="wrap-anywhere rounded-full bg-secondary px-2 py-0.5 text-secondary-foreground"
          >
            {item.label}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul aria-label={label} className={cn('grid gap-3', className)}>
      {items.map((item) => {
        const Icon = item.isKnown ? scopeIcons[item.scope as KnownScope] : CircleHelp;
        return (
          <li key={item.scope} className="flex items-start gap-3">
            <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
            <span className="min-w-0 wrap-anywhere">{item.label}</span>
          </li>
        );
      })}
    </ul>
  );
}
