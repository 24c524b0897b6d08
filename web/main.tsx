import './styles/index.css';
import { startApp } from './app/start-app';
import { installGlobalErrorCapture } from './lib/telemetry';
import { startServiceWorker } from './features/pwa/start-service-worker';
import { watchMemberCache } from './features/pwa/watch-member-cache';

installGlobalErrorCapture();
watchMemberCache();
void startApp();
startServiceWorker();
