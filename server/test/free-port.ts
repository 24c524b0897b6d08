import { createServer } from 'node:net';

/**
 * A port of 127.0.0.1 the system has just handed out as free, for a server started in another
 * process (tests, e2e, benchmarks). Fixed numbers collide with whatever else the machine runs
 * (NATS listens on 4222 here) or with another run.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no free port')),
      );
    });
  });
}
