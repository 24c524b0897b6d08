import { z } from 'zod';
import type { DataFolderCommand } from './data-folder-command';
import type { RequestHandler } from './data-folder-owner';
import { refusalSchema, writeLine } from './data-folder-protocol';

/**
 * The owner's handler of a command (`admin:grant`, `seed:demo`): checks the arguments with the
 * command's zod schema, runs it on the server's own open database (so the running app sees the
 * change at once), sends each piece of its output as a progress line and then the result, or a
 * refusal with the reason. It runs to the end even if the tool goes away meanwhile.
 */
export function commandRequest<Args, Result>(
  command: DataFolderCommand<Args, Result>,
): RequestHandler {
  return {
    name: command.name,
    async handle({ app, dataDir, socket, args }) {
      const parsed = command.args.safeParse(args ?? {});
      if (!parsed.success) {
        writeLine(socket, {
          ok: false,
          reason: 'refused',
          message: `Bad arguments for ${command.name}: ${z.prettifyError(parsed.error)}`,
        });
        socket.end();
        return;
      }
      const startedAt = performance.now();
      try {
        const result = await command.run(
          { db: app.database.db, dataDir, photos: app.photoStorage },
          parsed.data,
          (text) => writeLine(socket, { progress: text }),
        );
        writeLine(socket, { ok: true, result });
        app.log.info(
          { command: command.name, ms: Math.round(performance.now() - startedAt) },
          'data folder command done for a command-line tool',
        );
      } catch (err) {
        const isOperatorError = command.isOperatorError(err);
        if (!isOperatorError) app.log.error({ err, command: command.name }, 'command failed');
        const message = err instanceof Error ? err.message : String(err);
        writeLine(
          socket,
          refusalSchema.parse({
            ok: false,
            reason: 'failed',
            message: isOperatorError
              ? message
              : `${command.name} failed in the server: ${message} (see the server's log).`,
          }),
        );
      }
      socket.end();
    },
  };
}
