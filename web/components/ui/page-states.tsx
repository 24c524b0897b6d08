import { AlertCircle, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from './button';

/**
 * A whole page for something that is not there (an unknown or hidden id): an icon, optionally
 * the 404 code, the page's heading, what may have happened, and where to go instead.
 */
export function NotFoundState({
  icon: Icon,
  title,
  description,
  action,
  showCode = false,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  /** The way on: a link styled as the page's main button. */
  action: { to: string; label: string };
  /** Shows '404' above the heading. */
  showCode?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <Icon aria-hidden className="size-8" />
      </span>
      {showCode ? <p className="text-sm font-semibold text-primary">404</p> : null}
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-muted-foreground">{description}</p>
      <Button asChild>
        <Link to={action.to}>{action.label}</Link>
      </Button>
      {children}
    </div>
  );
}

/** A page's main content that could not be loaded: what happened and a retry. */
export function LoadErrorState({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry: () => void;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed px-6 py-12 text-center">
      <AlertCircle aria-hidden className="size-8 text-destructive" />
      <h1 className="text-xl font-semibold">{title}</h1>
      <p role="alert" className="max-w-md text-sm text-muted-foreground">
        {message}
      </p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
