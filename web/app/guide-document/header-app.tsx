import { QueryClientProvider } from '@tanstack/react-query';
import { useLayoutEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ToasterSlot } from '../../components/ui/toaster-slot';
import { AuthProvider } from '../../features/auth/components/auth-provider';
import { useSession } from '../../features/auth/hooks/use-session';
import { createQueryClient } from '../../lib/query-client';
import { SiteHeader } from '../layout/site-header';
import { DocumentRouter } from './document-router';
import { getHeaderApp, reportHeaderSession, subscribeHeaderApp } from './header-state';
import { notifyStoredSessionChanged } from './stored-session';

/**
 * The app's own header, rendered into the island's slot once the session is a member's; reports
 * what the auth client knows, so the island shows the right header in the meantime.
 */
function HeaderPortal() {
  const session = useSession();
  const { target } = useSyncExternalStore(subscribeHeaderApp, getHeaderApp);
  const known = session === undefined ? 'unknown' : session ? 'member' : 'visitor';
  useLayoutEffect(() => {
    reportHeaderSession(known);
    // The page's other islands (join calls) follow the stored session.
    notifyStoredSessionChanged();
  }, [known]);
  return session && target ? createPortal(<SiteHeader />, target) : null;
}

/**
 * Starts the header's app on a server-rendered page (its own chunk, loaded for members and on a
 * visitor's Sign In): the auth client and session events, the auth dialog, the toaster, and the
 * member's header with search, side menu, bell and avatar. Links load whole documents. Returns
 * the function that stops it.
 */
export function mountHeaderApp(): () => void {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  root.render(
    <DocumentRouter>
      <QueryClientProvider client={createQueryClient()}>
        <AuthProvider>
          <HeaderPortal />
          <ToasterSlot />
        </AuthProvider>
      </QueryClientProvider>
    </DocumentRouter>,
  );
  return () => {
    root.unmount();
    host.remove();
    reportHeaderSession('unknown');
  };
}

export { preloadAuthDialog } from '../../features/auth/components/auth-dialog-host';
