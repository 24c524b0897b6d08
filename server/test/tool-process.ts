import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fromProjectRoot } from '../lib/project-root';

/** The command-line tools of package.json that work on the configured database. */
export type ToolName =
  'admin:grant' | 'seed:demo' | 'seed:scale' | 'backup' | 'restore' | 'move-to-postgres';

/** How a tool's process ended and what it printed. */
export interface ToolResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The script `npm run <tool>` runs (`tsx <script>` in package.json). */
function toolScript(tool: ToolName): string {
  const { scripts } = JSON.parse(readFileSync(fromProjectRoot('package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const match = /^tsx (\S+)$/.exec(scripts[tool] ?? '');
  if (!match) throw new Error(`package.json's ${tool} script is not "tsx <file>"`);
  return fromProjectRoot(match[1]!);
}

/**
 * Starts the script of `npm run <tool>` in its own Node process, as npm runs it, with `env` on top
 * of a test environment (warnings only); `done` resolves when it exits.
 */
export function startTool(
  tool: ToolName,
  args: string[],
  env: Record<string, string>,
): { child: ChildProcess; done: Promise<ToolResult> } {
  const child = spawn(process.execPath, ['--import', 'tsx', toolScript(tool), ...args], {
    cwd: fromProjectRoot(),
    env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<ToolResult>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  );
  return { child, done };
}

/** Runs `npm run <tool> -- args` (see {@link startTool}) and resolves when it has exited. */
export function runTool(
  tool: ToolName,
  args: string[],
  env: Record<string, string>,
): Promise<ToolResult> {
  return startTool(tool, args, env).done;
}
