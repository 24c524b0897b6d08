import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import type { ErrorBody } from '../../common/errors';

/** An error answer in one scope's shape: its body and the headers of its own it needs. */
export interface ErrorAnswer {
  body: unknown;
  headers?: Record<string, string>;
}

/** Builds the answer for `status` and `message` in a scope's error shape. */
export type ErrorShape = (status: number, message: string) => ErrorAnswer;

export interface EarlyErrorOptions {
  /** The headers every answer carries (`collectSecurityHeaders`): no hook adds them here. */
  securityHeaders: Record<string, string>;
  /** Path prefixes with an error shape of their own (`/auth/v1`: GoTrue's); others get ours. */
  shapes: Record<string, ErrorShape>;
}

/** The app's shape, `{ error: { code, message } }`. */
const appShape: ErrorShape = (status, message) => ({
  body: {
    error: { code: status >= 500 ? 'internal_error' : 'bad_request', message },
  } satisfies ErrorBody,
});

const INVALID_URL = { status: 400, message: 'The request URL is not valid.' };

/** Status and message for an error Fastify or Node raises before any route runs. */
function describeEarlyError(code: string | undefined, statusCode = 400) {
  switch (code) {
    case 'FST_ERR_BAD_URL': // a percent-encoding the router cannot decode (`/posts/%ZZ`)
    case 'HPE_INVALID_URL': // characters HTTP does not allow in a URL
      return INVALID_URL;
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { status: 414, message: 'The request URL is too long.' };
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, message: 'The request headers are too large.' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, message: 'The request took too long to arrive.' };
  }
  if (statusCode >= 500) {
    return { status: 500, message: 'Something went wrong. Our team has been notified.' };
  }
  return { status: 400, message: 'The request could not be read.' };
}

/** Whether `path` (with its query, if any) is `prefix` or under it. */
function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);
}

/**
 * Fastify's `frameworkErrors` and `clientErrorHandler`: answers to requests refused before any
 * route or hook runs — a URL the router cannot decode (`GET /api/posts/%ZZ`), a path
 * parameter over its length limit, malformed HTTP (a control character in the URL, headers too
 * large) — in the error shape of the path asked for and with the security headers, instead of
 * Fastify's own bodies without them. Never a 500 for a client's mistake.
 */
export function createEarlyErrorHandlers(
  options: EarlyErrorOptions,
): Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> {
  const shapeFor = (path: string) =>
    Object.entries(options.shapes).find(([prefix]) => isUnder(path, prefix))?.[1] ?? appShape;

  function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    const { status, message } = describeEarlyError(error.code, error.statusCode);
    if (status >= 500) request.log.error({ err: error }, 'unhandled framework error');
    else request.log.info({ code: error.code }, 'client error');
    const answer = shapeFor(request.url)(status, message);
    reply
      .headers(options.securityHeaders)
      .headers(answer.headers ?? {})
      .status(status)
      .send(answer.body);
  }

  function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket) {
    // The client went away, or the socket is already gone: nobody to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    this.log.trace({ err: error }, 'client error');
    const { status, message } = describeEarlyError(error.code);
    // Node keeps the bytes it could not parse: the request line tells whose shape to answer in.
    const packet: unknown = error.rawPacket;
    const requestLine = Buffer.isBuffer(packet)
      ? packet.toString('latin1').split('\r\n', 1)[0]
      : '';
    const answer = shapeFor(requestLine?.split(' ')[1] ?? '')(status, message);
    const body = JSON.stringify(answer.body);
    const headers = {
      ...options.securityHeaders,
      ...answer.headers,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    if (socket.writable) {
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`);
    }
    socket.destroy(error);
  }

  return { frameworkErrors: answerFrameworkError, clientErrorHandler: answerClientError };
}
