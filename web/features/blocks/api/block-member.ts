import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlockState } from '../../../../common/features/blocks/blocks.contract';
import { blockTexts } from '../../../../common/features/blocks/block-texts';
import type { PublicProfile } from '../../../../common/features/profiles/profiles.contract';
import { toast } from '../../../components/ui/use-toast';
import { apiRequest } from '../../../lib/api-client';
import { messageQueryKeys } from '../../messages/api/message-query-keys';
import { postKeys } from '../../posts/api/post-query-keys';
import { profileQueryKeys } from '../../profiles/api/profile-query-keys';
import { withBlocked } from '../lib/block-cache';
import { blockQueryKeys } from './block-query-keys';

/** `PUT /api/profiles/{id}/block` to block, `DELETE` to unblock (both idempotent). */
export function setBlocked(memberId: string, blocked: boolean): Promise<BlockState> {
  return apiRequest<BlockState>(`/api/profiles/${encodeURIComponent(memberId)}/block`, {
    method: blocked ? 'PUT' : 'DELETE',
  });
}

/** The block mutation's key, so pages can react when someone is blocked or unblocked. */
export const blockMutationKey = ['profiles', 'block'] as const;

export interface BlockChange {
  memberId: string;
  username: string;
  blocked: boolean;
}

/**
 * Blocks or unblocks a member. On success their profile says so at once, and everything a
 * block changes is read again: posts and comments (theirs hidden or back), profiles and follow
 * lists (follows removed), your conversations (read-only or open again) and your blocked list;
 * a toast says what happened. A refusal shows the 'Error' toast with the server's message.
 */
export function useBlockMember(viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: blockMutationKey,
    mutationFn: ({ memberId, blocked }: BlockChange) => setBlocked(memberId, blocked),
    onSuccess: (state, { memberId, username }) => {
      queryClient.setQueryData<PublicProfile>(
        profileQueryKeys.detail(memberId, viewerId),
        (profile) => profile && withBlocked(profile, state.blocked),
      );
      toast(
        state.blocked
          ? { title: blockTexts.blockedTitle, description: blockTexts.blockedDescription(username) }
          : {
              title: blockTexts.unblockedTitle,
              description: blockTexts.unblockedDescription(username),
            },
      );
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Error', description: error.message });
    },
    onSettled: (_state, _error, { memberId }) => {
      for (const queryKey of [
        profileQueryKeys.detailsOf(memberId),
        profileQueryKeys.detailsOf(viewerId),
        profileQueryKeys.followLists,
        postKeys.all,
        messageQueryKeys.all(viewerId),
        blockQueryKeys.all,
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
