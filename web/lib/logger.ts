import { logLevelRank, type LogLevel } from '../../common/features/telemetry/log-levels';
import type { ClientLogEntry } from '../../common/features/telemetry/telemetry.contract';
import { getSessionId } from './session-id';

type LogContext = NonNullable<ClientLogEntry['context']>;
type LogMethod = (message: string, context?: Partial<LogContext>, data?: unknown) => void;

export interface Logger {
  error: LogMethod;
  warn: LogMethod;
  info: LogMethod;
  debug: LogMethod;
  trace: LogMethod;
  setLevel(level: LogLevel): void;
}

interface LoggerOptions {
  isProduction: boolean;
  /** Most verbose level printed; warn by default (spec §9). */
  level?: LogLevel;
  /** Delivers an entry to the server; failures must be swallowed. */
  send?: (entry: ClientLogEntry) => void;
  print?: (level: LogLevel, message: string, data: unknown) => void;
}

function sendToServer(entry: ClientLogEntry): void {
  void fetch('/api/logs', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(entry),
    keepalive: true,
  }).catch(() => undefined);
}

function printToConsole(level: LogLevel, message: string, data: unknown): void {
  const method = level === 'error' ? 'error' : level === 'warn' ? 'warn' : 'log';
  console[method](`[${level}] ${message}`, data ?? '');
}

/**
 * The browser logger of spec §4 and §9: levels error 0, warn 1 (default), info 2, debug 3,
 * trace 4. In production info, debug and trace are dropped, and errors and warnings are also
 * sent to `POST /api/logs` (failures ignored).
 */
export function createLogger(options: LoggerOptions): Logger {
  let currentLevel: LogLevel = options.level ?? 'warn';
  const send = options.send ?? sendToServer;
  const print = options.print ?? printToConsole;

  const log =
    (level: LogLevel): LogMethod =>
    (message, context = {}, data) => {
      if (logLevelRank[level] > logLevelRank[currentLevel]) return;
      if (options.isProduction && logLevelRank[level] > logLevelRank.warn) return;
      print(level, message, data);
      if (!options.isProduction) return;
      send({
        level,
        message: message.slice(0, 2000),
        context: {
          ...context,
          sessionId: getSessionId(),
          timestamp: new Date().toISOString(),
          url: window.location.href.slice(0, 2048),
          userAgent: navigator.userAgent.slice(0, 512),
        },
        data,
      });
    };

  return {
    error: log('error'),
    warn: log('warn'),
    info: log('info'),
    debug: log('debug'),
    trace: log('trace'),
    setLevel(level) {
      currentLevel = level;
    },
  };
}

/** The app's logger. */
export const logger = createLogger({ isProduction: import.meta.env?.PROD ?? true });
