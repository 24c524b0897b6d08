import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { instantToParkLocal } from '../../common/features/events/park-time';
import type { Database } from '../db/client';
import { uploads } from '../db/schema';
import type { TestMember } from './sign-in';

/** Helpers of the contests' tests (kept beside them; nothing here runs in the app). */

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** The park-local time `ms` from `from` (a whole minute, as forms send it). */
export function parkTimeAt(from: Date, ms: number): string {
  return instantToParkLocal(new Date(from.getTime() + ms));
}

/** An upload row of `owner` (no file: the tests never fetch it). */
export async function uploadOf(db: Database, owner: TestMember): Promise<string> {
  const [row] = await db
    .insert(uploads)
    .values({
      ownerId: owner.id,
      width: 1600,
      height: 1200,
      thumbnailWidth: 400,
      thumbnailHeight: 300,
      byteSize: 1000,
    })
    .returning({ id: uploads.id });
  return row!.id;
}

/**
 * A contest made by `admin` through the API: entries open `openInMs` from `now` for
 * `entryMs`, voting for `votingMs` after that.
 */
export async function createContestVia(
  app: FastifyInstance,
  admin: TestMember,
  now: Date,
  times: { openInMs?: number; entryMs?: number; votingMs?: number; winnerCount?: number } = {},
): Promise<{ id: string } & Record<string, unknown>> {
  const openInMs = times.openInMs ?? -HOUR_MS;
  const entryMs = times.entryMs ?? 2 * DAY_MS;
  const votingMs = times.votingMs ?? 2 * DAY_MS;
  await app.rateLimiter.reset(`contests:manage:${admin.id}`);
  const res = await app.inject({
    method: 'POST',
    url: '/api/contests',
    headers: admin.headers,
    payload: {
      title: 'Castle at blue hour',
      theme: 'Cinderella Castle between sunset and dark',
      rules: 'One photo of your own. No heavy filters.',
      entriesOpenAt: parkTimeAt(now, openInMs),
      entriesCloseAt: parkTimeAt(now, openInMs + entryMs),
      votingEndsAt: parkTimeAt(now, openInMs + entryMs + votingMs),
      ...(times.winnerCount ? { winnerCount: times.winnerCount } : {}),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}
