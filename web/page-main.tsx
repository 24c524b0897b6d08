import './styles/index.css';
import { prepareAppTakeover } from './app/app-takeover';
import type { Root } from 'react-dom/client';
import { handleThemeSwitches } from './app/guide-document/document-theme';
import { startIslands } from './app/guide-document/island-loader';
import { installGlobalErrorCapture } from './lib/telemetry';
import { startPerformanceWarnings } from './lib/performance-warnings';
import { startServiceWorker } from './features/pwa/start-service-worker';
import { watchMemberCache } from './features/pwa/watch-member-cache';
import { syncSessionCookiesFromStorage } from './lib/session-cookies';

/**
 * The script of the server-rendered pages, the rest of which is finished HTML: the theme
 * switches work at once, and the islands (`data-island`, registered in
 * app/guide-document/islands.tsx) are hydrated by their own chunk, for visitors only once they
 * reach for one (island-loader.ts). No router, query client or member features load here: the
 * header's island loads its app only for a session or a visitor's Sign In. The service worker is
 * registered here too (after load), so a visitor's first guide makes the next ones work offline.
 */
installGlobalErrorCapture();
startPerformanceWarnings();
watchMemberCache();
syncSessionCookiesFromStorage();
handleThemeSwitches();

const islandRoots: Root[] = [];
const islandsSettled = startIslands(islandRoots);

prepareAppTakeover(islandRoots, islandsSettled);
startServiceWorker();
