import { spawn } from 'node:child_process';
import { fromProjectRoot, projectRoot } from '../lib/project-root';

/** One problem Redocly CLI found (`redocly lint --format=json`). */
export interface RedoclyProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer?: string }[];
  ignored?: boolean;
}

/** What `redocly lint` reports: totals, and the problems that are not explicitly ignored. */
export interface RedoclyReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: RedoclyProblem[];
}

/** The pinned CLI of devDependencies, run with this Node (not whatever `npx` would find). */
const REDOCLY_CLI = fromProjectRoot('node_modules', '@redocly', 'cli', 'bin', 'cli.js');

/**
 * Lints `file` with Redocly CLI and the repository's `redocly.yaml` (and its
 * `.redocly.lint-ignore.yaml`), exactly as `npm run lint:openapi` does. Rejects when the CLI
 * fails to run or prints no report.
 */
export function lintWithRedocly(file: string): Promise<RedoclyReport> {
  const args = [REDOCLY_CLI, 'lint', file, '--format=json', '--config', 'redocly.yaml'];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: projectRoot,
      env: { ...process.env, REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      try {
        const report = JSON.parse(stdout) as RedoclyReport;
        resolve({ ...report, problems: report.problems.filter((problem) => !problem.ignored) });
      } catch {
        reject(new Error(`redocly lint exited with ${code} and no report:\n${stderr}${stdout}`));
      }
    });
  });
}

/** Each problem as a line (`error operation-summary #/paths/…: message`), to print on failure. */
export function formatRedoclyProblems(problems: RedoclyProblem[]): string[] {
  return problems.map(
    (p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`,
  );
}
