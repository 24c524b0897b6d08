import { lazy, Suspense } from 'react';
import { useSession } from '../../features/auth/hooks/use-session';
import { usePageMeta } from '../../lib/page-meta';
import { MemberHomeSkeleton } from './home/member-home-skeleton';
import { VisitorLanding } from './home/visitor-landing';

/** The member feed loads only for members, so visitors' first page stays light. */
const MemberHome = lazy(() => import('./home/member-home'));

/** `/`: the landing for visitors; the composer and feed for signed-in members. */
export default function HomePage() {
  usePageMeta({
    title: 'Magic Community',
    description:
      'Walt Disney World guides, member photos, tips, reviews and shareable checklists from a friendly community of park fans.',
  });
  const session = useSession();

  if (session === undefined) return <MemberHomeSkeleton />;
  if (session === null) return <VisitorLanding />;
  return (
    <Suspense fallback={<MemberHomeSkeleton />}>
      <MemberHome session={session} />
    </Suspense>
  );
}
