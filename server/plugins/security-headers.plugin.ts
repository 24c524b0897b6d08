import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';

/**
 * Security headers with a Content-Security-Policy the app itself passes: scripts only from our
 * origin (no inline script), styles from our origin plus inline style attributes used by the UI
 * primitives, images from our origin and data/blob URLs, connections to our origin (HTTP and
 * the realtime WebSocket), no framing.
 */
function helmetOptions(isHttps: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", 'ws:', 'wss:'],
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        ...(isHttps ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // Helmet's default is SAMEORIGIN; `frame-ancestors 'none'` above says no framing at all.
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/**
 * The headers {@link securityHeadersPlugin} adds to every answer, as a fixed map (they depend on
 * no request), lower-case names. For answers written where no hook runs: Fastify's own errors
 * about a URL it could not route and malformed HTTP (see `early-errors.handler.ts`).
 */
export function collectSecurityHeaders(options: { isHttps: boolean }): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(helmetOptions(options.isHttps))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    () => {},
  );
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}

/**
 * Adds the security headers (see {@link helmetOptions}) and a Permissions-Policy to every answer
 * as the request arrives (so a route may still set its own). They depend on no request, so they
 * are worked out once, not by running helmet's middleware for each request.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { isHttps: boolean }) => {
    const headers = collectSecurityHeaders(options);
    app.addHook('onRequest', async (_request, reply) => {
      reply.headers(headers);
    });
  },
);
