import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { postDescription, postTitle } from '../../../common/features/pages/member-page-text';
import { useSession } from '../../features/auth/hooks/use-session';
import { usePost } from '../../features/posts/api/get-post';
import { PostDetail } from '../../features/posts/components/post-detail';
import { usePageMeta } from '../../lib/page-meta';
import { useViewer } from './use-viewer';

/** `/post/:id`: one post with its photos full size and its comments; readable by visitors. */
export default function PostPage() {
  // Lower-cased like the server's ids, so the page's cache is the one likes and comments update.
  const id = (useParams().id ?? '').toLowerCase();
  const [deletedId, setDeletedId] = useState<string | null>(null);
  const isDeleted = deletedId === id;
  // Titled as the server titles the page, once the post is here.
  const post = usePost(id, { enabled: !isDeleted }).data;
  usePageMeta(
    post && !isDeleted
      ? { title: postTitle(post), description: postDescription(post) }
      : { title: 'Post', description: 'A moment shared by a member of Magic Community.' },
  );
  const navigate = useNavigate();
  const { key } = useLocation();
  const viewer = useViewer(useSession());

  // Once deleted, back to where the member came from in the app, else to the feed; never the
  // deleted post's 'not found'. Going back may land on this post again (its '#comments' link is
  // an entry of its own): then one more step back, until the member's first page of the visit.
  useEffect(() => {
    if (!isDeleted) return;
    if (key !== 'default') void navigate(-1);
    else void navigate('/feed', { replace: true });
  }, [isDeleted, key, navigate]);

  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      {!isDeleted && (
        <PostDetail key={id} postId={id} viewer={viewer} onDeleted={() => setDeletedId(id)} />
      )}
    </div>
  );
}
