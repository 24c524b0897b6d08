import type { FastifyRequest } from 'fastify';
import type { AuthContext, RequestInfo } from './auth-context';
import { overRequestRateLimit } from './auth-error';

/** Client address and agent of a request. */
export function requestInfo(request: FastifyRequest): RequestInfo {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent.slice(0, 512) : null };
}

/**
 * Takes a slot in one of GoTrue's per-IP buckets before the work is done (atomically, so
 * parallel requests cannot slip through); 429 `over_request_rate_limit` past it.
 */
export async function consumeIpLimit(
  ctx: AuthContext,
  request: FastifyRequest,
  bucket: keyof AuthContext['config']['auth']['ipLimits'],
): Promise<void> {
  const rule = ctx.config.auth.ipLimits[bucket];
  const key = `auth:ip:${bucket}:${request.ip}`;
  const slot = await ctx.rateLimiter.take(key, rule);
  if (!slot.isAllowed) {
    throw overRequestRateLimit('Request rate limit reached.', slot.windowEndsAt, ctx.clock.now());
  }
}
