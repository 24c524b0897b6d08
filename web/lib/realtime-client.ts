import {
  REALTIME_FINAL_CLOSE_CODES,
  REALTIME_HEARTBEAT_MS,
  REALTIME_PATH,
  REALTIME_TIMEOUT_MS,
} from '../../common/features/realtime/realtime-constants';
import type {
  ConversationChange,
  NotificationChange,
  RealtimeServerMessage,
  TripChange,
} from '../../common/features/realtime/realtime.contract';
import { realtimeReconnectDelay } from './realtime-backoff';

/** What the client reports to the page. */
export interface RealtimeClientOptions {
  /** `ws(s)://host/realtime`; defaults to this page's origin. */
  url?: string;
  /** The current access token (refreshed if it has expired); null when signed out. */
  getToken(): Promise<string | null>;
  /** A change to the member's notifications. */
  onChange(change: NotificationChange): void;
  /** A message arrived, was deleted or was read in one of the member's conversations. */
  onConversation?(change: ConversationChange): void;
  /** A trip the member plans was changed by a co-planner, deleted, or they left it (issue 29). */
  onTrip?(change: TripChange): void;
  /**
   * Joined (first time or after a reconnect) or told by the server that changes may have been
   * missed: whatever was fetched before may be stale, so refetch.
   */
  onSync(): void;
  /**
   * The server refused the session for good (invalid token, session ended, second factor
   * missing): no retry until {@link RealtimeClient.updateToken} brings a different token.
   */
  onRefused?(code: number, token: string): void;
  /** The WebSocket class (the browser's by default). */
  WebSocketImpl?: typeof WebSocket;
}

/** A running connection to `/realtime`, reconnecting by itself until stopped. */
export interface RealtimeClient {
  /**
   * A new access token (auth-js refreshed the session, or the member stepped up to aal2): sent
   * over the open socket, or, after the server refused the old one, used to connect again.
   */
  updateToken(token: string): void;
  /** Closes the socket and stops reconnecting. */
  stop(): void;
}

/** Client-side close code: the server did not answer a join or a heartbeat in time. */
const CLOSE_TIMED_OUT = 4408;
const CLOSE_NORMAL = 1000;

/** The `/realtime` address on this page's origin (ws: or wss:). */
export function realtimeUrlForPage(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${REALTIME_PATH}`;
}

function readServerMessage(data: unknown): RealtimeServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const message = JSON.parse(data) as { type?: unknown } | null;
    return message && typeof message.type === 'string' ? (message as RealtimeServerMessage) : null;
  } catch {
    return null;
  }
}

/**
 * Connects to `/realtime` with the member's access token and keeps the connection (spec §9):
 * joining must finish within 10 s, a heartbeat goes out every 30 s and must be answered within
 * 10 s, and a lost connection is retried after 1 s, 2 s, 5 s, then every 10 s. Each successful
 * join calls `onSync`, so nothing that happened while offline is missed. An expired token is
 * replaced by a fresh one on the next attempt; a refused session stops the client.
 */
export function connectRealtime(options: RealtimeClientOptions): RealtimeClient {
  const Impl = options.WebSocketImpl ?? WebSocket;
  const url = options.url ?? realtimeUrlForPage(window.location);
  let socket: WebSocket | null = null;
  let isStopped = false;
  let isJoined = false;
  /** The server refused the last token for good: wait for another one. */
  let isRefused = false;
  let attempt = 0;
  let lastToken: string | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let answerTimer: ReturnType<typeof setTimeout> | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;

  const clearTimers = () => {
    clearTimeout(answerTimer);
    clearInterval(heartbeat);
    answerTimer = heartbeat = undefined;
  };

  const expectAnswer = (current: WebSocket) => {
    clearTimeout(answerTimer);
    answerTimer = setTimeout(() => current.close(CLOSE_TIMED_OUT), REALTIME_TIMEOUT_MS);
  };

  const scheduleRetry = () => {
    if (isStopped || retryTimer) return;
    const delay = realtimeReconnectDelay(attempt);
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void open();
    }, delay);
  };

  const onMessage = (current: WebSocket, message: RealtimeServerMessage) => {
    if (message.type === 'ready') {
      clearTimeout(answerTimer);
      if (isJoined) return;
      isJoined = true;
      attempt = 0;
      heartbeat = setInterval(() => {
        current.send(JSON.stringify({ type: 'ping' }));
        expectAnswer(current);
      }, REALTIME_HEARTBEAT_MS);
      options.onSync();
    } else if (message.type === 'pong') {
      clearTimeout(answerTimer);
    } else if (message.type === 'change') {
      options.onChange(message);
    } else if (message.type === 'conversation') {
      options.onConversation?.(message);
    } else if (message.type === 'trip') {
      options.onTrip?.(message);
    } else if (message.type === 'resync') {
      options.onSync();
    }
  };

  async function open(): Promise<void> {
    let token: string | null;
    try {
      token = await options.getToken();
    } catch {
      token = null;
      scheduleRetry();
      return;
    }
    if (isStopped || !token) return;
    lastToken = token;
    isRefused = false;
    isJoined = false;
    const current = new Impl(url);
    socket = current;
    current.onopen = () => {
      current.send(JSON.stringify({ type: 'auth', token: lastToken }));
      expectAnswer(current);
    };
    current.onmessage = (event: MessageEvent) => {
      const message = readServerMessage(event.data);
      if (message && socket === current) onMessage(current, message);
    };
    current.onclose = (event: CloseEvent) => {
      if (socket !== current) return;
      socket = null;
      clearTimers();
      if (isStopped) return;
      if (REALTIME_FINAL_CLOSE_CODES.includes(event.code)) {
        isRefused = true;
        if (lastToken) options.onRefused?.(event.code, lastToken);
        return;
      }
      scheduleRetry();
    };
    // A failed connection also closes; the close handler retries.
    current.onerror = () => undefined;
  }

  void open();
  return {
    updateToken(token) {
      if (token === lastToken || isStopped) return;
      lastToken = token;
      if (isRefused) {
        // Refused for good before: this token may be accepted (e.g. aal2 after the code).
        isRefused = false;
        attempt = 0;
        void open();
        return;
      }
      // Before `ready` is fine too: the server handles messages one at a time, in order.
      if (socket?.readyState === Impl.OPEN) {
        socket.send(JSON.stringify({ type: 'auth', token }));
      }
    },
    stop() {
      isStopped = true;
      clearTimeout(retryTimer);
      clearTimers();
      const current = socket;
      socket = null;
      current?.close(CLOSE_NORMAL);
    },
  };
}
