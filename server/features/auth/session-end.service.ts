import type { Executor } from '../../db/client';
import { MAX_SESSIONS_PER_EVENT } from '../realtime/realtime-event';
import { publishRealtimeEvent } from '../realtime/realtime.publisher';
import type { AuthContext } from './auth-context';
import {
  deleteAppSessions,
  deleteLowAalSessions,
  deleteSession,
  deleteUserSessions,
  type EndedSessionRow,
} from './auth.repository';

/**
 * Which sessions to end: one, a member's (all, or all but one), a member's below `aal2`, or those
 * granted to a third-party app (by one member, or by everyone when the app is removed).
 */
export type SessionsToEnd =
  | { sessionId: string }
  | { userId: string; exceptSessionId?: string }
  | { userId: string; belowAal2Except: string }
  | { oauthClientId: string; userId?: string };

function deleteSessions(db: Executor, which: SessionsToEnd): Promise<EndedSessionRow[]> {
  if ('sessionId' in which) return deleteSession(db, which.sessionId);
  if ('oauthClientId' in which) return deleteAppSessions(db, which.oauthClientId, which.userId);
  if ('belowAal2Except' in which) {
    return deleteLowAalSessions(db, which.userId, which.belowAal2Except);
  }
  return deleteUserSessions(db, which.userId, which.exceptSessionId);
}

/**
 * Ends sessions (sign-out, password change, ban, deletion, a second factor verified) and ends
 * every use of them at once: their access tokens stop working on `/api` on the next request, and
 * their `/realtime` sockets close, on every process. The news travels with `pg_notify` in the
 * caller's transaction (so it goes out on commit, never for a rolled-back change); this process
 * also forgets the sessions straight away. Returns the ended session ids.
 */
export async function endSessions(
  ctx: Pick<AuthContext, 'sessionGate'>,
  db: Executor,
  which: SessionsToEnd,
): Promise<string[]> {
  const ended = await deleteSessions(db, which);
  if (ended.length === 0) return [];
  const idsByUser = new Map<string, string[]>();
  for (const { id, userId } of ended) {
    const ids = idsByUser.get(userId);
    if (ids) ids.push(id);
    else idsByUser.set(userId, [id]);
  }
  for (const [userId, ids] of idsByUser) {
    for (let start = 0; start < ids.length; start += MAX_SESSIONS_PER_EVENT) {
      const sessionIds = ids.slice(start, start + MAX_SESSIONS_PER_EVENT);
      await publishRealtimeEvent(db, { topic: 'sessions_ended', userId, sessionIds });
    }
  }
  const sessionIds = ended.map((row) => row.id);
  ctx.sessionGate.forget(sessionIds);
  return sessionIds;
}
