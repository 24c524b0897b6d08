import { LogIn } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { preloadAuthDialog } from '../../auth/components/auth-dialog-host';
import { openAuthDialog } from '../../auth/lib/auth-dialog-store';

/** A plain click opens the sign-in dialog here; new-tab and modified clicks follow the link. */
function openDialogOnPlainClick(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  event.preventDefault();
  openAuthDialog('signin');
}

/** A visitor's way in: the sign-in dialog, or `/auth` (coming back to `next`) in a new tab. */
export function SignInLink({
  next,
  children,
  variant = 'default',
}: {
  next: string;
  children: ReactNode;
  variant?: 'default' | 'outline';
}) {
  return (
    <Button asChild variant={variant}>
      <Link
        to={`/auth?tab=signin&next=${encodeURIComponent(next)}`}
        aria-haspopup="dialog"
        onClick={openDialogOnPlainClick}
        onPointerEnter={preloadAuthDialog}
        onFocus={preloadAuthDialog}
      >
        <LogIn aria-hidden />
        {children}
      </Link>
    </Button>
  );
}
