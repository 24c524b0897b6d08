import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie, SIGNED_IN_COOKIE } from '../../common/features/auth/session-cookies';

/**
 * The app shell for members' page loads (issue 26). A server-rendered page of something a
 * visitor may not see (a private group's post or event, a private checklist, a hidden or
 * suspended member's item) answers visitors 404 or 410. A member may see it, but a page load
 * carries no bearer token, so the server cannot tell; the browser's signed-in hint
 * (`SIGNED_IN_COOKIE`, set by the web app while a session is stored) says the load comes from
 * a member's browser. Such a load gets the single-page app's `index.html` with status 200: the
 * app, signed in, shows the item or its own "not found". The shell holds nothing of the item
 * (the same document for every such page, whether the item exists or not), so the hint (which
 * anyone can set) reveals nothing.
 */

/** The web build's `index.html`, or null without a build (then pages answer as to visitors). */
export async function readAppShell(webDistDir: string | null): Promise<string | null> {
  if (!webDistDir) return null;
  try {
    return await readFile(path.join(webDistDir, 'index.html'), 'utf8');
  } catch {
    return null;
  }
}

/** Whether the page load comes from a browser holding a member's session (the hint cookie). */
export function isMemberPageLoad(request: FastifyRequest): boolean {
  return readCookie(request.headers.cookie, SIGNED_IN_COOKIE) === '1';
}

/**
 * Answers a page a visitor may not see: the app shell (200, `noindex`) to a member's browser
 * when there is one, else the visitor's page that `sendVisitorPage` sends. Either answer
 * depends on the hint cookie (`Vary: Cookie`).
 */
export function answerPageNotForVisitors(
  request: FastifyRequest,
  reply: FastifyReply,
  shell: string | null,
  sendVisitorPage: () => unknown,
) {
  reply.header('vary', 'Cookie');
  if (shell === null || !isMemberPageLoad(request)) return sendVisitorPage();
  return reply
    .status(200)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('x-robots-tag', 'noindex')
    .send(shell);
}
