import { logLevelRank, type LogLevel } from '../../common/features/telemetry/log-levels';
import type { ClientLogEntry } from '../../common/features/telemetry/telemetry.contract';
import { getSessionId } from './session-id';

/** Default level (spec §9): warnings and errors. */
const DEFAULT_LEVEL: LogLevel = 'warn';
const isProduction = import.meta.env.PROD;

type LogContext = NonNullable<ClientLogEntry['context']>;

let currentLevel: LogLevel = DEFAULT_LEVEL;

/** Changes how much the logger prints (error 0 … trace 4). */
export function setLogLevel(level: LogLevel): void {
  currentLevel = level;
}

function sendToServer(entry: ClientLogEntry): void {
  void fetch('/api/logs', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(entry),
    keepalive: true,
  }).catch(() => undefined);
}

function log(level: LogLevel, message: string, context: Partial<LogContext> = {}, data?: unknown) {
  if (logLevelRank[level] > logLevelRank[currentLevel]) return;
  // Info and debug are dropped in production (spec §4).
  if (isProduction && (level === 'info' || level === 'debug' || level === 'trace')) return;
  const fullContext: LogContext = {
    ...context,
    sessionId: getSessionId(),
    timestamp: new Date().toISOString(),
    url: window.location.href.slice(0, 2048),
    userAgent: navigator.userAgent.slice(0, 512),
  };
  const method = level === 'error' ? 'error' : level === 'warn' ? 'warn' : 'log';
  console[method](`[${level}] ${message}`, data ?? '');
  // Errors and warnings are sent to the server in production (spec §7); failures are ignored.
  if (isProduction && (level === 'error' || level === 'warn')) {
    sendToServer({ level, message: message.slice(0, 2000), context: fullContext, data });
  }
}

/** The browser logger of spec §9: levels error 0, warn 1 (default), info 2, debug 3, trace 4. */
export const logger = {
  error: (message: string, context?: Partial<LogContext>, data?: unknown) =>
    log('error', message, context, data),
  warn: (message: string, context?: Partial<LogContext>, data?: unknown) =>
    log('warn', message, context, data),
  info: (message: string, context?: Partial<LogContext>, data?: unknown) =>
    log('info', message, context, data),
  debug: (message: string, context?: Partial<LogContext>, data?: unknown) =>
    log('debug', message, context, data),
  trace: (message: string, context?: Partial<LogContext>, data?: unknown) =>
    log('trace', message, context, data),
};
