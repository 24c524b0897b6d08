import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SIGNED_IN_COOKIE } from '../../../common/features/auth/session-cookies';
import { describeEachDatabase, type TestContext } from '../../test/build-test-app';
import { createPostAs } from '../../test/factories';
import { createMember } from '../../test/sign-in';
import { checklistOf } from '../../test/checklists-test-support';
import { createEventAs } from '../../test/events-test-support';
import { callAs, createGroupAs } from '../../test/groups-test-support';

/**
 * Pages of what a visitor may not see (issue 26): a private group's post and event, a private
 * checklist, an unknown id. A visitor gets the 404 page; a member's browser (the signed-in
 * hint cookie) gets the app shell with status 200 and `noindex`, the same document whatever
 * the item, so no private text is in it and nothing says whether it exists. Public pages are
 * rendered as before for both.
 */

const webDistDir = mkdtempSync(path.join(tmpdir(), 'magic-community-shell-'));
const SHELL =
  '<!doctype html><html><head><title>app shell</title></head><body><div id="root"></div></body></html>';
writeFileSync(path.join(webDistDir, 'index.html'), SHELL);
afterAll(() => rmSync(webDistDir, { recursive: true, force: true }));

const SECRET = 'Moonlit picnic behind the lighthouse';
const MEMBER_BROWSER = { cookie: `theme=dark; ${SIGNED_IN_COOKIE}=1` };

describeEachDatabase(
  'pages a visitor may not see: the app shell for members',
  (context) => {
    let ctx: TestContext;
    const pages = {} as Record<'post' | 'event' | 'checklist' | 'unknown' | 'public', string>;

    beforeAll(async () => {
      ctx = context();
      const owner = await createMember(ctx.db, { isEstablished: true });
      const group = await createGroupAs(ctx, owner, { visibility: 'private' });
      const post = await callAs(ctx, 'POST', '/api/posts', owner, {
        body: SECRET,
        groupId: group.id,
      });
      expect(post.statusCode, post.body).toBe(201);
      pages.post = `/post/${post.json().id}`;
      const event = await createEventAs(ctx, owner, { groupId: group.id, title: SECRET });
      pages.event = `/event/${event.id}`;
      const checklist = await checklistOf(ctx, owner, { title: SECRET, visibility: 'private' });
      pages.checklist = `/checklist/${checklist.id}`;
      pages.unknown = `/post/${crypto.randomUUID()}`;
      pages.public = `/post/${(await createPostAs(ctx, owner, { body: 'Fireworks tonight' })).id}`;
    });

    it("answers visitors 404 and members' browsers the shell, with no private text", async () => {
      for (const name of ['post', 'event', 'checklist', 'unknown'] as const) {
        const url = pages[name];
        const visitor = await ctx.app.inject({ method: 'GET', url });
        expect(visitor.statusCode, url).toBe(404);
        expect(visitor.headers.vary, url).toContain('Cookie');
        const member = await ctx.app.inject({ method: 'GET', url, headers: MEMBER_BROWSER });
        expect(member.statusCode, url).toBe(200);
        expect(member.headers['content-type'], url).toMatch(/^text\/html/);
        expect(member.headers['x-robots-tag'], url).toBe('noindex');
        expect(member.headers.vary, url).toContain('Cookie');
        expect(member.body, url).toBe(SHELL);
        for (const res of [visitor, member]) expect(res.body, url).not.toContain(SECRET);
      }
    });

    it('renders public pages as before, and a hint other than 1 is no member', async () => {
      const member = await ctx.app.inject({
        method: 'GET',
        url: pages.public,
        headers: MEMBER_BROWSER,
      });
      expect(member.statusCode).toBe(200);
      expect(member.body).toContain('Fireworks tonight');
      const forged = await ctx.app.inject({
        method: 'GET',
        url: pages.post,
        headers: { cookie: `${SIGNED_IN_COOKIE}=yes` },
      });
      expect(forged.statusCode).toBe(404);
    });
  },
  { serveWeb: true, webDistDir },
);
