import { REALTIME_RECONNECT_DELAYS_MS } from '../../common/features/realtime/realtime-constants';

/** Spec §9's reconnect back-off: 1 s, 2 s, 5 s, then 10 s for every later attempt (0-based). */
export function realtimeReconnectDelay(attempt: number): number {
  const delays = REALTIME_RECONNECT_DELAYS_MS;
  return delays[Math.min(Math.max(0, Math.floor(attempt)), delays.length - 1)]!;
}
