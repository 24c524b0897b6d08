import { z } from 'zod';
import type { DataFolderCommand } from '../../features/data-folder/data-folder-command';
import { runDemoSeed, type DemoRunResult } from './demo-run';

/**
 * `npm run seed:demo` as a data folder command: the server that owns the embedded data folder
 * seeds its own open database (so the demo community shows at once), else the tool does.
 */
export const demoSeedCommand: DataFolderCommand<Record<string, never>, DemoRunResult> = {
  name: 'seed:demo',
  args: z.object({}).strict(),
  result: z.object({ addedAnything: z.boolean() }),
  run: (target, _args, say) => runDemoSeed(target.db, target.photos, say),
  isOperatorError: () => false,
};
