import { z } from 'zod';
import { closeAll, joinAll, waitForReceipts, type BenchSocket } from './realtime-sockets';

/**
 * A share of the fan-out's sockets, held in a process of its own (forked by
 * `realtime-socket-processes.ts`), so that reading thousands of frames is not one Node process's
 * queue. Commands arrive over IPC; receipt times go back as epoch milliseconds
 * (`performance.timeOrigin + performance.now()`), comparable across processes.
 */
const commandSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('join'),
    origin: z.string(),
    members: z.array(z.object({ id: z.string(), token: z.string() })),
  }),
  z.object({ type: z.literal('reset') }),
  z.object({ type: z.literal('collect'), timeoutMs: z.number() }),
  z.object({ type: z.literal('close') }),
]);

let sockets: (BenchSocket | null)[] = [];
const send = (message: object) => process.send?.(message);

process.on('message', (raw) => {
  const command = commandSchema.parse(raw);
  void (async () => {
    if (command.type === 'join') {
      const joined = await joinAll(command.origin, command.members, 25);
      sockets = joined.sockets;
      send({ type: 'joined', failed: joined.failed });
    } else if (command.type === 'reset') {
      for (const entry of sockets) if (entry) entry.receivedAt = null;
      send({ type: 'reset' });
    } else if (command.type === 'collect') {
      await waitForReceipts(sockets, command.timeoutMs);
      const times = sockets.map((s) =>
        s?.receivedAt != null ? performance.timeOrigin + s.receivedAt : null,
      );
      send({ type: 'collected', times });
    } else {
      await closeAll(sockets);
      send({ type: 'closed' });
      process.disconnect();
    }
  })();
});
