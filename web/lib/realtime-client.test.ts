import { describe, expect, it } from 'vitest';
import { realtimeUrlForPage } from './realtime-client';

describe('realtimeUrlForPage', () => {
  it('uses wss: on https pages and ws: otherwise, on the same host', () => {
    expect(realtimeUrlForPage({ protocol: 'https:', host: 'magic.example' })).toBe(
      'wss://magic.example/realtime',
    );
    expect(realtimeUrlForPage({ protocol: 'http:', host: '127.0.0.1:4700' })).toBe(
      'ws://127.0.0.1:4700/realtime',
    );
  });
});
