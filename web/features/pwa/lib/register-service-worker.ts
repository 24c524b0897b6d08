import { Workbox } from 'workbox-window';
import { logger } from '../../../lib/logger';
import { offerUpdate } from './update-offer';

let isRegistered = false;

/**
 * Registers the service worker at `/sw.js` (spec §7; failure only logged) with workbox-window,
 * once per page. When a new version has installed while an old one controls the page (never on
 * the first install, which takes over at once), the update card is offered; its Update Now
 * tells the waiting worker to skip waiting and reloads once the new one controls the page.
 */
export async function registerServiceWorker(): Promise<void> {
  if (isRegistered || !('serviceWorker' in navigator)) return;
  isRegistered = true;
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => {
    if (!navigator.serviceWorker.controller) return;
    offerUpdate({
      install() {
        let isReloading = false;
        workbox.addEventListener('controlling', () => {
          if (isReloading) return;
          isReloading = true;
          window.location.reload();
        });
        workbox.messageSkipWaiting();
      },
    });
  });
  try {
    await workbox.register({ immediate: true });
  } catch (error) {
    logger.warn(
      'Service worker registration failed',
      { component: 'service-worker' },
      {
        error: error instanceof Error ? error.message : String(error),
      },
    );
  }
}
