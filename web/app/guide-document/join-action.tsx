import { useSyncExternalStore } from 'react';
import {
  JoinActionLink,
  type JoinActionProps,
} from '../../features/guides/components/join-action-link';
import { parseStoredMember, readStoredSession, subscribeToStoredSession } from './stored-session';

/**
 * A guide's 'Join Community' call as an island: the server renders the visitor's call, and a
 * browser with a stored session shows the guide's member action in the same slot. It follows
 * sign-ins and sign-outs (this tab's header app and other tabs).
 */
export function JoinAction(props: JoinActionProps) {
  const isMember =
    parseStoredMember(
      useSyncExternalStore(subscribeToStoredSession, readStoredSession, () => null),
    ) !== null;
  return <JoinActionLink {...props} isMember={isMember} />;
}
