import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The consent page when it has no request to show (signed out, an incomplete link, an expired
 * request, the feature off, a failed load): an icon, the page's heading, what to do next.
 * `isAlert` announces the text as soon as it appears (for problems).
 */
export function ConsentNotice({
  icon: Icon,
  title,
  text,
  isAlert = false,
  actions,
}: {
  icon: LucideIcon;
  title: string;
  text: ReactNode;
  isAlert?: boolean;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <Icon aria-hidden className="size-7" />
      </span>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p role={isAlert ? 'alert' : undefined} className="max-w-md text-sm text-muted-foreground">
        {text}
      </p>
      {actions && <div className="mt-2 flex flex-col gap-2 sm:flex-row">{actions}</div>}
    </div>
  );
}
