import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls to the top of the page on every route change (spec §2). */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
