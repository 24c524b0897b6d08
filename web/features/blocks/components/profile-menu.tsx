import { MoreHorizontal } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { PublicProfile } from '../../../../common/features/profiles/profiles.contract';
import { useItemActions } from '../../../components/item-actions/item-actions';
import { Button } from '../../../components/ui/button';
import { DeferredPopup } from '../../../components/ui/deferred-popup';
import { useBlockMember } from '../api/block-member';

const loadProfileMenu = () => import('./profile-menu-popup');
const BlockMemberDialog = lazy(() =>
  import('./block-member-dialog').then((module) => ({ default: module.BlockMemberDialog })),
);

/**
 * The '…' menu on another member's profile: Block (after a confirmation that says what a block
 * does) or Unblock, then the app's extra entries (Report, staff actions). The menu's and the dialog's code load when they are about to be used.
 */
export function ProfileMenu({ profile, viewerId }: { profile: PublicProfile; viewerId: string }) {
  const [isBlockOpen, setIsBlockOpen] = useState(false);
  const [wasBlockAsked, setWasBlockAsked] = useState(false);
  const block = useBlockMember(viewerId);
  const member = { memberId: profile.id, username: profile.username };
  const extraActions = useItemActions({
    kind: 'profile',
    id: profile.id,
    authorId: profile.id,
    authorName: profile.username,
  });
  return (
    <>
      <DeferredPopup
        load={loadProfileMenu}
        popupProps={{
          username: profile.username,
          blockedByMe: profile.blockedByMe,
          extraActions,
          onBlock: () => {
            setWasBlockAsked(true);
            setIsBlockOpen(true);
          },
          onUnblock: () => {
            if (!block.isPending) block.mutate({ ...member, blocked: false });
          },
        }}
        trigger={
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={`More actions for @${profile.username}`}
          >
            <MoreHorizontal aria-hidden />
          </Button>
        }
      />
      {wasBlockAsked && (
        <Suspense fallback={null}>
          <BlockMemberDialog
            username={profile.username}
            isOpen={isBlockOpen}
            onOpenChange={setIsBlockOpen}
            isPending={block.isPending}
            onConfirm={() =>
              block.mutate({ ...member, blocked: true }, { onSuccess: () => setIsBlockOpen(false) })
            }
          />
        </Suspense>
      )}
    </>
  );
}
