import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../server/test/free-port';

/**
 * A copy of the production build in a folder of its own (dist, package.json, links to the
 * migrations and node_modules), served on a port that stays the same across restarts: the
 * service worker belongs to the origin, so stopping and starting the server is the network
 * going away and coming back, and changing its files is deploying a new version.
 */
export interface Deployment {
  origin: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** A new version of the service worker: different bytes that also answer `which-deploy`. */
  deployNewServiceWorker(version: string): void;
  remove(): Promise<void>;
}

export async function createDeployment(name: string): Promise<Deployment> {
  const root = mkdtempSync(path.join(tmpdir(), `magic-community-pwa-${name}-`));
  cpSync('dist', path.join(root, 'dist'), { recursive: true });
  copyFileSync('package.json', path.join(root, 'package.json'));
  mkdirSync(path.join(root, 'server', 'db'), { recursive: true });
  symlinkSync(path.resolve('server/db/migrations'), path.join(root, 'server/db/migrations'));
  symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const jwtSecret = randomBytes(32).toString('hex');
  let server: ChildProcess | null = null;

  const stop = async () => {
    const running = server;
    server = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };

  return {
    origin,
    async start() {
      let output = '';
      server = spawn(process.execPath, ['dist/server/main.js'], {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: path.join(root, 'data'),
          LOG_LEVEL: 'warn',
          SITE_URL: origin,
          JWT_SECRET: jwtSecret,
          SMTP_URL: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      for (let i = 0; i < 150 && server.exitCode === null; i += 1) {
        try {
          if ((await fetch(`${origin}/healthz`)).ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      await stop();
      throw new Error(`${name} deployment did not start:\n${output.slice(-2000)}`);
    },
    stop,
    deployNewServiceWorker(version) {
      const worker = path.join(root, 'dist', 'web', 'sw.js');
      appendFileSync(
        worker,
        `\nself.addEventListener('message', (event) => {
  if (event.data === 'which-deploy') event.ports[0].postMessage(${JSON.stringify(version)});
});\n`,
      );
      // The server prefers the precompressed copies: they would still be the old version.
      rmSync(`${worker}.br`, { force: true });
      rmSync(`${worker}.gz`, { force: true });
    },
    async remove() {
      await stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
