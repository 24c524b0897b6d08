import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, authUsers, profiles } from '../../db/schema';
import { describeEachDatabase } from '../../test/build-test-app';
import { createMember } from '../../test/sign-in';
import { GrantAdminError, grantAdmin } from './admin-users.grant';

const run = promisify(execFile);

describeEachDatabase('npm run admin:grant', (ctx) => {
  it('makes the member with that address (any case) an admin: flag, app_metadata.role, audit', async () => {
    const fan = await createMember(ctx().db, { isModerator: true });
    const granted = await grantAdmin(ctx().db, `  ${fan.id.toUpperCase()}@EXAMPLE.TEST `);
    expect(granted).toEqual({ id: fan.id, username: fan.username, before: 'moderator' });
    const [profile] = await ctx().db.select().from(profiles).where(eq(profiles.id, fan.id));
    expect(profile).toMatchObject({ isAdmin: true, isModerator: false });
    const [account] = await ctx().db.select().from(authUsers).where(eq(authUsers.id, fan.id));
    expect(account!.appMetadata.role).toBe('admin');
    const entries = await ctx()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, fan.id), eq(auditLog.action, 'member.role')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: null, actorRole: 'cli', after: { role: 'admin' } });

    // Again: nothing changes, no second entry.
    expect((await grantAdmin(ctx().db, `${fan.id}@example.test`)).before).toBe('admin');
    const again = await ctx()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, fan.id), eq(auditLog.action, 'member.role')));
    expect(again).toHaveLength(1);
  });

  it('refuses an unknown or empty address with a sentence', async () => {
    await expect(grantAdmin(ctx().db, 'nobody@example.test')).rejects.toThrow(
      new GrantAdminError(
        'No member has the email address nobody@example.test. They need to sign up first.',
      ),
    );
    await expect(grantAdmin(ctx().db, ' ')).rejects.toBeInstanceOf(GrantAdminError);
  });
});

describe('admin:grant command', () => {
  it('exits 1 with a clear line for an unknown address', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'magic-grant-'));
    try {
      const cli = path.join(import.meta.dirname, 'admin-users.grant-cli.ts');
      const failure = await run('npx', ['tsx', cli, 'nobody@example.test'], {
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          LOG_LEVEL: 'silent',
          NODE_ENV: 'test',
        },
      }).then(
        () => null,
        (err: { code: number; stderr: string }) => err,
      );
      expect(failure?.code).toBe(1);
      expect(failure?.stderr).toBe(
        'No member has the email address nobody@example.test. They need to sign up first.\n',
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
