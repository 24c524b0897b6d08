import './styles/index.css';
import { startApp } from './app/start-app';
import { installGlobalErrorCapture } from './lib/telemetry';

installGlobalErrorCapture();
void startApp();
