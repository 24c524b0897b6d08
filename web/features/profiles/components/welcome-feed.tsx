import { Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useSuggestions } from '../api/get-suggestions';
import { MemberSuggestions, SUGGESTION_COUNT } from './member-suggestions';

/**
 * A new member's empty feed: 'Welcome', what the feed is, and members to follow with one-click
 * Follow buttons (a link to search people when there is nobody to suggest).
 */
export function WelcomeFeed({ viewerId, title = 'Welcome' }: { viewerId: string; title?: string }) {
  const headingId = useId();
  const listHeadingId = useId();
  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      className="grid gap-6 px-4 py-8 sm:px-6"
      data-testid="welcome-feed"
    >
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <Sparkles aria-hidden className="size-7" />
        </span>
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="max-w-md text-sm text-muted-foreground">
          Your feed gathers park photos and moments from the members you follow. Follow a few to get
          started, or share your first post above.
        </p>
      </div>
      <div className="grid gap-1">
        <h3 id={listHeadingId} className="font-semibold">
          Members to follow
        </h3>
        <MemberSuggestions
          viewerId={viewerId}
          headingId={listHeadingId}
          fallback={
            <div className="grid justify-items-center gap-3 py-4 text-center">
              <p className="text-sm text-muted-foreground">
                No suggestions yet. Look for fans of your favourite park instead.
              </p>
              <Button asChild>
                <Link to="/search">Find people to follow</Link>
              </Button>
            </div>
          }
        />
      </div>
    </Card>
  );
}

/** 'Members to follow' beside a short feed; nothing when there is nobody to suggest. */
export function MembersToFollowCard({ viewerId }: { viewerId: string }) {
  const headingId = useId();
  const suggestions = useSuggestions(viewerId, SUGGESTION_COUNT);
  if (suggestions.isError || suggestions.data?.items.length === 0) return null;
  return (
    <Card role="region" aria-labelledby={headingId} className="grid gap-1 p-4 sm:p-5">
      <h2 id={headingId} className="text-lg font-semibold leading-tight">
        Members to follow
      </h2>
      <p className="text-sm text-muted-foreground">
        Follow fans of the parks to see their moments here.
      </p>
      <MemberSuggestions viewerId={viewerId} headingId={headingId} />
    </Card>
  );
}
