import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { useSession } from '../../features/auth/hooks/use-session';
import { NotificationHistory } from '../../features/notifications/components/notification-history';
import { usePageMeta } from '../../lib/page-meta';

const description = 'Likes, comments, new followers and messages from the community.';

/** `/notifications`: every notification of the member, read and unread, page by page. */
export default function NotificationsPage() {
  usePageMeta({ title: 'Notifications', description });
  const session = useSession();

  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <PageHeader title="Notifications" description={description} />
      {session === undefined ? (
        <Skeleton className="h-64 w-full rounded-xl" />
      ) : session === null ? (
        <EmptyState
          icon={LogIn}
          title="Sign in to see your notifications"
          description="Members hear here when someone likes their posts, comments, follows them or sends a message."
          action={
            <Button asChild>
              <Link to="/auth?tab=signin">Sign In</Link>
            </Button>
          }
        />
      ) : (
        <NotificationHistory userId={session.user.id} />
      )}
    </div>
  );
}
