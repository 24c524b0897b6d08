import { contentSearchTypes } from '../../../common/features/search/search-types';
import {
  encodeContentCursor,
  encodePersonCursor,
  encodePostCursor,
  encodeReviewCursor,
} from '../../features/search/search-cursor';
import { encodeCursor } from '../../lib/cursor';

/** Instants at and past what PostgreSQL's timestamps hold (there is no year 0 there). */
const EDGE_INSTANTS = [
  '0000-01-01T00:00:00Z',
  '0000-12-31T23:59:59.999999Z',
  '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999999Z',
  '2024-02-29T12:00:00.5Z',
  '2023-02-29T00:00:00Z',
  '2024-13-01T00:00:00Z',
];

const EDGE_IDS = [
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  '6ba7b810-9dad-11d1-80b4-00c04fd430c8',
  'not-a-uuid',
];

const EDGE_SCORES = [0, 1e-38, 1e-37, 1, 1e6, 1e7, -1, 0.1];

const EDGE_NAMES = ['', 'a\u0000b', '\ud800', 'x'.repeat(201), "o'brien", '%'];

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/**
 * Cursors a client could hand back: made with the app's own encoders (so they keep up with
 * its formats) from keys at the edges — year 0, Feb 29 of a common year, month 13, odd ids,
 * scores PostgreSQL's `real` cannot hold, names with NUL — and base64url text that is almost a
 * cursor. A server must answer each with a 400 (or a page), never a 500.
 */
export function edgeCursors(): string[] {
  const cursors = new Set<string>();
  for (const createdAt of EDGE_INSTANTS) {
    for (const id of EDGE_IDS) cursors.add(encodeCursor({ createdAt, id }));
  }
  for (const rank of EDGE_SCORES) {
    for (const createdAt of EDGE_INSTANTS.slice(0, 4)) {
      cursors.add(encodePostCursor({ rank, createdAt, id: EDGE_IDS[2] ?? '' }));
      cursors.add(encodeReviewCursor({ rank, createdAt, id: EDGE_IDS[1] ?? '' }));
    }
  }
  for (const score of EDGE_SCORES) {
    for (const username of EDGE_NAMES) cursors.add(encodePersonCursor({ score, username }));
  }
  for (const type of contentSearchTypes) {
    for (const sortAt of EDGE_INSTANTS.slice(0, 2)) {
      for (const id of ['not-a-uuid', EDGE_IDS[1] ?? '', '/disney-restaurants', 'a\u0000b']) {
        cursors.add(encodeContentCursor(type, { rank: EDGE_SCORES[7] ?? 0, sortAt, id }));
      }
    }
  }
  for (const text of [
    '|',
    'a|b|c',
    '["posts",null,null,null]',
    '["reviews",1]',
    '["people",1]',
    '{}',
    'null',
  ]) {
    cursors.add(base64url(text));
  }
  return [...cursors];
}
