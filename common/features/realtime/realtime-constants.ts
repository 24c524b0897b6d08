/**
 * The constants of `/realtime` (spec §9), without zod, so the browser's bell can import them
 * without pulling the schema library into its chunk. The message schemas are in
 * `realtime.contract.ts`.
 */

/** Where the WebSocket lives (same origin as the app). */
export const REALTIME_PATH = '/realtime';

/** Spec §9: how long joining (or an answer to a heartbeat) may take before giving up. */
export const REALTIME_TIMEOUT_MS = 10_000;
/** Spec §9: the client says it is alive this often. */
export const REALTIME_HEARTBEAT_MS = 30_000;
/** Spec §9: waits before reconnecting: 1 s, 2 s, 5 s, then 10 s for every later attempt. */
export const REALTIME_RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;
/** Largest message a client may send (an access token fits many times over). */
export const REALTIME_MAX_MESSAGE_BYTES = 16 * 1024;
/** Open sockets one member may have on one server process (tabs and devices together). */
export const REALTIME_MAX_SOCKETS_PER_MEMBER = 10;
/** Messages a client may send per minute before the server closes the socket. */
export const REALTIME_MESSAGES_PER_MINUTE = 60;

/**
 * Close codes of `/realtime` (4000–4999 are the application's own). A client retries after
 * `tokenExpired` with a fresh token; after the final codes ({@link REALTIME_FINAL_CLOSE_CODES})
 * it waits for a new sign-in or token; after the others it reconnects with back-off.
 */
export const realtimeCloseCodes = {
  /** A message that is not JSON or not one of the client messages below. */
  badMessage: 4000,
  /** The access token is not valid (or names another member than the socket's). */
  unauthorized: 4001,
  /** The access token has expired: refresh it and connect again. */
  tokenExpired: 4002,
  /** The session behind the token has ended (signed out, password changed). */
  sessionEnded: 4003,
  /**
   * The token is `aal1` but the member has a verified second factor: verify a code (the app
   * asks for it) and connect again with the `aal2` token.
   */
  insufficientAal: 4011,
  /** No `auth` message within {@link REALTIME_TIMEOUT_MS} of opening. */
  authTimeout: 4008,
  /** More than {@link REALTIME_MESSAGES_PER_MINUTE} messages in a minute. */
  tooManyMessages: 4029,
  /** The member already has {@link REALTIME_MAX_SOCKETS_PER_MEMBER} open sockets on this server. */
  tooManySockets: 4030,
} as const;
export type RealtimeCloseCode = (typeof realtimeCloseCodes)[keyof typeof realtimeCloseCodes];

/** Close codes after which reconnecting with the same session cannot help. */
export const REALTIME_FINAL_CLOSE_CODES: readonly number[] = [
  realtimeCloseCodes.unauthorized,
  realtimeCloseCodes.sessionEnded,
  realtimeCloseCodes.insufficientAal,
  realtimeCloseCodes.tooManySockets,
];
