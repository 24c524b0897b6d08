import type { Session } from '@supabase/auth-js';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ToasterSlot } from '../components/ui/toaster-slot';
import { AuthProvider } from '../features/auth/components/auth-provider';
import { UpdateCard } from '../features/pwa/components/update-card';
import { loadAuthClient } from '../lib/auth-loader';
import { hasStoredSession } from '../lib/auth-storage';
import { readPageData } from '../lib/page-data';
import { createQueryClient } from '../lib/query-client';
import { startPerformanceWarnings } from '../lib/performance-warnings';
import { loadPageDataForMember, primePageData } from './prime-page-data';
import { RouteErrorBoundary } from './layout/route-error-boundary';
import { preloadPagesOnIntent } from './navigation/preload-on-intent';
import { AppRoutes, preloadRoute } from './router';

/**
 * Starts the single-page app in `#root`, with the first page's chunk already loaded. On a page
 * the server rendered (`takeOver`), the app first gets ready to show the same page at once (the
 * page's chunk, the stored session if any, the page's data: as the server read it for a visitor,
 * read again for a member), then `beforeRender` lets the page's islands go and the app replaces
 * the server's HTML in one synchronous step: no skeleton, no jump.
 */
export async function startApp(
  options: { takeOver?: boolean; beforeRender?: () => void } = {},
): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  startPerformanceWarnings();
  const queryClient = createQueryClient();
  let initialSession: Session | null | undefined;
  if (options.takeOver) {
    const [session] = await Promise.all([
      hasStoredSession()
        ? loadAuthClient().then(
            async ({ authClient }) => (await authClient.getSession()).data.session,
          )
        : null,
      preloadRoute(window.location.pathname),
    ]);
    initialSession = session;
    const pageData = readPageData();
    const viewerId = initialSession?.user.id;
    if (pageData && viewerId) await loadPageDataForMember(queryClient, pageData, viewerId);
    else if (pageData) primePageData(queryClient, pageData, null);
  } else {
    // The first page shows at once rather than after the skeleton, which would otherwise move
    // the footer when a short page replaces it (a layout shift). A chunk that fails to load here
    // is loaded again by the page itself, which shows the error screen if it fails again.
    await preloadRoute(window.location.pathname).catch(() => undefined);
  }
  options.beforeRender?.();
  preloadPagesOnIntent(preloadRoute);
  const root = createRoot(container);
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AuthProvider initialSession={initialSession}>
          <BrowserRouter>
            <RouteErrorBoundary>
              <AppRoutes />
            </RouteErrorBoundary>
          </BrowserRouter>
          <ToasterSlot />
          <UpdateCard />
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>
  );
  // Taking a page over, the app's page is in place when this returns (it is ready to render).
  if (options.takeOver) flushSync(() => root.render(app));
  else root.render(app);
}
