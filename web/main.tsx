import './styles/index.css';
import { startApp } from './app/start-app';
import { installGlobalErrorCapture } from './lib/telemetry';
import { startServiceWorker } from './features/pwa/start-service-worker';
import { watchMemberCache } from './features/pwa/watch-member-cache';
import { syncSessionCookiesFromStorage } from './lib/session-cookies';

installGlobalErrorCapture();
watchMemberCache();
syncSessionCookiesFromStorage();
void startApp();
startServiceWorker();
