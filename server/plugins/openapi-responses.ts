import { errorCodes } from '../../common/errors';
import { statusForCode } from '../lib/app-error';

/** What each status means on `/api`, said once instead of "Default Response" on every route. */
const meanings: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '204': 'Done; there is no body',
  '400': 'The request is not valid',
  '401': 'No signed-in member: send a valid access token as `Authorization: Bearer …`',
  '403': 'The signed-in member may not do this',
  '404': 'Not found, or not visible to you',
  '409': 'Conflicts with what is stored',
  '413': 'The request body is too large',
  '415': 'The request body has a media type this route does not take',
  '422': 'Understood, but refused by a rule of the site',
  '429': 'Too many requests: try again after `Retry-After` seconds',
};

/** The description of a response: its meaning, and for an error the codes it may carry. */
function describeStatus(status: string): string {
  const meaning = meanings[status] ?? `Status ${status}`;
  const codes = errorCodes.filter((code) => String(statusForCode(code)) === status);
  if (codes.length === 0) return meaning;
  return `${meaning} (error code ${codes.map((code) => `\`${code}\``).join(', ')})`;
}

/**
 * Finishes a route's responses (JSON Schemas, keyed by status) for the document: each gets a
 * description unless its schema has one (`errorBodySchema.describe('No such post')`), a 204
 * has no body (not a JSON `null`), and a 429 documents its `Retry-After` header.
 */
export function documentResponses(
  responses: Record<string, Record<string, unknown>>,
): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    Object.entries(responses).map(([status, schema]) => {
      if (status === '204') return [status, { type: 'null', description: describeStatus(status) }];
      const documented = { ...schema };
      if (typeof schema.description !== 'string') {
        documented['x-response-description'] = describeStatus(status);
      }
      if (status === '429') {
        documented.headers = {
          'retry-after': { type: 'integer', description: 'Seconds until the limit resets' },
        };
      }
      return [status, documented];
    }),
  );
}
