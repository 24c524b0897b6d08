import { useEffect, useRef, useState } from 'react';
import type { Message } from '../../../../common/features/messages/messages.contract';

/**
 * What a polite live region says when a message from the other member arrives in the open
 * conversation ('New message from castlekeeper'); nothing for the messages already there.
 */
export function useNewMessageAnnouncement(
  newest: Message | undefined,
  viewerId: string,
  senderName: string,
): string {
  const [announcement, setAnnouncement] = useState('');
  const lastSeenId = useRef<string | undefined>(undefined);
  const newestId = newest?.id;
  const isFromOther = newest !== undefined && newest.senderId !== viewerId;

  useEffect(() => {
    if (!newestId) return;
    const previous = lastSeenId.current;
    lastSeenId.current = newestId;
    if (previous !== undefined && previous !== newestId && isFromOther) {
      setAnnouncement(`New message from ${senderName}`);
    }
  }, [newestId, isFromOther, senderName]);

  return announcement;
}
