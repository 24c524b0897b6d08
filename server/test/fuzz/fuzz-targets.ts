import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import * as adminContract from '../../../common/features/auth/admin.contract';
import * as authContract from '../../../common/features/auth/auth.contract';
import * as oauthServerContract from '../../../common/features/auth/oauth-server.contract';
import { instantToParkLocal } from '../../../common/features/events/park-time';
import type { TestContext } from '../build-test-app';
import {
  listRegisteredRoutes,
  pathParameterNames,
  readApiOperations,
  type JsonSchema,
} from '../route-discovery';
import {
  authOauthAuthorizations,
  authOauthClients,
  contestEntries,
  contests,
} from '../../db/schema';
import { insertUpload } from '../factories';
import { createMember, type TestMember } from '../sign-in';
import { surfaceOf } from './fuzz-oracle';
import { edgeCursors } from './hostile-cursors';
import type { FuzzTarget } from './fuzz-requests';
import type { ParamSpec } from './hostile-urls';

/** Free-text words GoTrue's endpoints understand (types, grants, scopes, providers, sorts). */
const GOTRUE_WORDS = [
  'signup',
  'recovery',
  'invite',
  'magiclink',
  'email',
  'email_change',
  'sms',
  'phone_change',
  'totp',
  'phone',
  'password',
  'refresh_token',
  'pkce',
  'id_token',
  'web3',
  'global',
  'local',
  'others',
  's256',
  'S256',
  'plain',
  'google',
  'github',
  'apple',
  'true',
  'false',
  '1',
  '50',
  'created_at',
  'asc',
  'desc',
  '24h',
  'none',
];

/**
 * Values GoTrue's fields take, by field name, so plausible requests get past validation and
 * reach the code behind it (a `/verify` with a real `type`, an admin list with a real `sort`).
 * Fields not named here get plausible strings and the words above.
 */
const GOTRUE_FIELD_VALUES: Record<string, string[]> = {
  type: ['signup', 'recovery', 'invite', 'magiclink', 'email', 'email_change'],
  grant_type: ['password', 'refresh_token', 'pkce', 'id_token', 'authorization_code'],
  action: ['approve', 'deny'],
  response_type: ['code'],
  scope: ['global', 'local', 'others'],
  code_challenge_method: ['s256', 'plain'],
  code_challenge: ['E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'],
  provider: ['google', 'github'],
  factor_type: ['totp', 'webauthn'],
  redirect_to: ['http://localhost:3000/', 'http://localhost:3000/auth/callback'],
  page: ['1', '2'],
  per_page: ['1', '50'],
  sort: ['created_at asc', 'created_at desc'],
  filter: ['fuzz', 'example.com'],
  token: ['pkce_0123456789abcdef', '123456'],
  token_hash: ['0123456789abcdef0123456789abcdef0123456789abcdef01234567'],
  password: ['Castle-Dreams-42'],
  ban_duration: ['24h', 'none'],
  friendly_name: ['fuzz'],
  code: ['123456'],
};

/**
 * What the auth contracts (`common/features/auth/*.contract.ts`) say about `/auth/v1`, read
 * from the modules themselves so new fields are fuzzed without a change here: every exported
 * zod object named `…Body…` is a body schema, every field of one named `…Query…` a query
 * parameter, and every exported list of strings adds words.
 */
