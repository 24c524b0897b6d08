import { Lock, SearchX } from 'lucide-react';
import {
  GROUP_NOT_FOUND_MESSAGE,
  GROUP_PRIVATE_NOTE,
} from '../../../../common/features/groups/group-limits';
import { LoadErrorState, NotFoundState } from '../../../components/ui/page-states';

/** An id that is no group's (or a deleted one). */
export function GroupNotFound() {
  return (
    <NotFoundState
      icon={SearchX}
      title={GROUP_NOT_FOUND_MESSAGE}
      description="This group does not exist, or it was deleted. Browse the community’s groups to find another one."
      action={{ to: '/groups', label: 'Browse groups' }}
    />
  );
}

/** A group that could not be loaded for another reason: what happened and a retry. */
export function GroupLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <LoadErrorState title="This group could not be loaded" message={message} onRetry={onRetry} />
  );
}

/** What a non-member of a private group sees instead of its posts, about text and members. */
export function PrivateGroupNote({ isRequested }: { isRequested: boolean }) {
  return (
    <section
      aria-labelledby="private-group-note"
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <Lock aria-hidden className="size-7" />
      </span>
      <h2 id="private-group-note" className="text-lg font-semibold">
        This group is private
      </h2>
      <p className="max-w-md text-sm text-muted-foreground">{GROUP_PRIVATE_NOTE}</p>
      <p className="max-w-md text-sm text-muted-foreground">
        {isRequested
          ? 'Your request to join is waiting for a moderator.'
          : 'Ask to join with the button above, or open an invite link from a member.'}
      </p>
    </section>
  );
}
