import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { allGuides } from '../../../common/features/guides/guide-catalog';
import { PageSkeleton } from '../layout/page-skeleton';

/** Whether this document was itself loaded at `pathname` (the server answered it). */
function isLoadedAt(pathname: string): boolean {
  const [entry] = performance.getEntriesByType('navigation');
  return !!entry && new URL(entry.name).pathname === pathname;
}

/**
 * Guide pages are server-rendered documents (issue 4). When the app navigates to one in the
 * browser, the page is loaded from the server, which renders it in full. If the server itself
 * answered with the app (a development server without the API), the guide's title and a link
 * are shown instead of reloading forever.
 */
export default function GuidePage() {
  const { pathname, search, hash } = useLocation();
  const isServedHere = isLoadedAt(pathname);
  useEffect(() => {
    if (!isServedHere) window.location.replace(`${pathname}${search}${hash}`);
  }, [isServedHere, pathname, search, hash]);

  if (!isServedHere) return <PageSkeleton />;
  const guide = allGuides.find((g) => g.path === pathname);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">{guide?.title ?? 'Disney guide'}</h1>
      <p className="mt-4 text-muted-foreground">
        This guide is rendered by the Magic Community server. Start the server (
        <code>npm start</code>) and open this address there to read it.
      </p>
    </div>
  );
}
