import { z } from 'zod';

/**
 * The data folder socket's conversation. The client sends one JSON line, the request:
 * `{"request": NAME, "args": {...}}`, where NAME is one of the owner's fixed list (`backup`,
 * `admin:grant`, `seed:demo`) and `args` is checked against that request's zod schema. The owner
 * answers JSON lines: a command sends `{"progress": TEXT}` lines and then one final line,
 * `{"ok": true, "result": ...}` or a refusal; a backup answers one line and then the archive's
 * bytes. Nothing on the socket names code to run: an unknown request is refused.
 */

/** Longest request or answer line accepted. */
export const MAX_LINE_BYTES = 64 * 1024;

/** The request's envelope: its name (checked against the owner's list) and its arguments. */
export const requestEnvelopeSchema = z.object({
  request: z.string().min(1).max(64),
  args: z.unknown().optional(),
});

/**
 * Why an owner did not do what was asked: `starting` (the server is not ready yet: ask again in
 * a moment), `busy` (another request or command holds the folder), `refused` (a request it does
 * not take), `failed` (it ran and failed; the message says why).
 */
export const refusalSchema = z.object({
  ok: z.literal(false),
  reason: z.enum(['starting', 'busy', 'refused', 'failed']),
  message: z.string(),
});
export type Refusal = z.infer<typeof refusalSchema>;

/** A line of a command's output, as the command-line tool prints it. */
export const progressSchema = z.object({ progress: z.string() });

/** Any line a command's owner answers with, its result checked with `result`. */
export function commandAnswerSchema<Result>(result: z.ZodType<Result>) {
  return z.union([progressSchema, z.object({ ok: z.literal(true), result }), refusalSchema]);
}

/** Writes one JSON line, unless the other side has gone (a tool stopped with Ctrl-C). */
export function writeLine(socket: NodeJS.WritableStream & { writable: boolean }, value: unknown) {
  if (socket.writable) socket.write(`${JSON.stringify(value)}\n`);
}

/** JSON.parse that answers undefined for text that is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Reads one line (up to `\n`) from `socket`; whatever came after it is put back in front of the
 * stream, which is left paused. Resolves null when the socket ends first or the line is too long.
 */
export function readLine(socket: NodeJS.ReadableStream & { unshift(chunk: Buffer): void }) {
  return new Promise<string | null>((resolve) => {
    let buffered = Buffer.alloc(0);
    const finish = (line: string | null) => {
      socket.removeListener('data', onData);
      socket.removeListener('end', onEnd);
      socket.removeListener('error', onEnd);
      socket.pause();
      resolve(line);
    };
    const onData = (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      const end = buffered.indexOf(10);
      if (end === -1) {
        if (buffered.length > MAX_LINE_BYTES) finish(null);
        return;
      }
      const rest = buffered.subarray(end + 1);
      finish(buffered.subarray(0, end).toString('utf8'));
      if (rest.length > 0) socket.unshift(rest);
    };
    const onEnd = () => finish(null);
    socket.on('data', onData);
    socket.once('end', onEnd);
    socket.once('error', onEnd);
  });
}
