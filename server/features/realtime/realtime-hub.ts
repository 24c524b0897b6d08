import {
  REALTIME_HEARTBEAT_MS,
  REALTIME_MAX_SOCKETS_PER_MEMBER,
  REALTIME_TIMEOUT_MS,
  realtimeCloseCodes,
  type RealtimeServerMessage,
} from '../../../common/features/realtime/realtime.contract';
import { realtimeCloseReasons } from './realtime-auth';
import type { RealtimeConnection } from './realtime-connection';
import type { MemberEvent, NotificationsInsertedEvent, SessionsEndedEvent } from './realtime-event';

/** A socket that has sent nothing for this long (two missed heartbeats) is dropped. */
export const REALTIME_IDLE_LIMIT_MS = 2 * REALTIME_HEARTBEAT_MS + REALTIME_TIMEOUT_MS;
/** Sessions checked per query by the sweep (keeps each query's parameter list small). */
const SESSION_CHECK_BATCH = 1000;

/** What a sweep did, for logs and tests. */
export interface SweepResult {
  idleDropped: number;
  sessionsChecked: number;
  sessionsEnded: number;
}

/** What a member's sockets are sent for an event: a notification or a conversation change. */
function toServerMessage(event: MemberEvent): RealtimeServerMessage {
  if (event.topic === 'conversations') {
    return {
      type: 'conversation',
      conversation_id: event.conversationId,
      event: event.event,
      message_id: event.messageId,
    };
  }
  if (event.topic === 'trips') {
    return { type: 'trip', trip_id: event.tripId, event: event.event };
  }
  return {
    type: 'change',
    topic: event.topic,
    event: event.event,
    id: event.id,
    notification_type: event.type,
  };
}

/**
 * This process's sockets, by member: one channel per member (spec §7). Events from the
 * database listener are pushed to the recipient's sockets here; other processes push to theirs.
 */
export class RealtimeHub {
  private readonly connections = new Set<RealtimeConnection>();
  private readonly byUser = new Map<string, Set<RealtimeConnection>>();

  /** Tracks a new socket (before it has authenticated). */
  add(connection: RealtimeConnection): void {
    this.connections.add(connection);
  }

  /**
   * Subscribes an authenticated socket to its member's channel; false (and the socket is closed
   * with `tooManySockets`) when the member already has {@link REALTIME_MAX_SOCKETS_PER_MEMBER}.
   */
  join(connection: RealtimeConnection): boolean {
    const userId = connection.identity?.userId;
    if (!userId) return false;
    let sockets = this.byUser.get(userId);
    if (!sockets) this.byUser.set(userId, (sockets = new Set()));
    if (sockets.size >= REALTIME_MAX_SOCKETS_PER_MEMBER) {
      connection.close(realtimeCloseCodes.tooManySockets, 'Too many connections');
      return false;
    }
    sockets.add(connection);
    return true;
  }

  /** Forgets a socket that has closed. */
  remove(connection: RealtimeConnection): void {
    this.connections.delete(connection);
    const userId = connection.identity?.userId;
    const sockets = userId ? this.byUser.get(userId) : undefined;
    if (!sockets) return;
    sockets.delete(connection);
    if (sockets.size === 0) this.byUser.delete(userId!);
  }

  /** Open sockets, authenticated or not. */
  get size(): number {
    return this.connections.size;
  }

  /** Pushes a change to the member's sockets in this process; how many received it. */
  deliver(event: MemberEvent): number {
    const sockets = this.byUser.get(event.userId);
    if (!sockets) return 0;
    const text = JSON.stringify(toServerMessage(event));
    for (const socket of sockets) socket.sendText(text);
    return sockets.size;
  }

  /**
   * Pushes notifications written for many members to those of them with sockets in this
   * process, each the same change as {@link deliver} would send them; how many sockets
   * received one.
   */
  deliverInserted(event: NotificationsInsertedEvent): number {
    let delivered = 0;
    for (const [userId, id] of event.recipients) {
      const sockets = this.byUser.get(userId);
      if (!sockets) continue;
      const text = JSON.stringify(
        toServerMessage({ topic: 'notifications', userId, event: 'INSERT', id, type: event.type }),
      );
      for (const socket of sockets) socket.sendText(text);
      delivered += sockets.size;
    }
    return delivered;
  }

  /** Closes, with `sessionEnded`, the member's sockets of sessions that ended; how many. */
  endSessions(event: SessionsEndedEvent): number {
    const sockets = this.byUser.get(event.userId);
    if (!sockets) return 0;
    const ended = new Set(event.sessionIds);
    let closed = 0;
    for (const connection of [...sockets]) {
      if (!ended.has(connection.identity?.sessionId ?? '')) continue;
      connection.close(realtimeCloseCodes.sessionEnded, realtimeCloseReasons.sessionEnded);
      closed += 1;
    }
    return closed;
  }

  /** Tells every socket to refetch: changes may have been missed (the listener reconnected). */
  resyncAll(): void {
    const text = JSON.stringify({ type: 'resync' } satisfies RealtimeServerMessage);
    for (const sockets of this.byUser.values()) {
      for (const socket of sockets) socket.sendText(text);
    }
  }

  /** Closes every socket (server shutting down: clients reconnect elsewhere). */
  closeAll(code: number, reason: string): void {
    for (const connection of [...this.connections]) connection.close(code, reason);
  }

  /**
   * Drops sockets silent for longer than {@link REALTIME_IDLE_LIMIT_MS} and closes, with
   * `sessionEnded`, those whose session has ended (sign-out elsewhere, password change): the
   * distinct sessions are checked together, a query per {@link SESSION_CHECK_BATCH}.
   */
  async sweep(
    listActiveSessions: (sessionIds: string[]) => Promise<Set<string>>,
  ): Promise<SweepResult> {
    const now = Date.now();
    let idleDropped = 0;
    const bySession = new Map<string, RealtimeConnection[]>();
    for (const connection of [...this.connections]) {
      if (now - connection.lastSeenAt > REALTIME_IDLE_LIMIT_MS) {
        connection.terminate();
        idleDropped += 1;
        continue;
      }
      const sessionId = connection.identity?.sessionId;
      if (!sessionId) continue;
      const list = bySession.get(sessionId);
      if (list) list.push(connection);
      else bySession.set(sessionId, [connection]);
    }
    const sessionIds = [...bySession.keys()];
    let sessionsEnded = 0;
    for (let start = 0; start < sessionIds.length; start += SESSION_CHECK_BATCH) {
      const batch = sessionIds.slice(start, start + SESSION_CHECK_BATCH);
      const active = await listActiveSessions(batch);
      for (const sessionId of batch) {
        if (active.has(sessionId)) continue;
        sessionsEnded += 1;
        for (const connection of bySession.get(sessionId)!) {
          connection.close(realtimeCloseCodes.sessionEnded, realtimeCloseReasons.sessionEnded);
        }
      }
    }
    return { idleDropped, sessionsChecked: sessionIds.length, sessionsEnded };
  }
}
