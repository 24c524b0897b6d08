import { Share2 } from 'lucide-react';
import type { Post } from '../../../../common/features/posts/posts.contract';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { postShareData, sharePost } from '../lib/share-post';

/**
 * 'Share post': the system share sheet (Web Share API) where the browser has one, else the
 * post's link copied with 'Link copied'. Closing the sheet says nothing; a failure says so and
 * shows the link to copy by hand.
 */
export function SharePostButton({ post }: { post: Post }) {
  const share = async () => {
    const data = postShareData(post, window.location.origin);
    const outcome = await sharePost(data, navigator);
    if (outcome === 'copied') {
      toast({ title: 'Link copied', description: 'Share it with your friends.' });
    } else if (outcome === 'failed') {
      toast({
        title: 'Could not share the post',
        description: `Copy the link by hand: ${data.url}`,
        variant: 'destructive',
      });
    }
  };

  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      className="h-11 min-w-11"
      aria-label="Share post"
      onClick={() => void share()}
    >
      <Share2 aria-hidden />
    </Button>
  );
}
