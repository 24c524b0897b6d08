import { fork, type ChildProcess } from 'node:child_process';
import { fromProjectRoot } from '../server/lib/project-root';
import type { BenchMember } from './realtime-members';

/** The fan-out's sockets spread over client processes (`realtime-socket-process.ts`). */
export interface SocketProcesses {
  /** Sockets that could not join. */
  failed: number;
  /** Forgets the last receipts, before the next round. */
  reset(): Promise<void>;
  /** Each socket's receipt of the next change (epoch ms), null when none came in time. */
  collect(timeoutMs: number): Promise<(number | null)[]>;
  close(): Promise<void>;
}

/** Sends `command` to `child` and resolves with its next answer of type `answer`. */
function ask<T>(child: ChildProcess, command: object, answer: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: { type?: string }) => {
      if (message?.type !== answer) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message as T);
    };
    const onExit = (code: number | null) => {
      child.off('message', onMessage);
      reject(new Error(`a socket process exited (${code}) before answering ${answer}`));
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.send(command);
  });
}

/** Forks `processCount` client processes and joins `members` (dealt round-robin) through them. */
export async function openSocketProcesses(
  origin: string,
  members: BenchMember[],
  processCount: number,
): Promise<SocketProcesses> {
  const children = Array.from({ length: processCount }, () =>
    fork(fromProjectRoot('bench', 'realtime-socket-process.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
  );
  const shares = children.map((_, index) =>
    members
      .filter((_member, position) => position % processCount === index)
      .map(({ id, token }) => ({ id, token })),
  );
  const joined = await Promise.all(
    children.map((child, index) =>
      ask<{ failed: number }>(child, { type: 'join', origin, members: shares[index] }, 'joined'),
    ),
  ).catch((err: unknown) => {
    for (const child of children) child.kill();
    throw err;
  });
  return {
    failed: joined.reduce((sum, answer) => sum + answer.failed, 0),
    async reset() {
      await Promise.all(children.map((child) => ask(child, { type: 'reset' }, 'reset')));
    },
    async collect(timeoutMs) {
      const answers = await Promise.all(
        children.map((child) =>
          ask<{ times: (number | null)[] }>(child, { type: 'collect', timeoutMs }, 'collected'),
        ),
      );
      return answers.flatMap((answer) => answer.times);
    },
    async close() {
      await Promise.all(children.map((child) => ask(child, { type: 'close' }, 'closed')));
    },
  };
}
