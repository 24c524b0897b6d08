import { lazy, Suspense } from 'react';
import { useAuthDialog } from '../hooks/use-auth-dialog';

const loadDialog = () => import('./auth-dialog');
const AuthDialog = lazy(loadDialog);

/** Fetches the dialog's code ahead of a likely open (hover or focus on Sign In). */
export function preloadAuthDialog(): void {
  void loadDialog();
}

/**
 * Mounts the auth dialog once it is first opened, so its code (and auth-js) stay out of
 * public pages until a visitor starts to sign in.
 */
export function AuthDialogHost() {
  const { openCount } = useAuthDialog();
  if (openCount === 0) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  );
}
