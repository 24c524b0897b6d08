const KEY = 'magic-community-session-id';

/** A random id for this browser tab's session, used to group log entries. */
export function getSessionId(): string {
  try {
    let id = sessionStorage.getItem(KEY);
    if (!id) {
      id = crypto.randomUUID();
      sessionStorage.setItem(KEY, id);
    }
    return id;
  } catch {
    return 'unavailable';
  }
}
