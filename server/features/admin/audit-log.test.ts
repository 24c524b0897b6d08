import { beforeAll, expect, it } from 'vitest';
import type { AuditPage } from '../../../common/features/admin/audit.contract';
import { recordAudit } from '../audit/audit.service';
import { describeEachDatabase } from '../../test/build-test-app';
import { createMember, type TestMember } from '../../test/sign-in';

describeEachDatabase('audit log view', (ctx) => {
  let admin: TestMember;
  let otherAdmin: TestMember;
  let moderator: TestMember;
  let member: TestMember;
  let target: TestMember;

  const list = async (query: string, who: TestMember = admin) => {
    const res = await ctx().app.inject({
      method: 'GET',
      url: `/api/admin/audit${query}`,
      headers: who.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AuditPage;
  };

  beforeAll(async () => {
    admin = await createMember(ctx().db, { isAdmin: true, username: 'audit_admin' });
    otherAdmin = await createMember(ctx().db, { isAdmin: true, username: 'Second_Admin' });
    moderator = await createMember(ctx().db, { isModerator: true });
    member = await createMember(ctx().db);
    target = await createMember(ctx().db, { username: 'troublemaker' });
    const at = (day: string) => new Date(`${day}T12:00:00Z`);
    await recordAudit(
      ctx().db,
      {
        actorId: admin.id,
        action: 'member.suspend',
        targetUserId: target.id,
        reason: 'Spam',
        before: { bannedUntil: null },
        after: { bannedUntil: '2026-01-08T00:00:00.000Z' },
      },
      at('2026-01-01'),
    );
    await recordAudit(
      ctx().db,
      {
        actorId: moderator.id,
        action: 'item.hide',
        itemKind: 'post',
        itemId: crypto.randomUUID(),
        targetUserId: target.id,
        reason: 'Rude',
      },
      at('2026-01-02'),
    );
    await recordAudit(
      ctx().db,
      {
        actorId: otherAdmin.id,
        action: 'bulk.delete',
        itemKind: 'bulk_deletion',
        itemId: crypto.randomUUID(),
        reason: 'Spam wave',
        before: { comments: [{ id: 'a' }, { id: 'b' }] },
        after: { total: 2 },
      },
      at('2026-01-03'),
    );
    await recordAudit(
      ctx().db,
      {
        actorId: otherAdmin.id,
        action: 'bulk.undo',
        itemKind: 'bulk_deletion',
        itemId: crypto.randomUUID(),
        reason: 'Mistake',
      },
      at('2026-01-04'),
    );
    await recordAudit(
      ctx().db,
      {
        actorId: null,
        actorRole: 'service_role',
        action: 'auth_admin.update_user',
        targetUserId: target.id,
      },
      at('2026-01-05'),
    );
  });

  it('lists entries newest first with actor, action, item, target, reason, before and after', async () => {
    const page = await list('');
    expect(page.items.map((entry) => entry.action)).toEqual([
      'auth_admin.update_user',
      'bulk.undo',
      'bulk.delete',
      'item.hide',
      'member.suspend',
    ]);
    expect(page.items[4]).toMatchObject({
      actor: { id: admin.id, username: 'audit_admin' },
      target: { id: target.id, username: 'troublemaker' },
      reason: 'Spam',
      before: { bannedUntil: null },
      after: { bannedUntil: '2026-01-08T00:00:00.000Z' },
      createdAt: '2026-01-01T12:00:00.000000Z',
    });
    expect(page.items[0]).toMatchObject({ actor: null, actorRole: 'service_role' });
    // A bulk delete's kept comments are summarised, not sent whole.
    expect(page.items[2]!.before).toEqual({ commentCount: 2 });
  });

  it('filters by action (exact or prefix), actor and target (username or id) and days', async () => {
    const actions = (page: AuditPage) => page.items.map((entry) => entry.action);
    expect(actions(await list('?action=item.hide'))).toEqual(['item.hide']);
    expect(actions(await list('?action=bulk'))).toEqual(['bulk.undo', 'bulk.delete']);
    expect(actions(await list('?action=bul'))).toEqual([]);
    expect(actions(await list('?actor=second_admin'))).toEqual(['bulk.undo', 'bulk.delete']);
    expect(actions(await list(`?actor=${moderator.id}`))).toEqual(['item.hide']);
    expect(actions(await list('?target=TROUBLEMAKER'))).toEqual([
      'auth_admin.update_user',
      'item.hide',
      'member.suspend',
    ]);
    expect(actions(await list('?from=2026-01-02&to=2026-01-03'))).toEqual([
      'bulk.delete',
      'item.hide',
    ]);
    expect(actions(await list('?actor=nobody_here'))).toEqual([]);
  });

  it('pages with a cursor', async () => {
    const first = await list('?limit=2');
    expect(first.items).toHaveLength(2);
    const second = await list(`?limit=2&cursor=${first.nextCursor}`);
    const third = await list(`?limit=2&cursor=${second.nextCursor}`);
    expect(third.nextCursor).toBeNull();
    const ids = [...first.items, ...second.items, ...third.items].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(5);
  });

  it('refuses bad filters (400) and non-admins (401, 403 for moderators and members)', async () => {
    const inject = (url: string, headers: Record<string, string> = {}) =>
      ctx().app.inject({ method: 'GET', url, headers });
    expect((await inject('/api/admin/audit?from=2026-02-30', admin.headers)).statusCode).toBe(400);
    // There is no year 0 (PostgreSQL refuses it): a clear 400, never a 500.
    expect((await inject('/api/admin/audit?from=0000-01-01', admin.headers)).statusCode).toBe(400);
    // Dates lie between the years 1900 and 2200 in every contract (issue 26).
    expect((await inject('/api/admin/audit?to=9999-12-31', admin.headers)).statusCode).toBe(400);
    expect((await inject('/api/admin/audit?to=2200-12-31', admin.headers)).statusCode).toBe(200);
    expect(
      (await inject('/api/admin/audit?from=2026-02-03&to=2026-02-01', admin.headers)).statusCode,
    ).toBe(400);
    expect((await inject('/api/admin/audit?colour=red', admin.headers)).statusCode).toBe(400);
    for (const filter of ['action', 'actor', 'target']) {
      const nul = await inject(`/api/admin/audit?${filter}=a%00b`, admin.headers);
      expect(nul.statusCode, nul.body).toBe(400);
    }
    expect((await inject('/api/admin/audit')).statusCode).toBe(401);
    expect((await inject('/api/admin/audit', moderator.headers)).statusCode).toBe(403);
    expect((await inject('/api/admin/audit', member.headers)).statusCode).toBe(403);
  });

  it('is append-only: no operation but GET touches /api/admin/audit', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/openapi.json' });
    const document = res.json() as { paths: Record<string, Record<string, unknown>> };
    const auditPaths = Object.keys(document.paths).filter((path) =>
      path.startsWith('/api/admin/audit'),
    );
    expect(auditPaths).toEqual(['/api/admin/audit']);
    const methods = Object.keys(document.paths['/api/admin/audit']!).filter((key) =>
      ['get', 'put', 'post', 'patch', 'delete', 'head', 'options', 'trace'].includes(key),
    );
    expect(methods).toEqual(['get']);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const write = await ctx().app.inject({
        method,
        url: '/api/admin/audit',
        headers: admin.headers,
        payload: {},
      });
      expect(write.statusCode).toBe(404);
    }
    // And nothing anywhere else names the audit log as what it changes.
    const writes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method]) => method !== 'get' && path.includes('audit'))
        .map(([method]) => `${method} ${path}`),
    );
    expect(writes).toEqual([]);
  });
});
