import type { Notification } from '../../../common/features/notifications/notifications.contract';
import type { NotificationWithActorRow } from './notifications.repository';

/** A notification row with its actor → the contract's notification (public actor columns only). */
export function presentNotification({
  notification,
  actor,
}: NotificationWithActorRow): Notification {
  return {
    id: notification.id,
    user_id: notification.userId,
    actor_id: notification.actorId,
    type: notification.type,
    entity_id: notification.entityId,
    body: notification.body,
    read_at: notification.readAt?.toISOString() ?? null,
    created_at: notification.createdAt.toISOString(),
    actor: actor ? { id: actor.id, username: actor.username, avatar_url: actor.avatarUrl } : null,
  };
}
