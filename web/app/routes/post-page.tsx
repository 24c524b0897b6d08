import { useNavigate, useParams } from 'react-router';
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
  // Titled as the server titles the page, once the post is here.
  const post = usePost(id).data;
  usePageMeta(
    post
      ? { title: postTitle(post), description: postDescription(post) }
      : { title: 'Post', description: 'A moment shared by a member of Magic Community.' },
  );
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
