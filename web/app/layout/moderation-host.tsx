import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ActionItem } from '../../components/item-actions/item-actions';
import { useSession } from '../../features/auth/hooks/use-session';
import { ModerationActionsProvider } from '../../features/moderation/components/moderation-actions-provider';
import type { DecisionOutcome } from '../../features/moderation/components/staff-action-dialog';
import { removePostEverywhere } from '../../features/posts/api/post-cache';
import { useOwnProfile } from '../../features/profiles/api/get-own-profile';

/**
 * Gives every item menu of the app its moderation entries (Report for members, Hide, Delete, Warn
 * and Suspend for staff). After a staff decision the pages read their data again; a deleted
 * post leaves every list, and its own page gives way to the feed.
 */
export function ModerationHost({ children }: { children: ReactNode }) {
  const session = useSession();
  const profile = useOwnProfile(session?.user.id);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const viewer = session && profile.data ? { id: session.user.id, role: profile.data.role } : null;

  const onItemChanged = (item: ActionItem, outcome: DecisionOutcome) => {
    if (outcome.deleted && item.kind === 'post') {
      removePostEverywhere(queryClient, item.id);
      if (pathname === `/post/${item.id}`) void navigate('/feed');
    }
    void queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] !== 'moderation',
    });
  };

  return (
    <ModerationActionsProvider viewer={viewer} onItemChanged={onItemChanged}>
      {children}
    </ModerationActionsProvider>
  );
}
