/**
 * Registers the service worker in production builds (never in development or tests), after the
 * page has loaded so that it never competes with the page's own files; its code (workbox-window)
 * loads only then.
 */
export function startServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    void import('./lib/register-service-worker').then((module) => module.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
