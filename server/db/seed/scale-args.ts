import { parseArgs } from 'node:util';

/** What `npm run seed:scale` was asked to do. */
export interface ScaleOptions {
  users: number;
  posts: number;
  /** Follow pairs among the new members (default 30 per member). */
  follows: number;
  /** Likes on the new posts (default 5 per post). */
  likes: number;
  notificationsPerUser: number;
  batchSize: number;
  /** Groups owned by new members (default: one per 30 members, at most 300, when there are posts). */
  groups: number;
  /** Memberships of new members besides the owners' (default 3 per member when there are groups). */
  groupMemberships: number;
  /**
   * The searched kinds (issue 28), by default in proportion to the posts: a checklist per 10
   * posts, a tip per 5, an event per 50, a contest per 1,000 (at most 1,000) and a creator per
   * 100 (at most one per member).
   */
  checklists: number;
  tips: number;
  events: number;
  contests: number;
  creators: number;
}

/** A command-line mistake; the message is one line meant for the person who typed it. */
export class ScaleArgsError extends Error {
  override name = 'ScaleArgsError';
}

/** The help text printed for `--help` and after a command-line mistake. */
export const SCALE_USAGE = `Usage: npm run seed:scale -- --users N [--posts M] [--follows F] [--likes L] [--notifications-per-user K] [--batch-size B]

  --users N                   profiles to add (1 to 10,000,000)
  --posts M                   posts by the new members (0 to 10,000,000, default 0)
  --follows F                 follows among the new members (0 to 100,000,000, default 30 per member)
  --likes L                   likes on the new posts (0 to 100,000,000, default 5 per post)
  --notifications-per-user K  notifications per new profile (0 to 100, default 3)
  --batch-size B              rows per INSERT statement (1 to 5,000, default 1,000)
  --groups G                  groups owned by new members, one in five private, about 10% of the
                              new posts moved into them (0 to 100,000; default one per 30
                              members, at most 300, when --posts is given, else 0)
  --group-memberships J       memberships of new members (0 to 100,000,000, default 3 per member)
  --checklists C, --tips T, --events E, --contests K, --creators R
                              the searched kinds (each 0 to 10,000,000; default one checklist per
                              10 posts, one tip per 5, one event per 50, one contest per 1,000
                              and one creator per 100)

Writes to DATABASE_URL when set, else to the embedded PGlite database in DATA_DIR
(stop the server first: PGlite allows one process at a time).`;

function readCount(
  raw: string | undefined,
  flag: string,
  limits: { min: number; max: number; fallback?: number },
): number {
  if (raw === undefined) {
    if (limits.fallback === undefined) throw new ScaleArgsError(`--${flag} is required`);
    return limits.fallback;
  }
  const text = raw.replaceAll('_', '').replaceAll(',', '').trim();
  if (!/^\d+$/.test(text))
    throw new ScaleArgsError(`--${flag} must be a whole number, got "${raw}"`);
  const value = Number(text);
  if (value < limits.min || value > limits.max) {
    throw new ScaleArgsError(
      `--${flag} must be between ${limits.min.toLocaleString('en-US')} and ${limits.max.toLocaleString('en-US')}, got ${value.toLocaleString('en-US')}`,
    );
  }
  return value;
}

/**
 * Parses and validates the scale seeder's flags (`--users 10000` or `--users=10000`;
 * `_` and `,` separators allowed). Returns null when help was asked for.
 * @throws ScaleArgsError on an unknown flag, a missing `--users` or a value out of range.
 */
export function parseScaleArgs(argv: readonly string[]): ScaleOptions | null {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        users: { type: 'string' },
        posts: { type: 'string' },
        follows: { type: 'string' },
        likes: { type: 'string' },
        'notifications-per-user': { type: 'string' },
        'batch-size': { type: 'string' },
        groups: { type: 'string' },
        'group-memberships': { type: 'string' },
        checklists: { type: 'string' },
        tips: { type: 'string' },
        events: { type: 'string' },
        contests: { type: 'string' },
        creators: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (err) {
    throw new ScaleArgsError(err instanceof Error ? err.message.split('\n')[0]! : String(err));
  }
  if (values.help) return null;
  const users = readCount(values.users, 'users', { min: 1, max: 10_000_000 });
  const posts = readCount(values.posts, 'posts', { min: 0, max: 10_000_000, fallback: 0 });
  const groups = readCount(values.groups, 'groups', {
    min: 0,
    max: 100_000,
    fallback: posts > 0 ? Math.min(300, Math.ceil(Math.min(users, 100_000) / 30)) : 0,
  });
  return {
    users,
    posts,
    follows: readCount(values.follows, 'follows', {
      min: 0,
      max: 100_000_000,
      fallback: users > 1 ? users * 30 : 0,
    }),
    likes: readCount(values.likes, 'likes', { min: 0, max: 100_000_000, fallback: posts * 5 }),
    notificationsPerUser: readCount(values['notifications-per-user'], 'notifications-per-user', {
      min: 0,
      max: 100,
      fallback: 3,
    }),
    batchSize: readCount(values['batch-size'], 'batch-size', { min: 1, max: 5000, fallback: 1000 }),
    groups,
    groupMemberships: readCount(values['group-memberships'], 'group-memberships', {
      min: 0,
      max: 100_000_000,
      fallback: groups > 0 ? Math.min(users, 100_000) * 3 : 0,
    }),
    ...contentCounts(values, users, posts),
  };
}

/** The searched kinds' counts: as given, else in proportion to the posts (see `ScaleOptions`). */
function contentCounts(
  values: Partial<Record<'checklists' | 'tips' | 'events' | 'contests' | 'creators', string>>,
  users: number,
  posts: number,
) {
  const count = (flag: keyof typeof values, fallback: number) =>
    readCount(values[flag], flag, { min: 0, max: 10_000_000, fallback });
  return {
    checklists: count('checklists', Math.floor(posts / 10)),
    tips: count('tips', Math.floor(posts / 5)),
    events: count('events', Math.floor(posts / 50)),
    contests: count('contests', Math.min(1000, Math.floor(posts / 1000))),
    creators: count('creators', Math.min(Math.min(users, 100_000), Math.floor(posts / 100))),
  };
}
