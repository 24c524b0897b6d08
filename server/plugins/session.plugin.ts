import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  PHOTO_TOKEN_COOKIE,
  PHOTO_TOKEN_COOKIE_PATH,
  readCookie,
} from '../../common/features/auth/session-cookies';
import type { AccessCheck } from '../lib/access-check';
import { AppError, unauthorized } from '../lib/app-error';

/** Who is making the request, from a valid `Authorization: Bearer <access token>`. */
export interface Viewer {
  userId: string;
  email: string | null;
  sessionId: string;
  aal: 'aal1' | 'aal2';
  /** Signed in anonymously and no address added yet: reads as a member, writes nothing. */
  isAnonymous: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
    /**
     * The token was an `aal1` token of a member with a verified second factor: the request is
     * answered as anonymous, and routes that need a member answer 403 `insufficient_aal`.
     */
    isSecondFactorRequired: boolean;
  }
  interface FastifyContextConfig {
    /**
     * The route never reads the viewer, so its token is not checked (no database read): set by
     * `/healthz`, whose answer must not depend on the database it is checking.
     */
    isViewerIgnored?: boolean;
  }
  interface FastifyInstance {
    /**
     * preHandler for routes that need a signed-in member (401, or 403 `insufficient_aal`); an
     * anonymous member's writes answer 403 `email_required`.
     */
    requireViewer: (request: FastifyRequest) => Promise<void>;
  }
}

/** The 403 of a member who signed in with a password only but has a verified second factor. */
export const insufficientAal = () =>
  new AppError(
    'insufficient_aal',
    'Your account is protected with two-factor authentication. Enter the code from your authenticator app or use your security key to continue.',
  );

/**
 * The 403 of an anonymous member (auth-js's `signInAnonymously`) asking to change anything: they
 * browse as a member, but post, message, review or take part only once they add an email.
 */
export const emailRequired = () =>
  new AppError(
    'email_required',
    'Add an email address to your account to post, message, review or join in.',
  );

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The request's access token: `Authorization: Bearer …`, or for a photo (`GET /uploads/…`, which
 * `<img>` loads without headers) the photo cookie the web app keeps (issue 26). The cookie is
 * read nowhere else, so it never acts for the member on the API.
 */
function accessTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  const isPhoto =
    (request.method === 'GET' || request.method === 'HEAD') &&
    request.url.startsWith(`${PHOTO_TOKEN_COOKIE_PATH}/`);
  return header || !isPhoto ? null : readCookie(request.headers.cookie, PHOTO_TOKEN_COOKIE);
}

/**
 * Reads the access token on every request through the one session check shared with
 * `/realtime` (`checkAccessToken`). A missing, invalid or expired token, or one whose session has
 * ended, leaves the request anonymous, so public reads stay public; routes that need a member say
 * so with `app.requireViewer`. A database error is not a failed sign-in: it is thrown and
 * answered as the error it is.
 */
export const sessionPlugin = fp(
  async (
    app: FastifyInstance,
    options: { checkAccessToken: (token: string) => Promise<AccessCheck> },
  ) => {
    app.decorateRequest('viewer', null);
    app.decorateRequest('isSecondFactorRequired', false);

    app.addHook('onRequest', async (request) => {
      const token = accessTokenOf(request);
      if (!token || request.routeOptions.config.isViewerIgnored) return;
      const check = await options.checkAccessToken(token);
      if (check.ok) {
        const { userId, email, sessionId, aal, isAnonymous } = check.identity;
        request.viewer = { userId, email, sessionId, aal, isAnonymous };
      } else if (check.reason === 'insufficient_aal') {
        request.isSecondFactorRequired = true;
      }
    });

    app.decorate('requireViewer', async (request: FastifyRequest) => {
      if (request.viewer) {
        if (request.viewer.isAnonymous && !READ_METHODS.has(request.method)) throw emailRequired();
        return;
      }
      throw request.isSecondFactorRequired ? insufficientAal() : unauthorized();
    });
  },
);
