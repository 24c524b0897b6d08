import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { COMMENTS_PAGE_SIZE, POSTS_PAGE_SIZE } from '../../../common/features/posts/post-limits';
import type { PageData } from '../../../common/features/pages/page-data';
import {
  normalizeId,
  PROFILE_NOT_FOUND_MESSAGE,
} from '../../../common/features/profiles/profiles.contract';
import {
  renderMissingPageBody,
  renderPostBody,
  renderProfileBody,
  type MissingPageText,
} from '../../../web/ssr/render-member-page';
import { answerPageNotForVisitors, readAppShell } from '../../lib/app-shell';
import { AppError, notFound } from '../../lib/app-error';
import type { HtmlDocumentHead } from '../../lib/html-document';
import { sendHtmlPage } from '../../lib/html-page-reply';
import { PAGE_ENTRY, readPageAssets } from '../../lib/web-assets';
import { getCreatorListing } from '../creators/creators.service';
import { listVisitorNavigation } from '../navigation/navigation.service';
import { listComments } from '../posts/comments.service';
import { getPost, listProfilePosts } from '../posts/posts.service';
import { getPublicProfile } from '../profiles/profiles.service';
import { createMemberCardRenderer } from './member-og-cards';
import { memberOgImage, postShareImage } from './member-share-images';
import {
  POST_NOT_FOUND_TEXT,
  postDescription,
  postTitle,
  PROFILE_NOT_FOUND_DESCRIPTION,
  profileDescription,
  profileTitle,
} from '../../../common/features/pages/member-page-text';
import { findMissingPostReason, isProfileOfSuspendedMember } from './member-pages.repository';
import { postStructuredData, profileStructuredData } from './member-structured-data';

/** Listed pages: indexable, large image previews allowed. */
const INDEXABLE = 'index, follow, max-image-preview:large';
/** Pages that are not (or no longer) here: never indexed. */
const NOT_INDEXABLE = 'noindex, follow';

const POST_NOT_FOUND: MissingPageText = { kind: 'post', ...POST_NOT_FOUND_TEXT };
const POST_AUTHOR_SUSPENDED: MissingPageText = {
  kind: 'post',
  title: 'Post not available',
  description: 'The member who shared this post is suspended, so it is not shown.',
};
const PROFILE_NOT_FOUND: MissingPageText = {
  kind: 'profile',
  title: PROFILE_NOT_FOUND_MESSAGE,
  description: PROFILE_NOT_FOUND_DESCRIPTION,
};
const PROFILE_SUSPENDED: MissingPageText = {
  kind: 'profile',
  title: 'Profile not available',
  description: 'This member is suspended, so their profile and posts are not shown.',
};

/** Generated cards change with likes and comments: an hour. */
const CARD_CACHE = 'public, max-age=3600';

const isNotFound = (err: unknown) => err instanceof AppError && err.statusCode === 404;

/**
 * Members' public pages rendered on the server (issue 11): `/post/{id}` and `/profile/{id}` as
 * finished HTML with the content itself, a specific title and description, canonical URL, Open
 * Graph and Twitter cards and JSON-LD, read exactly as a visitor reads them through the API (so
 * nothing private can be in them). The browser's app takes the page over for members. A
 * deleted post is 410, an unknown one 404; a suspended member's profile and posts are 410; all
 * of them `noindex`; a member's browser gets the app shell instead (issue 26, `app-shell.ts`). Pages without a photo share a generated 1200×630 card
 * (`/og/post/{id}.png`, `/og/profile/{id}.png`).
 */
