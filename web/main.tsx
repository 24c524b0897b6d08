import './styles/index.css';
import { startApp } from './app/start-app';
import { startServiceWorker } from './features/pwa/start-service-worker';
import { watchMemberCache } from './features/pwa/watch-member-cache';
import { installGlobalErrorCapture } from './lib/telemetry';

installGlobalErrorCapture();
watchMemberCache();
void startApp();
startServiceWorker();
