import type { Session } from '@supabase/auth-js';
import { useNavigate, useParams } from 'react-router';
import type { Author } from '../../../common/features/posts/posts.contract';
import { useSession } from '../../features/auth/hooks/use-session';
import { PostDetail } from '../../features/posts/components/post-detail';
import { useOwnProfile } from '../../features/profiles/api/get-own-profile';
import { usePageMeta } from '../../lib/page-meta';

/** The signed-in member as a comment author (profile first, then the sign-up metadata). */
function useViewer(session: Session | null | undefined): Author | null {
  const profile = useOwnProfile(session?.user.id);
  if (!session) return null;
  const metadata = session.user.user_metadata as Record<string, unknown>;
  const username =
    profile.data?.username ??
    (typeof metadata.username === 'string' ? metadata.username : null) ??
    session.user.email?.split('@')[0] ??
    'you';
  return { id: session.user.id, username, avatar_url: profile.data?.avatar_url ?? null };
}

/** `/post/:id`: one post with its photos full size and its comments; readable by visitors. */
export default function PostPage() {
  const { id = '' } = useParams();
  usePageMeta({ title: 'Post', description: 'A moment shared by a member of Magic Community.' });
  const navigate = useNavigate();
  const viewer = useViewer(useSession());

  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <PostDetail
        key={id}
        postId={id}
        viewer={viewer}
        onDeleted={() => void navigate('/', { replace: true })}
      />
    </div>
  );
}