export function readAuthVocabulary(): {
  bodies: JsonSchema[];
  query: ParamSpec[];
  words: string[];
  fieldValues: Record<string, string[]>;
} {
  const bodies: JsonSchema[] = [];
  const query = new Map<string, ParamSpec>();
  const words = new Set(GOTRUE_WORDS);
  const contracts = { ...authContract, ...adminContract, ...oauthServerContract };
  for (const [name, value] of Object.entries(contracts)) {
    if (Array.isArray(value) && value.every((v) => typeof v === 'string'))
      value.forEach((v) => words.add(v));
    if (!(value instanceof z.ZodObject)) continue;
    const schema = z.toJSONSchema(value, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    if (/Body/.test(name)) bodies.push(schema);
    if (/Query/.test(name)) {
      for (const [field, fieldSchema] of Object.entries(schema.properties ?? {})) {
        query.set(field, { name: field, schema: fieldSchema, required: false });
      }
    }
  }
  if (bodies.length === 0 || query.size === 0) throw new Error('No auth contract schemas found');
  return {
    bodies,
    query: [...query.values()],
    words: [...words],
    fieldValues: GOTRUE_FIELD_VALUES,
  };
}

const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

const genericParams = (path: string): ParamSpec[] =>
  pathParameterNames(path).map((name) => ({ name, schema: { type: 'string' }, required: true }));

/**
 * Every route to fuzz, found in the live app: `/api` from its OpenAPI document (parameters,
 * bodies, security) plus any `/api` route the router has that the document hides; `/auth/v1`
 * and everything else from the router itself (`listRegisteredRoutes`), `/auth/v1` with the
 * auth contracts' fields. HEAD routes that Fastify derives from GET are left out (GET is
 * fuzzed). Two made-up paths per API check the not-found answers.
 */
export async function discoverTargets(app: FastifyInstance): Promise<FuzzTarget[]> {
  const operations = await readApiOperations(app);
  const auth = readAuthVocabulary();
  const noHints = { ids: [], words: [] };
  const apiHints = { ids: [], words: [], edgeValues: { cursor: edgeCursors() } };
  const targets: FuzzTarget[] = operations.map((operation) => ({
    surface: 'api',
    method: operation.method,
    path: operation.path,
    name: operation.operationId,
    pathParams: operation.parameters.filter((p) => p.in === 'path'),
    queryParams: operation.parameters.filter((p) => p.in === 'query'),
    ...(operation.body && { mediaType: operation.body.mediaType }),
    bodySchemas:
      operation.body && operation.body.mediaType === 'application/json'
        ? [operation.body.schema]
        : [],
    hints: apiHints,
  }));
  const documented = new Set(targets.map((t) => `${t.method} ${t.path}`));
  for (const route of listRegisteredRoutes(app)) {
    if (route.method === 'HEAD' || documented.has(`${route.method} ${route.path}`)) continue;
    // A route registered under the auth prefix belongs to it even when it is `/auth/v1*`.
    const surface = route.path.startsWith('/auth/v1') ? 'auth' : surfaceOf(route.path);
    const isAuth = surface === 'auth';
    targets.push({
      surface,
      method: route.method,
      path: route.path,
      name: `${route.method} ${route.path}`,
      pathParams: genericParams(route.path),
      queryParams: isAuth ? auth.query : [],
      bodySchemas: isAuth && BODY_METHODS.includes(route.method) ? auth.bodies : [],
      hints: isAuth ? { ids: [], words: auth.words, fieldValues: auth.fieldValues } : noHints,
    });
  }
  for (const [surface, path] of [
    ['api', '/api/:unknown'],
    ['auth', '/auth/v1/:unknown'],
  ] as const) {
    for (const method of ['GET', 'POST']) {
      targets.push({
        surface,
        method,
        path,
        name: `${method} ${path} (not a route)`,
        pathParams: genericParams(path),
        queryParams: [],
        bodySchemas: [],
        hints: noHints,
      });
    }
  }
  return targets;
}

/** A member (with content to point at) and what requests may use of it. */
export interface RouteFixture {
  member: TestMember;
  /** Ids of rows that exist: the member, another member, their posts, comments, uploads… */
  ids: string[];
  /** Emails and usernames that exist (the member's and another's): to reach conflict paths. */
  fieldValues: Record<string, string[]>;
}

const OAUTH_FIXTURE_CALLBACK = 'https://fuzz-app.example/callback';

/**
 * A third-party app of the OAuth server and a request of it the member has opened on the
 * consent screen, so the OAuth routes are fuzzed past "unknown client" and "not found".
 */
async function oauthAppFixture(ctx: TestContext, member: TestMember) {
  const [client] = await ctx.db
    .insert(authOauthClients)
    .values({
      registrationType: 'manual',
      clientType: 'public',
      tokenEndpointAuthMethod: 'none',
      clientName: 'Fuzz app',
      redirectUris: [OAUTH_FIXTURE_CALLBACK],
      grantTypes: ['authorization_code', 'refresh_token'],
    })
    .returning({ id: authOauthClients.id });
  const authorizationId = `fuzz${member.id.replaceAll('-', '').slice(0, 28)}`;
  await ctx.db.insert(authOauthAuthorizations).values({
    authorizationId,
    clientId: client!.id,
    userId: member.id,
    redirectUri: OAUTH_FIXTURE_CALLBACK,
    scope: 'email',
    codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    codeChallengeMethod: 's256',
    expiresAt: new Date(Date.now() + 10 * 60_000),
  });
  return { clientId: client!.id, authorizationId };
}

async function injectJson(
  app: FastifyInstance,
  method: 'POST' | 'GET' | 'PUT',
  url: string,
  member: TestMember,
  payload?: object,
) {
  const res = await app.inject({
    method,
    url,
    headers: member.headers,
    ...(payload && { payload }),
  });
  if (res.statusCode >= 300)
    throw new Error(`fixture: ${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json() as Record<string, unknown> & { id?: string; items?: { id: string }[] };
}

/** Whether the route is one of the team's (`/api/admin/*`), guarded for staff. */
function isStaffPath(path: string | undefined): boolean {
  return path?.startsWith('/api/admin/') ?? false;
}

/**
 * A fresh member for one route, so whatever the fuzzer did to the previous one (signed out,
 * banned, deleted) does not hide this route's handlers behind a 401, and another member whose
 * email and username the fuzzer may try to take. For a route with path parameters the member
 * also gets what ids can point at: on `/api` a post, their own comment, the other member's
 * comment (and so a notification), an upload each, a conversation with the other member
 * and its first message, and a private group of theirs (the other member's request to join
 * waiting) with an invite link (its id and token), a catalogue slug with the member's and the
 * other member's reviews of it, an event of theirs (the other member going) with a comment of
 * each; on `/auth/v1` a TOTP factor.
 */
export async function createRouteFixture(
  ctx: TestContext,
  target: Pick<FuzzTarget, 'surface' | 'pathParams'> & { path?: string },
): Promise<RouteFixture> {
  // The staff routes' member is an admin, so that their handlers are fuzzed past the guard.
  const member = await createMember(ctx.db, { isAdmin: isStaffPath(target.path) });
  const other = await createMember(ctx.db);
  const fieldValues = {
    email: [`${member.id}@example.test`, `${other.id}@example.test`.toUpperCase()],
    username: [member.username, other.username, other.username.toUpperCase()],
  };
  const ids: (string | undefined)[] = [member.id, other.id];
  if (target.surface === 'auth' && target.path?.includes('oauth')) {
    const app = await oauthAppFixture(ctx, member);
    ids.push(app.clientId, app.authorizationId);
    Object.assign(fieldValues, {
      client_id: [app.clientId],
      redirect_uri: [OAUTH_FIXTURE_CALLBACK],
    });
  }
  if (target.pathParams.length > 0 && target.surface === 'auth') {
    for (const factorType of ['totp', 'webauthn']) {
      const factor = await injectJson(ctx.app, 'POST', '/auth/v1/factors', member, {
        factor_type: factorType,
        friendly_name: `fuzz ${factorType}`,
      });
      ids.push(factor.id);
    }
  } else if (target.pathParams.length > 0) {
    const post = await injectJson(ctx.app, 'POST', '/api/posts', member, {
      body: 'Fuzz fixture at the castle',
    });
    const own = await injectJson(ctx.app, 'POST', `/api/posts/${post.id}/comments`, member, {
      body: 'Mine',
    });
    const theirs = await injectJson(ctx.app, 'POST', `/api/posts/${post.id}/comments`, other, {
      body: 'Theirs',
    });
    const notifications = await injectJson(ctx.app, 'GET', '/api/notifications', member);
    const direct = await injectJson(ctx.app, 'POST', '/api/conversations', member, {
      userId: other.id,
      body: 'Fuzz fixture: meet at the castle?',
    });
    const conversation = direct.conversation as { id: string };
    const message = direct.message as { id: string };
    await ctx.app.rateLimiter.reset(`groups:create:${member.id}`);
    const group = await injectJson(ctx.app, 'POST', '/api/groups', member, {
      name: `Fuzz fixture ${member.id}`.slice(0, 60),
      visibility: 'private',
    });
    await injectJson(ctx.app, 'PUT', `/api/groups/${group.id}/membership`, other);
    const invite = await injectJson(ctx.app, 'POST', `/api/groups/${group.id}/invites`, member, {});
    // A catalogue slug, the member's review of it and the other member's (helpful votes).
    const reviewOf = async (author: TestMember, slug: string) => {
      await ctx.app.rateLimiter.reset(`reviews:create:${author.id}`);
      return injectJson(ctx.app, 'POST', `/api/catalogue/${slug}/reviews`, author, {
        stars: 4,
        title: 'Fuzz fixture review',
        body: 'A fuzz fixture review that is long enough.',
        visitMonth: '2025-02',
        partyType: 'solo',
      });
    };
    const ownReview = await reviewOf(member, 'space-mountain');
    const theirReview = await reviewOf(other, 'space-mountain');
    // An event of the member's (two places), the other member going, a comment of each.
    await ctx.app.rateLimiter.reset(`events:create:${member.id}`);
    const inDays = (days: number) =>
      instantToParkLocal(new Date(Date.now() + days * 24 * 60 * 60 * 1000));
    const event = await injectJson(ctx.app, 'POST', '/api/events', member, {
      title: 'Fuzz fixture meet-up',
      park: 'EPCOT',
      startsAt: inDays(7),
      endsAt: inDays(7.1),
      capacity: 2,
    });
    await injectJson(ctx.app, 'PUT', `/api/events/${event.id}/rsvp`, other, { status: 'going' });
    const ownEventComment = await injectJson(
      ctx.app,
      'POST',
      `/api/events/${event.id}/comments`,
      member,
      { body: 'Mine' },
    );
    const theirEventComment = await injectJson(
      ctx.app,
      'POST',
      `/api/events/${event.id}/comments`,
      other,
      { body: 'Theirs' },
    );
    // A public checklist of the member's with a category and an item (edits, moves, copies).
    await ctx.app.rateLimiter.reset(`checklists:create:${member.id}`);
    const checklist = await injectJson(ctx.app, 'POST', '/api/checklists', member, {
      title: 'Fuzz fixture checklist',
      visibility: 'public',
    });
    const withCategory = await injectJson(
      ctx.app,
      'POST',
      `/api/checklists/${checklist.id}/categories`,
      member,
      { name: 'Bag' },
    );
    type Contents = { categories: { id: string; items: { id: string }[] }[] };
    const checklistCategoryId = (withCategory as unknown as Contents).categories[0]!.id;
    const withItem = await injectJson(
      ctx.app,
      'POST',
      `/api/checklists/${checklist.id}/items`,
      member,
      { categoryId: checklistCategoryId, text: 'Poncho' },
    );
    // A tip of each (helpful votes, edits).
    const tipOf = async (author: TestMember) => {
      await ctx.app.rateLimiter.reset(`tips:create:${author.id}`);
      return injectJson(ctx.app, 'POST', '/api/tips', author, {
        category: 'money',
        body: 'A fuzz fixture tip that is long enough.',
      });
    };
    // The other member listed as a photographer (the creator routes read a listed creator).
    await injectJson(ctx.app, 'PUT', '/api/creators/me', other, {
      kinds: ['photographer'],
      headline: 'Fuzz fixture portraits',
    });
    // A photo contest in its voting days with an entry of the other member's (votes).
    const [contest] = await ctx.db
      .insert(contests)
      .values({
        title: 'Fuzz contest',
        theme: 'Anything',
        entriesOpenAt: new Date(Date.now() - 2 * 86_400_000),
        entriesCloseAt: new Date(Date.now() - 86_400_000),
        votingEndsAt: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: contests.id });
    const [contestEntry] = await ctx.db
      .insert(contestEntries)
      .values({
        contestId: contest!.id,
        userId: other.id,
        uploadId: await insertUpload(ctx.db, other.id),
      })
      .returning({ id: contestEntries.id });
    ids.push(
      contest!.id,
      contestEntry!.id,
      (await tipOf(member)).id,
      (await tipOf(other)).id,
      'space-mountain',
      ownReview.id,
      theirReview.id,
      group.id,
      invite.id,
      invite.token as string | undefined,
      conversation.id,
      message.id,
      post.id,
      own.id,
      theirs.id,
      notifications.items?.[0]?.id,
      await insertUpload(ctx.db, member.id),
      await insertUpload(ctx.db, other.id),
      event.id,
      ownEventComment.id,
      theirEventComment.id,
      checklist.id,
      checklistCategoryId,
      (withItem as unknown as Contents).categories[0]!.items[0]!.id,
    );
  }
  return { member, ids: ids.filter((id): id is string => typeof id === 'string'), fieldValues };
}
