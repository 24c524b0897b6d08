import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../test/build-test-app';
import { createMember } from '../test/sign-in';
import { decodeCursor, encodeCursor } from './cursor';

const id = '6ba7b810-9dad-11d1-80b4-00c04fd430c8';

describe('decodeCursor', () => {
  it('reads back what encodeCursor wrote', () => {
    const key = { createdAt: '2024-02-29T12:00:00.123456Z', id };
    expect(decodeCursor(encodeCursor(key))).toEqual(key);
    expect(decodeCursor(encodeCursor({ createdAt: '0001-01-01T00:00:00Z', id }))).toBeDefined();
  });

  it('refuses instants PostgreSQL cannot read: year 0, Feb 29 of a common year', () => {
    for (const createdAt of [
      '0000-01-01T00:00:00Z',
      '0000-12-31T23:59:59.999999Z',
      '2023-02-29T00:00:00Z',
    ]) {
      expect(() => decodeCursor(encodeCursor({ createdAt, id }))).toThrow(/cursor is not valid/);
    }
  });
});

describeEachDatabase('a cursor in year 0', (ctx) => {
  it('is a 400 on every list read by (created_at, id), not a 500 from the database', async () => {
    const member = await createMember(ctx().db);
    const cursor = encodeCursor({ createdAt: '0000-12-31T23:59:59.999999Z', id });
    for (const path of [
      '/api/feed',
      `/api/profiles/${member.id}/posts`,
      `/api/profiles/${member.id}/followers`,
      `/api/profiles/${member.id}/following`,
      '/api/notifications/all',
    ]) {
      const res = await ctx().app.inject({
        method: 'GET',
        url: `${path}?cursor=${cursor}`,
        headers: member.headers,
      });
      expect(res.statusCode, `${path}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'validation_failed' } });
    }
  });
});
