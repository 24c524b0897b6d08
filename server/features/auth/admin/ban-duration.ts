import { validationFailed } from '../auth-error';

const UNIT_MS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  μs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

/**
 * Parses a Go duration (`time.ParseDuration`): an optional sign, then numbers with units, like
 * `24h`, `1h30m`, `1.5h`, `90s`, `-1h`; `0` alone is allowed. Returns milliseconds, or the
 * message Go gives for a bad one.
 */
export function parseGoDuration(text: string): number | string {
  const quoted = JSON.stringify(text);
  let rest = text;
  let sign = 1;
  if (rest.startsWith('-') || rest.startsWith('+')) {
    sign = rest.startsWith('-') ? -1 : 1;
    rest = rest.slice(1);
  }
  if (rest === '0') return 0;
  if (!rest) return `time: invalid duration ${quoted}`;
  let total = 0;
  while (rest) {
    const number = /^(\d*)(?:\.(\d*))?/.exec(rest);
    const digits = number?.[0] ?? '';
    if (!digits || digits === '.') return `time: invalid duration ${quoted}`;
    rest = rest.slice(digits.length);
    const unit = /^[^\d.]*/.exec(rest)?.[0] ?? '';
    if (!unit) return `time: missing unit in duration ${quoted}`;
    const factor = UNIT_MS[unit];
    if (factor === undefined)
      return `time: unknown unit ${JSON.stringify(unit)} in duration ${quoted}`;
    rest = rest.slice(unit.length);
    total += Number(digits) * factor;
  }
  return sign * total;
}

/**
 * The ban an admin asked for (`ban_duration`): undefined when the field is absent, null for
 * `none` or a zero duration (lift the ban), else the moment the ban ends.
 * @throws AuthError 400 `validation_failed` "invalid format for ban duration: …".
 */
export function resolveBan(
  banDuration: string | null | undefined,
  now: Date,
): Date | null | undefined {
  if (!banDuration) return undefined;
  if (banDuration === 'none') return null;
  const parsed = parseGoDuration(banDuration);
  if (typeof parsed === 'string') {
    throw validationFailed(`invalid format for ban duration: ${parsed}`);
  }
  if (parsed === 0) return null;
  const until = new Date(now.getTime() + parsed);
  if (Number.isNaN(until.getTime())) {
    throw validationFailed(
      `invalid format for ban duration: time: invalid duration "${banDuration}"`,
    );
  }
  return until;
}
