import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify } from 'jose';
import { unauthorized } from '../lib/app-error';

/** Who is making the request, from a valid `Authorization: Bearer <access token>`. */
export interface Viewer {
  userId: string;
  email: string | null;
  sessionId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in member (401 otherwise). */
    requireViewer: (request: FastifyRequest) => Promise<void>;
  }
}

/** The audience GoTrue puts in access tokens of signed-in users. */
export const ACCESS_TOKEN_AUDIENCE = 'authenticated';

/**
 * Reads the access token (an HS256 JWT signed with the app's secret) on every request.
 * A missing or invalid token, or one whose session has ended, leaves the request anonymous; routes that need a member say so
 * with `app.requireViewer`, which answers 401.
 */
export const sessionPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      jwtSecret: string;
      /** Whether a signed-in session still exists (ended by sign-out or a password change). */
      isSessionActive: (sessionId: string) => Promise<boolean>;
    },
  ) => {
    // Imported once: given raw bytes, jose imports the key again on every verification.
    const key = await crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(options.jwtSecret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['verify'],
    );
    app.decorateRequest('viewer', null);

    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) return;
      try {
        const { payload } = await jwtVerify(header.slice(7).trim(), key, {
          algorithms: ['HS256'],
          audience: ACCESS_TOKEN_AUDIENCE,
        });
        if (typeof payload.sub !== 'string') return;
        const sessionId = typeof payload.session_id === 'string' ? payload.session_id : null;
        if (sessionId && !(await options.isSessionActive(sessionId))) return;
        request.viewer = {
          userId: payload.sub,
          email: typeof payload.email === 'string' ? payload.email : null,
          sessionId,
        };
      } catch {
        request.viewer = null;
      }
    });

    app.decorate('requireViewer', async (request: FastifyRequest) => {
      if (!request.viewer) throw unauthorized();
    });
  },
);
