import type { Session } from '@supabase/auth-js';
import { PageHeader } from '../../../components/ui/page-header';
import { PostFeed } from '../../../features/posts/components/post-feed';
import { useViewer } from '../use-viewer';

/** The home page for members: the composer and their feed (its own lazy chunk). */
export default function MemberHome({ session }: { session: Session }) {
  const viewer = useViewer(session)!;
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <PageHeader
        title="Welcome back"
        description="Moments from the members you follow, and your own."
      />
      <PostFeed viewer={viewer} />
    </div>
  );
}
