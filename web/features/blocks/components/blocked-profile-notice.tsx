import { Ban, Loader2 } from 'lucide-react';
import { blockTexts } from '../../../../common/features/blocks/block-texts';
import { Button } from '../../../components/ui/button';
import { useBlockMember } from '../api/block-member';

/**
 * In place of a member's posts once you blocked them: 'You blocked this member', what that
 * means, and Unblock (as drawn; {@link BlockedProfileNotice} connects it).
 */
export function BlockedProfileNoticeView({
  username,
  isPending,
  onUnblock,
}: {
  username: string;
  isPending: boolean;
  onUnblock: () => void;
}) {
  return (
    <section
      aria-labelledby="blocked-notice-heading"
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed px-6 py-10 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <Ban aria-hidden className="size-7" />
      </span>
      <h2 id="blocked-notice-heading" className="text-xl font-semibold">
        {blockTexts.profileNotice}
      </h2>
      <p className="max-w-md text-sm text-muted-foreground">{blockTexts.profileNoticeDetail}</p>
      <Button
        type="button"
        variant="outline"
        aria-disabled={isPending || undefined}
        onClick={() => {
          if (!isPending) onUnblock();
        }}
      >
        {isPending && <Loader2 aria-hidden className="animate-spin" />}
        Unblock @{username}
      </Button>
    </section>
  );
}

/** {@link BlockedProfileNoticeView} on a blocked member's profile: Unblock unblocks them. */
export function BlockedProfileNotice({
  memberId,
  username,
  viewerId,
}: {
  memberId: string;
  username: string;
  viewerId: string;
}) {
  const block = useBlockMember(viewerId);
  return (
    <BlockedProfileNoticeView
      username={username}
      isPending={block.isPending}
      onUnblock={() => block.mutate({ memberId, username, blocked: false })}
    />
  );
}
