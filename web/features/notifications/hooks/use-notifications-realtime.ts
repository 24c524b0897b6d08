import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from '../../../components/ui/use-toast';
import { getAccessToken } from '../../../lib/auth-loader';
import { connectRealtime, type RealtimeClient } from '../../../lib/realtime-client';
import { handleRealtimeRefusal } from '../../../lib/realtime-refusal';
import { messageQueryKeys } from '../../messages/api/message-query-keys';
import { tripQueryKeys } from '../../trips/api/trip-query-keys';
import { notificationQueryKeys } from '../api/notification-query-keys';
import { notificationToasts } from '../lib/notification-copy';

/**
 * The member's realtime channel (spec §4, §7): any change to their notifications refetches the
 * list, the count and the notifications page; an insert also shows 'New notification' / 'You
 * have a new notification'. A change in one of their conversations (a message arrived, was
 * deleted or read) refetches the conversation list, the unread-messages count and the open
 * conversation. Every join (reconnects included) and every resync refetches both, so nothing
 * that happened while offline is missed. A refreshed access token is passed on to the open socket; a
 * refused session is handled like a refused `/api` call (ended → signed out, aal1 → the code).
 */
export function useNotificationsRealtime(userId: string, accessToken: string): void {
  const queryClient = useQueryClient();
  const client = useRef<RealtimeClient | null>(null);

  useEffect(() => {
    const refresh = () =>
      void queryClient.invalidateQueries({ queryKey: notificationQueryKeys.all(userId) });
    const refreshMessages = () =>
      void queryClient.invalidateQueries({ queryKey: messageQueryKeys.all(userId) });
    const refreshTrips = () =>
      void queryClient.invalidateQueries({ queryKey: tripQueryKeys.all(userId) });
    const realtime = connectRealtime({
      getToken: getAccessToken,
      onSync() {
        refresh();
        refreshMessages();
        refreshTrips();
      },
      onRefused: handleRealtimeRefusal,
      onChange(change) {
        refresh();
        if (change.event === 'INSERT') toast(notificationToasts.received);
      },
      onConversation: refreshMessages,
      onTrip: refreshTrips,
    });
    client.current = realtime;
    return () => {
      client.current = null;
      realtime.stop();
    };
  }, [queryClient, userId]);

  useEffect(() => {
    client.current?.updateToken(accessToken);
  }, [accessToken]);
}
