import type { RawData, WebSocket } from 'ws';
import {
  REALTIME_MESSAGES_PER_MINUTE,
  REALTIME_TIMEOUT_MS,
  realtimeClientMessageSchema,
  realtimeCloseCodes,
  type RealtimeServerMessage,
} from '../../../common/features/realtime/realtime.contract';
import type { RealtimeIdentity, TokenCheck } from './realtime-auth';

/** What a connection needs from its process: token checks and the hub's registry. */
export interface ConnectionDeps {
  verify(token: string): Promise<TokenCheck>;
  /**
   * Called once, when the first token is accepted: from then on the member's events arrive.
   * False when the socket was refused (and closed) instead.
   */
  onJoin(connection: RealtimeConnection): boolean;
  /** Called once, when the socket is gone. */
  onLeave(connection: RealtimeConnection): void;
}

const OPEN = 1;
/** `setTimeout` holds at most about 24.8 days. */
const MAX_TIMER_MS = 2 ** 31 - 1;
const MINUTE_MS = 60_000;
/** The standard close code for "the server met a condition it could not handle". */
const SERVER_ERROR = 1011;

/**
 * One `/realtime` socket. It must send `auth` with an access token within the join timeout;
 * each later `auth` (a refreshed token, same member) moves its expiry. It closes with a clear
 * code when a message is bad, the token is refused or expires, or it talks too much. Messages
 * are handled one at a time, in order.
 */
export class RealtimeConnection {
  identity: RealtimeIdentity | null = null;
  /** When the client last sent anything (heartbeats included), for the idle sweep. */
  lastSeenAt = Date.now();
  private pending: Promise<void> = Promise.resolve();
  private joinTimer: ReturnType<typeof setTimeout> | null;
  private expiryTimer: ReturnType<typeof setTimeout> | null = null;
  private windowStartedAt = this.lastSeenAt;
  private messagesInWindow = 0;
  private isGone = false;

  constructor(
    private readonly socket: WebSocket,
    private readonly deps: ConnectionDeps,
  ) {
    this.joinTimer = setTimeout(
      () => this.close(realtimeCloseCodes.authTimeout, 'Authentication timed out'),
      REALTIME_TIMEOUT_MS,
    );
    socket.on('message', (data, isBinary) => this.receive(data, isBinary));
    socket.on('close', () => this.dispose());
  }

  /** Sends an already serialised server message if the socket is open. */
  sendText(text: string): void {
    if (this.socket.readyState === OPEN) this.socket.send(text);
  }

  /** Closes the socket with an application close code and a short reason. */
  close(code: number, reason: string): void {
    if (this.socket.readyState <= OPEN) this.socket.close(code, reason);
    this.dispose();
  }

  /** Drops a socket that stopped answering (no closing handshake to wait for). */
  terminate(): void {
    this.socket.terminate();
    this.dispose();
  }

  private send(message: RealtimeServerMessage): void {
    this.sendText(JSON.stringify(message));
  }

  private receive(data: RawData, isBinary: boolean): void {
    if (this.isGone) return;
    const now = Date.now();
    this.lastSeenAt = now;
    if (now - this.windowStartedAt >= MINUTE_MS) {
      this.windowStartedAt = now;
      this.messagesInWindow = 0;
    }
    if (++this.messagesInWindow > REALTIME_MESSAGES_PER_MINUTE) {
      this.close(realtimeCloseCodes.tooManyMessages, 'Too many messages');
      return;
    }
    const message = isBinary ? null : parseClientMessage(data);
    if (!message) {
      this.close(realtimeCloseCodes.badMessage, 'Invalid message');
      return;
    }
    if (message.type === 'ping') {
      this.send({ type: 'pong' });
      return;
    }
    this.pending = this.pending
      .then(() => this.authenticate(message.token))
      // The session could not be checked (database unreachable): the client retries later.
      .catch(() => this.close(SERVER_ERROR, 'Server error'));
  }

  private async authenticate(token: string): Promise<void> {
    const check = await this.deps.verify(token);
    if (this.isGone) return;
    if (!check.ok) {
      this.close(check.code, check.reason);
      return;
    }
    const { identity } = check;
    if (this.identity && this.identity.userId !== identity.userId) {
      this.close(realtimeCloseCodes.unauthorized, 'Token of another member');
      return;
    }
    const isJoining = this.identity === null;
    this.identity = identity;
    if (this.joinTimer) clearTimeout(this.joinTimer);
    this.joinTimer = null;
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
    this.expiryTimer = setTimeout(
      () => this.close(realtimeCloseCodes.tokenExpired, 'Access token expired'),
      Math.min(Math.max(0, identity.expiresAt.getTime() - Date.now()), MAX_TIMER_MS),
    );
    if (isJoining && !this.deps.onJoin(this)) return;
    this.send({
      type: 'ready',
      user_id: identity.userId,
      expires_at: identity.expiresAt.toISOString(),
    });
  }

  private dispose(): void {
    if (this.isGone) return;
    this.isGone = true;
    if (this.joinTimer) clearTimeout(this.joinTimer);
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
    this.joinTimer = this.expiryTimer = null;
    this.deps.onLeave(this);
  }
}

function parseClientMessage(data: RawData) {
  try {
    const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : data.toString();
    const parsed = realtimeClientMessageSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
