import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { PhotoStorage } from '../uploads/photo-storage';

/** Where a command runs: an open, migrated database, the server's data folder and photos. */
export interface CommandTarget {
  db: Database;
  dataDir: string;
  photos: PhotoStorage;
}

/**
 * A command-line tool's work that the server owning an embedded data folder can do for it on
 * its own open database (`npm run admin:grant`, `npm run seed:demo`): the same code runs in the
 * server when one owns the folder, else in the tool (which then owns the folder), or against
 * PostgreSQL. Its arguments and result cross the socket as JSON, checked with zod on both sides.
 */
export interface DataFolderCommand<Args, Result> {
  /** The request's name on the socket, as `npm run` calls the tool: `admin:grant`. */
  name: string;
  /** Checks the arguments the owner receives (nothing else reaches `run`). */
  args: z.ZodType<Args>;
  /** Checks the result the tool receives. */
  result: z.ZodType<Result>;
  /**
   * Does the work on `target`; `say` prints a piece of the tool's output (text with its own line
   * ends), in the tool's terminal wherever this runs.
   */
  run(target: CommandTarget, args: Args, say: (text: string) => void): Promise<Result>;
  /** True for a failure whose message is a sentence for the operator (printed as it is). */
  isOperatorError(err: unknown): boolean;
}
