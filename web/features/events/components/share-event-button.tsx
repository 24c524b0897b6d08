import { Share2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { copyText } from '../../groups/lib/invite-links';

/** 'Share': copies the event's address to the clipboard (the link is shown when copying is refused). */
export function ShareEventButton({ path }: { path: string }) {
  const share = async () => {
    const url = new URL(path, window.location.origin).toString();
    const copied = await copyText(url);
    toast(
      copied
        ? { title: 'Link copied', description: 'Share it with your friends.' }
        : { title: 'Copy the link by hand', description: url },
    );
  };
  return (
    <Button type="button" variant="outline" onClick={() => void share()}>
      <Share2 aria-hidden />
      Share
    </Button>
  );
}
