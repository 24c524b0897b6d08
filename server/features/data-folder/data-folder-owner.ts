import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import {
  parseJson,
  readLine,
  refusalSchema,
  requestEnvelopeSchema,
  writeLine,
  type Refusal,
} from './data-folder-protocol';
import { claimDataFolder } from './data-folder-socket';

/** A client that connects must send its request within this time. */
const REQUEST_TIMEOUT_MS = 5000;

/** What a request handler gets: the ready app, its data folder, the socket and the request. */
export interface OwnerRequest {
  app: FastifyInstance;
  dataDir: string;
  socket: Socket;
  /** The request's `args`, not yet checked (each handler checks its own with zod). */
  args: unknown;
}

/** One request the owner answers, by name (`backup`, `admin:grant`, `seed:demo`). */
export interface RequestHandler {
  name: string;
  /** Answers on `request.socket` and ends it (or destroys it mid-stream on a failure). */
  handle(request: OwnerRequest): Promise<void>;
}

/** The server's side of the data folder socket. */
export interface DataFolderOwner {
  /** Answers requests with `app` from now on; closes the socket when the app closes. */
  attach(app: FastifyInstance): void;
  /** Stops listening (a request being answered is finished first) and removes the socket. */
  close(): Promise<void>;
}

function refuse(socket: Socket, reason: Refusal['reason'], message: string): void {
  writeLine(socket, refusalSchema.parse({ ok: false, reason, message }));
  socket.end();
}

/**
 * Claims the embedded data folder for this server process (`claimDataFolder`) before the
 * database is opened, and answers the command-line tools on its socket with `handlers`, a fixed
 * list: a request is one JSON line naming one of them, and anything else is refused. One request
 * at a time (another is answered `busy`); none before the app is attached (`starting`).
 * @throws DataFolderInUseError when another process owns the folder.
 */
export async function openDataFolderOwner(
  dataDir: string,
  handlers: readonly RequestHandler[],
): Promise<DataFolderOwner> {
  const byName = new Map(handlers.map((handler) => [handler.name, handler]));
  const names = handlers.map((handler) => handler.name).join(', ');
  let app: FastifyInstance | null = null;
  let running: string | null = null;

  const answer = async (socket: Socket) => {
    socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy());
    socket.on('error', () => socket.destroy());
    const line = await readLine(socket);
    const envelope = requestEnvelopeSchema.safeParse(line === null ? null : parseJson(line));
    if (!envelope.success) {
      refuse(socket, 'refused', `Send one JSON line naming a request (${names}).`);
      return;
    }
    const handler = byName.get(envelope.data.request);
    if (!handler) {
      refuse(socket, 'refused', `This server answers ${names}; it has no request by that name.`);
      return;
    }
    if (!app) {
      refuse(socket, 'starting', 'The server is starting; try again in a moment.');
      return;
    }
    if (running) {
      refuse(
        socket,
        'busy',
        `The server is answering another ${running} request; try again when it is done.`,
      );
      return;
    }
    running = handler.name;
    socket.setTimeout(0);
    socket.resume();
    try {
      await handler.handle({ app, dataDir, socket, args: envelope.data.args });
    } finally {
      running = null;
    }
  };

  const claim = await claimDataFolder(dataDir, (socket) => {
    answer(socket).catch((err: unknown) => {
      app?.log.error({ err }, 'data folder request failed');
      socket.destroy();
    });
  });
  return {
    attach(instance) {
      app = instance;
      // Before the database closes (onClose): a request being answered is finished first.
      instance.addHook('preClose', () => claim.close());
    },
    close: () => claim.close(),
  };
}
