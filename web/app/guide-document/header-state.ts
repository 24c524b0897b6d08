/**
 * What the header of a server-rendered page shares with its app (header-app.tsx, loaded only
 * when needed): where the member's header goes, and what the app knows of the session.
 */

/** `unknown` until the auth client has read the session; `member` once the header shows it. */
export type HeaderSession = 'unknown' | 'visitor' | 'member';

interface HeaderAppState {
  /** The element the member's header is rendered into (a portal), while the island shows one. */
  target: HTMLElement | null;
  session: HeaderSession;
}

let state: HeaderAppState = { target: null, session: 'unknown' };
const listeners = new Set<() => void>();

function update(next: Partial<HeaderAppState>): void {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

export function subscribeHeaderApp(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getHeaderApp(): HeaderAppState {
  return state;
}

export function setHeaderTarget(target: HTMLElement | null): void {
  if (state.target !== target) update({ target });
}

export function reportHeaderSession(session: HeaderSession): void {
  if (state.session !== session) update({ session });
}

/**
 * What the island shows: the member's header (the app's, in the portal) once the app says the
 * session is a member's; the visitor's header once it says there is none; before that, what the
 * stored session suggests (a member's placeholder, or the visitor's header).
 */
export function headerView(input: {
  appSession: HeaderSession | null;
  hasStoredSession: boolean;
}): 'member' | 'member-placeholder' | 'visitor' {
  if (input.appSession === 'member') return 'member';
  if (input.appSession === 'visitor') return 'visitor';
  return input.hasStoredSession ? 'member-placeholder' : 'visitor';
}
