import type { Socket } from 'node:net';
import { createInterface } from 'node:readline';
import { loadConfig } from '../../config';
import { openSeedDatabase } from '../../db/seed/seed-database';
import type { DataFolderCommand } from './data-folder-command';
import { commandAnswerSchema, parseJson, type Refusal } from './data-folder-protocol';
import { connectToOwner, DataFolderInUseError } from './data-folder-socket';
import { DataFolderToolError, withDataFolderClaim } from './data-folder-tool';

/**
 * Where a command ran: `server` (the server that owns the PGlite folder ran it on its open
 * database: the app sees the change at once), `folder` (no server owned the folder: this tool
 * claimed and opened it), `postgres` (DATABASE_URL: straight to PostgreSQL, beside any servers).
 */
export interface CommandPlace {
  kind: 'server' | 'folder' | 'postgres';
  /** For the tool's first line: "the server running on PGlite in /srv/data", "PGlite in …". */
  description: string;
}

/** A command that ran, its result and where. */
export interface CommandRun<Result> {
  result: Result;
  place: CommandPlace;
}

/** Output of the command and how to announce where it runs (before its first output). */
export interface CommandOutput {
  say(text: string): void;
  onStart?(place: CommandPlace): void;
}

/** How long a tool waits for a server that is still starting (migrations run then). */
const WAIT_FOR_SERVER_MS = 120_000;
const RETRY_MS = 500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type OwnerOutcome<Result> = { isDone: true; result: Result } | { isDone: false; refusal: Refusal };

/** Sends the request to the folder's owner and relays its output until its final line. */
async function askOwner<Args, Result>(
  socket: Socket,
  command: DataFolderCommand<Args, Result>,
  args: Args,
  output: CommandOutput,
  place: CommandPlace,
): Promise<OwnerOutcome<Result>> {
  socket.write(`${JSON.stringify({ request: command.name, args })}\n`);
  const schema = commandAnswerSchema(command.result);
  const lines = createInterface({ input: socket, crlfDelay: Infinity });
  let hasStarted = false;
  const start = () => {
    if (!hasStarted) output.onStart?.(place);
    hasStarted = true;
  };
  try {
    for await (const line of lines) {
      const answer = schema.safeParse(parseJson(line));
      if (!answer.success) {
        throw new DataFolderToolError(
          `The process that owns the data folder answered what this tool does not understand (another version of the app?): ${line.slice(0, 200)}`,
        );
      }
      const value = answer.data;
      if ('progress' in value) {
        start();
        output.say(value.progress);
      } else if (value.ok) {
        start();
        return { isDone: true, result: value.result };
      } else {
        return { isDone: false, refusal: value };
      }
    }
  } finally {
    lines.close();
    socket.destroy();
  }
  throw new DataFolderToolError(
    `The server closed the connection before ${command.name} finished (see its log); run it again.`,
  );
}

/** Opens the configured database as the server does (migrations, navigation) and runs there. */
async function runHere<Args, Result>(
  command: DataFolderCommand<Args, Result>,
  args: Args,
  output: CommandOutput,
  kind: 'folder' | 'postgres',
): Promise<CommandRun<Result>> {
  const { handle, description, dataDir, photos } = await openSeedDatabase();
  try {
    const place = { kind, description };
    output.onStart?.(place);
    const result = await command.run({ db: handle.db, dataDir, photos }, args, output.say);
    return { result, place };
  } finally {
    await handle.close();
  }
}

/**
 * Runs a tool's command on the configured database without ever opening a PGlite folder that
 * another process has open: with DATABASE_URL, on PostgreSQL directly; else through the server
 * that owns `DATA_DIR` (over its socket: the server runs the same code on its own database, and
 * its output is relayed to `output.say`); else, with no owner, in this process after claiming
 * the folder (a server started meanwhile is refused). A server still starting is waited for.
 * @throws DataFolderToolError (a refusal, or the command's own sentence from the server), the
 *   command's own errors when it ran here, DataFolderInUseError when the folder stays taken.
 */
export async function runDataFolderCommand<Args, Result>(
  command: DataFolderCommand<Args, Result>,
  args: Args,
  output: CommandOutput,
): Promise<CommandRun<Result>> {
  const config = loadConfig();
  if (config.databaseUrl) return runHere(command, args, output, 'postgres');
  const place: CommandPlace = {
    kind: 'server',
    description: `the server running on PGlite in ${config.dataDir}`,
  };
  const deadline = Date.now() + WAIT_FOR_SERVER_MS;
  let hasSaidWaiting = false;
  for (;;) {
    const socket = await connectToOwner(config.dataDir);
    if (socket) {
      const outcome = await askOwner(socket, command, args, output, place);
      if (outcome.isDone) return { result: outcome.result, place };
      if (outcome.refusal.reason !== 'starting' || Date.now() > deadline) {
        throw new DataFolderToolError(outcome.refusal.message);
      }
      if (!hasSaidWaiting) output.say(`The server on ${config.dataDir} is starting; waiting.\n`);
      hasSaidWaiting = true;
      await sleep(RETRY_MS);
      continue;
    }
    try {
      return await withDataFolderClaim(config.dataDir, command.name, () =>
        runHere(command, args, output, 'folder'),
      );
    } catch (err) {
      // A server claimed the folder between the look and the claim: ask it instead.
      if (!(err instanceof DataFolderInUseError) || Date.now() > deadline) throw err;
    }
  }
}
