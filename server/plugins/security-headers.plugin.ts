import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers with a Content-Security-Policy the app itself passes: scripts only from our
 * origin (no inline script), styles from our origin plus inline style attributes used by the UI
 * primitives, images from our origin and data/blob URLs, connections to our origin (HTTP and
 * the realtime WebSocket), no framing.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { isHttps: boolean }) => {
    await app.register(helmet, {
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
          ...(options.isHttps ? { 'upgrade-insecure-requests': [] } : {}),
        },
      },
      strictTransportSecurity: options.isHttps
        ? { maxAge: 31_536_000, includeSubDomains: true }
        : false,
      crossOriginEmbedderPolicy: false,
      // Helmet's default is SAMEORIGIN; `frame-ancestors 'none'` above says no framing at all.
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
    app.addHook('onSend', async (_request, reply) => {
      reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    });
  },
);