export const memberPagesRoutes: FastifyPluginAsync<{
  siteUrl: string;
  webDistDir: string | null;
}> = async (app, { siteUrl, webDistDir }) => {
  const { db } = app.database;
  const assets = await readPageAssets(webDistDir, PAGE_ENTRY);
  const shell = await readAppShell(webDistDir);

  const sendPage = (
    reply: FastifyReply,
    status: number,
    head: HtmlDocumentHead,
    body: string,
    pageData?: PageData | true,
  ) => sendHtmlPage(reply, status, { head, assets, body, takeOver: pageData });

  const sendMissing = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: 404 | 410,
    path: string,
    text: MissingPageText,
    /** Let a member's app take the page over (it may show them what a visitor cannot see). */
    takeOver?: true,
  ) =>
    answerPageNotForVisitors(request, reply, shell, async () => {
      const navigation = await listVisitorNavigation(db);
      return sendPage(
        reply,
        status,
        {
          title: text.title,
          description: text.description,
          url: `${siteUrl}${path}`,
          robots: NOT_INDEXABLE,
          ogType: 'website',
        },
        renderMissingPageBody(path, text, navigation),
        takeOver,
      );
    });

  app.get<{ Params: { id: string } }>('/post/:id', async (request, reply) => {
    const id = normalizeId(request.params.id);
    const path = `/post/${id}`;
    let data: Extract<PageData, { kind: 'post' }>;
    try {
      const post = await getPost(db, null, id);
      const comments = await listComments(db, null, id, { limit: COMMENTS_PAGE_SIZE });
      data = { kind: 'post', post, comments };
    } catch (err) {
      if (!isNotFound(err)) throw err;
      const reason = await findMissingPostReason(db, id).catch(() => null);
      if (reason === 'deleted') return sendMissing(request, reply, 410, path, POST_NOT_FOUND);
      if (reason === 'suspended')
        return sendMissing(request, reply, 410, path, POST_AUTHOR_SUSPENDED);
      // A post a visitor cannot find may be a private group's: its members' app shows it.
      return sendMissing(request, reply, 404, path, POST_NOT_FOUND, true);
    }
    const { post, comments } = data;
    const navigation = await listVisitorNavigation(db);
    const image = postShareImage(siteUrl, post);
    return sendPage(
      reply,
      200,
      {
        title: postTitle(post),
        description: postDescription(post),
        url: `${siteUrl}${path}`,
        robots: INDEXABLE,
        ogType: 'article',
        image,
        extraProperties: [
          ['article:published_time', post.createdAt],
          ['article:modified_time', post.updatedAt],
          ['article:author', `${siteUrl}/profile/${post.author.id}`],
          ...post.tags.map((tag) => ['article:tag', tag] as const),
        ],
        structuredData: postStructuredData(
          siteUrl,
          post,
          comments.items,
          post.images.map((photo) => new URL(photo.url, siteUrl).href),
        ),
      },
      renderPostBody(data, navigation),
      data,
    );
  });

  app.get<{ Params: { id: string } }>('/profile/:id', async (request, reply) => {
    const id = normalizeId(request.params.id);
    const path = `/profile/${id}`;
    let data: Extract<PageData, { kind: 'profile' }>;
    try {
      const profile = await getPublicProfile(db, id, null);
      const posts = await listProfilePosts(db, null, id, { limit: POSTS_PAGE_SIZE });
      // Their listing in the creator directories, when they are listed.
      const { creator } = await getCreatorListing(db, null, id, app.clock.now());
      data = { kind: 'profile', profile, posts, creator };
    } catch (err) {
      if (!isNotFound(err)) throw err;
      if (await isProfileOfSuspendedMember(db, id).catch(() => false)) {
        return sendMissing(request, reply, 410, path, PROFILE_SUSPENDED);
      }
      return sendMissing(request, reply, 404, path, PROFILE_NOT_FOUND);
    }
    const { profile } = data;
    const navigation = await listVisitorNavigation(db);
    return sendPage(
      reply,
      200,
      {
        title: profileTitle(profile),
        description: profileDescription(profile),
        url: `${siteUrl}${path}`,
        robots: INDEXABLE,
        ogType: 'profile',
        image: memberOgImage(siteUrl, 'profile', profile.id, profileTitle(profile)),
        extraProperties: [
          ['profile:username', profile.username],
          ...(profile.first_name ? [['profile:first_name', profile.first_name] as const] : []),
          ...(profile.last_name ? [['profile:last_name', profile.last_name] as const] : []),
        ],
        structuredData: profileStructuredData(siteUrl, profile),
      },
      renderProfileBody(data, navigation),
      data,
    );
  });

  const renderCard = createMemberCardRenderer(db);
  for (const kind of ['post', 'profile'] as const) {
    app.get<{ Params: { id: string } }>(`/og/${kind}/:id.png`, async (request, reply) => {
      const id = normalizeId(request.params.id);
      const image = await renderCard(kind, id);
      if (!image) throw notFound(`No share image for ${kind} ${id}.`);
      return reply
        .header('cache-control', CARD_CACHE)
        .header('cross-origin-resource-policy', 'cross-origin')
        .type('image/png')
        .send(image);
    });
  }
};
