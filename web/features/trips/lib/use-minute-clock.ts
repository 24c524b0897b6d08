import { useEffect, useState } from 'react';

/** The current time, renewed every minute (relative texts such as 'opens in 12 days'). */
export function useMinuteClock(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
