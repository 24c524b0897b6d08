import { describe, expect, it } from 'vitest';
import { parseScaleArgs, ScaleArgsError } from './scale-args';

function errorOf(argv: string[]): string {
  try {
    parseScaleArgs(argv);
  } catch (err) {
    expect(err).toBeInstanceOf(ScaleArgsError);
    return (err as Error).message;
  }
  throw new Error(`accepted ${argv.join(' ')}`);
}

describe('parseScaleArgs', () => {
  it('reads --users and --posts with defaults for the rest', () => {
    expect(parseScaleArgs(['--users', '10000', '--posts', '50000'])).toEqual({
      users: 10_000,
      posts: 50_000,
      follows: 300_000,
      likes: 250_000,
      notificationsPerUser: 3,
      batchSize: 1000,
      groups: 300,
      groupMemberships: 30_000,
      checklists: 5000,
      tips: 10_000,
      events: 1000,
      contests: 50,
      creators: 500,
    });
  });

  it('accepts = syntax, separators and every flag', () => {
    expect(
      parseScaleArgs([
        '--users=1_000_000',
        '--posts=2,000',
        '--follows=0',
        '--likes',
        '7',
        '--notifications-per-user',
        '0',
        '--batch-size=500',
      ]),
    ).toEqual({
      users: 1_000_000,
      posts: 2000,
      follows: 0,
      likes: 7,
      notificationsPerUser: 0,
      batchSize: 500,
      groups: 300,
      groupMemberships: 300_000,
      checklists: 200,
      tips: 400,
      events: 40,
      contests: 2,
      creators: 20,
    });
  });

  it('returns null for --help', () => {
    expect(parseScaleArgs(['--help'])).toBeNull();
    expect(parseScaleArgs(['-h'])).toBeNull();
  });

  it('requires --users', () => {
    expect(errorOf([])).toBe('--users is required');
    expect(errorOf(['--posts', '5'])).toBe('--users is required');
  });

  it.each([
    [['--users', 'abc'], '--users must be a whole number, got "abc"'],
    [['--users', '-5'], '--users'],
    [['--users', '1.5'], '--users must be a whole number'],
    [['--users', '0'], '--users must be between 1 and 10,000,000, got 0'],
    [['--users', '20000000'], '--users must be between 1 and 10,000,000'],
    [['--users', '5', '--posts', 'many'], '--posts must be a whole number'],
    [['--users', '5', '--posts', '99999999'], '--posts must be between 0 and 10,000,000'],
    [['--users', '5', '--batch-size', '0'], '--batch-size must be between 1 and 5,000'],
    [['--users', '5', '--notifications-per-user', '101'], '--notifications-per-user must be'],
    [['--users', '5', '--bogus'], "Unknown option '--bogus'"],
    [['--users', '5', 'extra'], 'extra'],
    [['--users'], '--users'],
  ])('refuses %j', (argv, expected) => {
    const message = errorOf(argv);
    expect(message).toContain(expected);
    expect(message).not.toContain('\n');
  });
});
