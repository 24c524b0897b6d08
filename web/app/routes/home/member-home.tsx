import type { Session } from '@supabase/auth-js';
import { PageHeader } from '../../../components/ui/page-header';
import { PostFeed } from '../../../features/posts/components/post-feed';

/** The home page for members: the composer and their feed (its own lazy chunk). */
export default function MemberHome({ session }: { session: Session }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <PageHeader
        title="Welcome back"
        description="Moments from the members you follow, and your own."
      />
      <PostFeed viewerId={session.user.id} />
    </div>
  );
}
