import { safeWebLink } from './oauth-links';

/** What the server says about a third-party app (its registration may leave out any of these). */
export interface AppSummary {
  id: string;
  name?: string | null;
  uri?: string | null;
}

/** The name a third-party app is shown by: its own, else its website's host, else a plain one. */
export function appDisplayName(app: AppSummary): string {
  const name = app.name?.trim();
  if (name) return name;
  const website = safeWebLink(app.uri);
  return website ? new URL(website).host : 'An unnamed app';
}
