import { describe, expect, it } from 'vitest';
import { findProblems } from './fuzz-oracle';
import { parseRawResponse } from './raw-http';
import { percentEncode } from './hostile-values';
import { classicRequests } from './fuzz-cases';
import type { FuzzRequest, FuzzTarget } from './fuzz-requests';

describe('percentEncode', () => {
  it('encodes like encodeURIComponent where that works', () => {
    expect(percentEncode('a b/é🏰')).toBe(encodeURIComponent('a b/é🏰'));
    expect(percentEncode('\u0000')).toBe('%00');
  });

  it('writes a lone surrogate as the three bytes a lax encoder sends', () => {
    expect(percentEncode('\ud800')).toBe('%ED%A0%80');
    expect(percentEncode('x\udfff')).toBe('x%ED%BF%BF');
  });
});

describe('parseRawResponse', () => {
  it('reads the status, headers and a chunked body', () => {
    const answer = parseRawResponse(
      Buffer.from(
        'HTTP/1.1 400 Bad Request\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n',
      ),
    );
    expect(answer).toEqual({
      status: 400,
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: '{}',
    });
    expect(parseRawResponse(Buffer.from('garbage'))).toBeNull();
  });
});

describe('findProblems', () => {
  const page = (body: string, contentType = 'text/html; charset=utf-8') => ({
    status: 404,
    headers: { 'content-type': contentType },
    body,
  });
  const noindexPage = '<!doctype html><html><head><meta name="robots" content="noindex, follow" />';

  it("accepts a member page's noindex HTML 404, and nothing else as a page error", () => {
    expect(findProblems('GET', '/post/in', page(noindexPage))).toEqual([]);
    expect(findProblems('GET', '/profile/x?y=1', page(noindexPage))).toEqual([]);
    expect(findProblems('GET', '/reviews/no-such-thing', page(noindexPage))).toEqual([]);
    expect(findProblems('GET', '/post/in', page('<!doctype html><html>'))).toEqual([
      'page error without noindex',
    ]);
    expect(findProblems('GET', '/post/in', page('{}', 'application/json'))).toHaveLength(3);
    // Elsewhere an error stays JSON in the app's shape.
    expect(findProblems('GET', '/og/post/in.png', page(noindexPage))).toContain(
      'error body is not JSON',
    );
    expect(findProblems('GET', '/og/reviews/in.png', page(noindexPage))).toContain(
      'error body is not JSON',
    );
  });
});

describe('classicRequests: edge dates', () => {
  const target: FuzzTarget = {
    surface: 'api',
    method: 'GET',
    path: '/api/events',
    name: 'listEvents',
    pathParams: [],
    queryParams: ['from', 'to'].map((name) => ({
      name,
      required: false,
      schema: { type: 'string', format: 'date', description: `${name}, YYYY-MM-DD` },
    })),
    bodySchemas: [],
    hints: { ids: [], words: [] },
  };
  const base: FuzzRequest = {
    method: 'GET',
    url: '/api/events?limit=2',
    persona: 'anonymous',
    headers: {},
    remoteAddress: '127.0.0.1',
    labels: [],
  };

  it('sends each date alone and a whole range in year 9999, 10000 and on leap days', () => {
    const urls = classicRequests(target, base).map((request) => request.url);
    expect(urls).toContain('/api/events?limit=2&from=9999-12-31&to=9999-12-31');
    expect(urls).toContain('/api/events?limit=2&from=10000-01-01');
    expect(urls).toContain('/api/events?limit=2&to=2023-02-29');
    expect(urls).toContain('/api/events?limit=2&from=0000-01-01&to=0000-01-01');
  });

  it('sets every date field of a body at once', () => {
    const post = {
      ...target,
      method: 'POST',
      queryParams: [],
      bodySchemas: [
        {
          type: 'object',
          properties: {
            title: { type: 'string' },
            startsAt: { type: 'string', description: 'Start, YYYY-MM-DDTHH:mm' },
            endsAt: { anyOf: [{ type: 'string', format: 'date' }, { type: 'null' }] },
          },
        },
      ],
    };
    const bodies = classicRequests(post, { ...base, method: 'POST', body: '{"title":"t"}' })
      .map((request) => request.body)
      .filter((body): body is string => typeof body === 'string' && body.includes('9999-12-31"'));
    expect(bodies).toContain('{"title":"t","startsAt":"9999-12-31","endsAt":"9999-12-31"}');
    expect(bodies).toContain('{"title":"t","endsAt":"9999-12-31"}');
  });
});
