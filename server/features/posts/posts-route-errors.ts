import { errorBodySchema } from '../../../common/errors';

/**
 * The error answers every posts and comments route may give: bad input, signed out, not
 * allowed, not found.
 */
export const postRouteErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
} as const;
