import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientLogEntry } from '../../common/features/telemetry/telemetry.contract';
import { createLogger } from './logger';

describe('createLogger (spec §4, §9)', () => {
  let sent: ClientLogEntry[];
  let printed: string[];
  const send = (entry: ClientLogEntry) => sent.push(entry);
  const print = (level: string) => printed.push(level);

  beforeEach(() => {
    sent = [];
    printed = [];
    vi.stubGlobal('window', { location: { href: 'http://localhost:3000/feed' } });
    vi.stubGlobal('navigator', { userAgent: 'vitest' });
    vi.stubGlobal('sessionStorage', { getItem: () => 'session-1', setItem: () => undefined });
  });

  it('shows warnings and errors by default, not info, debug or trace', () => {
    const logger = createLogger({ isProduction: false, send, print });
    logger.error('e');
    logger.warn('w');
    logger.info('i');
    logger.debug('d');
    logger.trace('t');
    expect(printed).toEqual(['error', 'warn']);
    expect(sent).toEqual([]);
  });

  it('prints more when the level is raised in development', () => {
    const logger = createLogger({ isProduction: false, send, print, level: 'trace' });
    logger.info('i');
    logger.trace('t');
    expect(printed).toEqual(['info', 'trace']);
  });

  it('drops info and debug in production and sends errors and warnings to the server', () => {
    const logger = createLogger({ isProduction: true, send, print, level: 'trace' });
    logger.info('i');
    logger.debug('d');
    logger.warn('Slow response', { component: 'feed', action: 'load' }, { ms: 4000 });
    logger.error('Upload failed');
    expect(printed).toEqual(['warn', 'error']);
    expect(sent.map((entry) => entry.level)).toEqual(['warn', 'error']);
    expect(sent[0]).toMatchObject({
      message: 'Slow response',
      context: {
        component: 'feed',
        action: 'load',
        sessionId: 'session-1',
        url: 'http://localhost:3000/feed',
        userAgent: 'vitest',
      },
      data: { ms: 4000 },
    });
  });

  it('respects a lowered level', () => {
    const logger = createLogger({ isProduction: true, send, print });
    logger.setLevel('error');
    logger.warn('w');
    logger.error('e');
    expect(printed).toEqual(['error']);
  });
});
