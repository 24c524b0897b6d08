import { LogIn } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { useSession } from '../../features/auth/hooks/use-session';
import { MessagesView } from '../../features/messages/components/messages-view';
import { parseMessagesSelection } from '../../features/messages/lib/conversation-path';
import { usePageMeta } from '../../lib/page-meta';

const description = 'Private conversations with other members.';

/**
 * `/messages` (spec §2): the member's conversations, and with `?user={id}` the one with that
 * member (started by the first message when there is none), with `?conversation={id}` one by
 * its id (its other member's account was erased). Visitors are invited to sign in.
 */
export default function MessagesPage() {
  usePageMeta({ title: 'Messages', description });
  const session = useSession();
  const [searchParams] = useSearchParams();
  const selection = parseMessagesSelection(searchParams);

  if (session) return <MessagesView userId={session.user.id} selection={selection} />;
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <PageHeader title="Messages" description={description} />
      {session === undefined ? (
        <Skeleton className="h-64 w-full rounded-xl" />
      ) : (
        <EmptyState
          icon={LogIn}
          title="Sign in to see your messages"
          description="Members write to each other privately here. Sign in or create a free account to join in."
          action={
            <Button asChild>
              <Link
                to={`/auth?tab=signin&next=${encodeURIComponent(
                  `/messages${searchParams.size > 0 ? `?${searchParams.toString()}` : ''}`,
                )}`}
              >
                Sign In
              </Link>
            </Button>
          }
        />
      )}
    </div>
  );
}
