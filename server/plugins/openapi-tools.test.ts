import { beforeAll, describe, expect, it } from 'vitest';
import { generateOpenApiDocument, writeOpenApiDocument } from '../test/openapi-document';
import { generateApiTypes, typeCheckFiles } from '../test/openapi-typed-client';
import { formatRedoclyProblems, lintWithRedocly } from '../test/redocly-lint';

/**
 * A client's code, written by hand against the types that openapi-typescript generates: it
 * names operations by their operationIds, so renaming one (or losing it) breaks the build. The
 * `@ts-expect-error` lines prove the types are exact rather than `any`.
 */
const clientUsage = `
import type { operations, paths } from './api';

/** The JSON body of an operation's answer with the given status. */
type Json<Id extends keyof operations, Status extends keyof operations[Id]['responses']> =
  operations[Id]['responses'][Status] extends { content: { 'application/json': infer Body } }
    ? Body
    : never;

type FeedPage = operations['listFeed']['responses'][200]['content']['application/json'];
type NewPost = NonNullable<operations['createPost']['requestBody']>['content']['application/json'];
type Post = Json<'getPost', 200>;
type LikeState = Json<'likePost', 200>;
type ApiError = Json<'getPost', 404>;
type PostPath = paths['/api/posts/{id}']['get']['parameters']['path'];
type Deleted = operations['deletePost']['responses'][204]['content'];

export function newestPostId(page: FeedPage): string | null {
  return page.items[0]?.id ?? page.nextCursor;
}

export const draft: NewPost = { body: 'Rope drop at the castle', park: 'Magic Kingdom', tags: [] };
export const where: PostPath = { id: '2f1c7a0e-6b1d-4c55-9d2b-3c4e5f607182' };

export function headline(post: Post, like: LikeState): string {
  return \`\${post.author.username}: \${post.body} (\${like.likeCount} likes)\`;
}

export function explain(answer: ApiError): string {
  return \`\${answer.error.code}: \${answer.error.message}\`;
}

export const unread: Json<'getUnreadNotificationCount', 200> | null = null;
export const nothing: Deleted = undefined;

// @ts-expect-error nextCursor is a string or null, never a number
export const badPage: FeedPage = { items: [], nextCursor: 42 };
// @ts-expect-error a post's park is one of the parks
export const badDraft: NewPost = { park: 'Atlantis' };
// @ts-expect-error there is no such operation
export type Missing = operations['listEverything'];
`;

/**
 * `/api/openapi.json` as third-party tools see it: Redocly CLI's recommended rules pass with no
 * error and no warning (as `npm run lint:openapi`), and openapi-typescript turns it into types
 * that a strict TypeScript client compiles against.
 */
describe('OpenAPI document with third-party tools', () => {
  let document = '';
  beforeAll(async () => {
    document = await generateOpenApiDocument();
  }, 60_000);

  it("passes Redocly's recommended rules with no errors and no warnings", async () => {
    const report = await lintWithRedocly(await writeOpenApiDocument(document));
    expect(formatRedoclyProblems(report.problems)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('generates TypeScript types that a client using operationIds compiles against', async () => {
    const types = await generateApiTypes(document);
    expect(types).toContain('export interface operations');
    const diagnostics = await typeCheckFiles({ 'api.ts': types, 'client.ts': clientUsage });
    expect(diagnostics).toEqual([]);
  });
});
