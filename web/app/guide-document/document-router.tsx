import type { ReactNode } from 'react';
import { createPath, Router, type To } from 'react-router';

/** The address of a router destination (a path, or a path object). */
export function documentHref(to: To): string {
  return typeof to === 'string' ? to : createPath(to);
}

/**
 * A navigator whose every navigation is a document load: a server-rendered page has no routes
 * of its own, so a link or search in its header leads to the page the server (or the app)
 * serves there.
 */
export const documentNavigator = {
  createHref: documentHref,
  go: (delta: number) => window.history.go(delta),
  push: (to: To) => window.location.assign(documentHref(to)),
  replace: (to: To) => window.location.replace(documentHref(to)),
};

/**
 * Lets the app's components (links, `NavLink`'s current page, `useNavigate`) run on a
 * server-rendered page: the location is the document's, and navigating loads a new document.
 */
export function DocumentRouter({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = window.location;
  return (
    <Router location={{ pathname, search, hash }} navigator={documentNavigator}>
      {children}
    </Router>
  );
}
