import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_USERNAME } from '../../db/seed/demo-data';
import { DEMO_PASSWORD, demoMemberEmail, demoMemberId } from '../../db/seed/demo-seed';
import { stableUuid } from '../../db/seed/stable-id';
import { createProcessDatabase } from '../../test/process-database';
import { startServerProcess, type ServerProcess } from '../../test/server-process';
import { testEngines } from '../../test/test-database';
import { runTool, startTool } from '../../test/tool-process';
import { signUp, type SignedUpMember } from '../../test/backup-test-support';
import { openDataFolderOwner } from './data-folder-owner';
import { claimDataFolder, connectToOwner, dataFolderSocketPath } from './data-folder-socket';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends one raw request line to the folder's owner; resolves its first answer line, parsed. */
async function ask(dataDir: string, line: string): Promise<unknown> {
  const socket = await connectToOwner(dataDir);
  if (!socket) throw new Error('no process owns the data folder');
  socket.write(`${line}\n`);
  let text = '';
  for await (const chunk of socket) text += (chunk as Buffer).toString();
  return JSON.parse(text.split('\n')[0]!);
}

/** The access token header of a member signed in with a password. */
async function signIn(origin: string, email: string, password: string) {
  const res = await fetch(`${origin}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { access_token: string };
  if (res.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return { authorization: `Bearer ${body.access_token}` };
}

const adminStatus = async (origin: string, headers: { authorization: string }) =>
  (await fetch(`${origin}/api/admin/users`, { headers })).status;

describe('command-line tools on a PGlite data folder', () => {
  let dataDir = '';
  let server: ServerProcess | null = null;
  const env = () => ({ DATA_DIR: dataDir });
  const demoPostId = stableUuid('demo:post:p1');
  let fan: SignedUpMember;
  let secondFan: SignedUpMember;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'magic-tools-test-'));
    server = await startServerProcess(null, { dataDir });
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('applies admin:grant and seed:demo through the running server at once, refuses restore and seed:scale, and the folder starts again with the changes', async () => {
    const { origin } = server!;
    expect((await stat(dataFolderSocketPath(dataDir))).mode & 0o777).toBe(0o600);
    fan = await signUp(origin, `tools_fan_${Date.now().toString(36)}`);
    secondFan = await signUp(origin, `tools_two_${Date.now().toString(36)}`);
    expect(await adminStatus(origin, fan.headers)).toBe(403);

    const grant = await runTool('admin:grant', [fan.email], env());
    expect(grant).toEqual({
      code: 0,
      stderr: '',
      stdout: `Granted admin to ${fan.username} (${fan.email}) (was member) through the server running on PGlite in ${dataDir}: it applies at once.\n`,
    });
    // The same session, at once: the server's own database has the role.
    expect(await adminStatus(origin, fan.headers)).toBe(200);

    const seed = await runTool('seed:demo', [], env());
    expect(seed.stderr).toBe('');
    expect(seed.code).toBe(0);
    expect(seed.stdout).toContain(
      `Seeding the demo community through the server running on PGlite in ${dataDir} (it shows at once)\n`,
    );
    expect(seed.stdout).toMatch(/^Posts added: [1-9]\d* \(/m);
    const post = await fetch(`${origin}/api/posts/${demoPostId}`);
    expect(post.status).toBe(200);
    expect(await post.json()).toMatchObject({ body: expect.stringContaining('Rope drop') });
    const demoAdmin = await signIn(origin, demoMemberEmail(DEMO_ADMIN_USERNAME), DEMO_PASSWORD);
    expect(await adminStatus(origin, demoAdmin)).toBe(200);

    // The tools that must not run beside a server refuse with one sentence.
    const restore = await runTool('restore', [path.join(dataDir, 'any.tar.gz')], env());
    expect(restore).toEqual({
      code: 1,
      stdout: '',
      stderr: `The data folder ${dataDir} is in use by a running server (or another npm run command): a backup is restored only into a new or empty data folder that no server runs on.\n`,
    });
    const scale = await runTool('seed:scale', ['--users', '10'], env());
    expect(scale).toEqual({
      code: 1,
      stdout: '',
      stderr: `The data folder ${dataDir} is in use by a running server (or another npm run command): stop it first, then run npm run seed:scale again (a bulk load would hold the server's database for minutes).\n`,
    });

    // The socket runs only its fixed list, with checked arguments.
    expect(await ask(dataDir, JSON.stringify({ request: 'eval', args: 'process.exit()' }))).toEqual(
      {
        ok: false,
        reason: 'refused',
        message:
          'This server answers backup, admin:grant, seed:demo; it has no request by that name.',
      },
    );
    expect(
      await ask(dataDir, JSON.stringify({ request: 'admin:grant', args: { email: 42 } })),
    ).toMatchObject({ ok: false, reason: 'refused', message: /^Bad arguments for admin:grant/ });

    await server!.stop();
    server = null;
    expect(existsSync(dataFolderSocketPath(dataDir))).toBe(false);
    server = await startServerProcess(null, { dataDir });
    const again = await signIn(server.origin, fan.email, fan.password);
    expect(await adminStatus(server.origin, again)).toBe(200);
    expect((await fetch(`${server.origin}/api/posts/${demoPostId}`)).status).toBe(200);
    await server.stop();
    server = null;
  }, 240_000);

  it('with no server running, a tool owns the folder: a server or another tool is refused meanwhile', async () => {
    const tool = startTool('admin:grant', [secondFan.email], env());
    let isHeld = false;
    let exited = false;
    void tool.done.then(() => (exited = true));
    while (!isHeld && !exited) {
      const owner = await connectToOwner(dataDir);
      owner?.destroy();
      isHeld = owner !== null;
      if (!isHeld) await sleep(20);
    }
    expect(isHeld).toBe(true);
    // What server/main.ts does first: claim the folder. Refused while the tool holds it.
    await expect(openDataFolderOwner(dataDir, [])).rejects.toThrow(
      'Another process is using the data folder',
    );
    expect(await ask(dataDir, JSON.stringify({ request: 'seed:demo' }))).toEqual({
      ok: false,
      reason: 'busy',
      message: `npm run admin:grant is using the data folder ${dataDir} (no server runs on it); try again when it is done.`,
    });
    expect(await tool.done).toEqual({
      code: 0,
      stderr: '',
      stdout: `Granted admin to ${secondFan.username} (${secondFan.email}) (was member) in PGlite in ${dataDir} (no server was running on it).\n`,
    });
    expect(existsSync(dataFolderSocketPath(dataDir))).toBe(false);

    server = await startServerProcess(null, { dataDir });
    const headers = await signIn(server.origin, secondFan.email, secondFan.password);
    expect(await adminStatus(server.origin, headers)).toBe(200);
    const profile = await fetch(`${server.origin}/api/profiles/${demoMemberId('ropedrop_rita')}`);
    expect(profile.status).toBe(200);
  }, 180_000);

  it('lets only one of two processes claiming at the same moment own the folder', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'magic-claim-test-'));
    try {
      const claims = await Promise.allSettled(
        [0, 1].map(() => claimDataFolder(folder, (socket: net.Socket) => socket.destroy())),
      );
      expect(claims.map((claim) => claim.status).sort()).toEqual(['fulfilled', 'rejected']);
      for (const claim of claims) if (claim.status === 'fulfilled') await claim.value.close();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

// With DATABASE_URL the tools connect to PostgreSQL directly, beside the running servers.
if (testEngines.includes('postgres')) {
  describe('command-line tools on PostgreSQL', () => {
    it('admin:grant writes to PostgreSQL directly and the running server sees it at once', async () => {
      const database = await createProcessDatabase('postgres');
      const server = await startServerProcess(database.url, { dataDir: database.dataDir });
      try {
        const fan = await signUp(server.origin, `tools_pg_${Date.now().toString(36)}`);
        expect(await adminStatus(server.origin, fan.headers)).toBe(403);
        const grant = await runTool('admin:grant', [fan.email], {
          DATABASE_URL: database.url!,
          DATA_DIR: database.dataDir,
        });
        const url = new URL(database.url!);
        expect(grant).toEqual({
          code: 0,
          stderr: '',
          stdout: `Granted admin to ${fan.username} (${fan.email}) (was member) in PostgreSQL at ${url.hostname}:${url.port}${url.pathname}.\n`,
        });
        expect(await adminStatus(server.origin, fan.headers)).toBe(200);
        expect(existsSync(dataFolderSocketPath(database.dataDir))).toBe(false);
      } finally {
        await server.stop();
        await database.remove();
      }
    }, 120_000);
  });
}
