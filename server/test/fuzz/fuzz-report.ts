import type { SeenAnswer } from './fuzz-oracle';
import type { Surface } from './fuzz-requests';

/** How a request was sent: through `app.inject`, or as raw bytes on a socket. */
export type Channel = 'inject' | 'raw';

/**
 * One kind of failure: what was wrong, on which routes, the first request that showed it and
 * how often it recurred. A 5xx, a stack trace or SQL is a kind of its own on each route; a
 * wrong error shape is one kind across routes when the answers agree (same status, same code),
 * since one cause (say, Fastify's own 400 for a bad escape) shows up on every route.
 */
export interface Failure {
  surface: Surface;
  channel: Channel;
  problems: string[];
  status: number;
  routes: Set<string>;
  firstRoute: string;
  input: string;
  answer: string;
  count: number;
}

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text;

/** The error code an answer carries, whatever its shape: to tell causes apart. */
function codeOf(answer: SeenAnswer | null): string {
  if (!answer) return 'none';
  try {
    const body = JSON.parse(answer.body) as Record<string, unknown> & { error?: unknown };
    const nested =
      body.error && typeof body.error === 'object'
        ? (body.error as { code?: unknown }).code
        : undefined;
    return String(nested ?? body.code ?? body.error_code ?? body.error ?? '?');
  } catch {
    return answer.body.slice(0, 40);
  }
}

/** Counts of what the fuzzer sent and saw, and the failures it found. */
export class FuzzReport {
  readonly routes = new Set<string>();
  requests = 0;
  status2xx3xx = 0;
  status4xx = 0;
  status5xx = 0;
  noAnswer = 0;
  private readonly failures = new Map<string, Failure>();

  /** Records an answer to a request to `route`; `problems` empty when it was fine. */
  record(
    where: { surface: Surface; channel: Channel; route: string },
    input: string,
    answer: SeenAnswer | null,
    problems: string[],
  ): void {
    this.routes.add(where.route);
    this.requests += 1;
    if (!answer) this.noAnswer += 1;
    else if (answer.status >= 500) this.status5xx += 1;
    else if (answer.status >= 400) this.status4xx += 1;
    else this.status2xx3xx += 1;
    if (problems.length === 0) return;
    const status = answer?.status ?? 0;
    const perRoute = status >= 500 || problems.some((p) => /stack|SQL|could not be sent/.test(p));
    const key = [
      where.surface,
      where.channel,
      status,
      problems.join(', '),
      perRoute ? where.route : codeOf(answer),
    ].join(' | ');
    const known = this.failures.get(key);
    if (known) {
      known.count += 1;
      known.routes.add(where.route);
      return;
    }
    this.failures.set(key, {
      surface: where.surface,
      channel: where.channel,
      problems,
      status,
      routes: new Set([where.route]),
      firstRoute: where.route,
      input: clip(input, 300),
      answer: clip(answer ? answer.body.replace(/\s+/g, ' ') : 'no answer', 240),
      count: 1,
    });
  }

  /** The failures `which` selects, one paragraph each, for an assertion message. */
  failureLines(which: (failure: Failure) => boolean): string[] {
    return [...this.failures.values()].filter(which).map((f) => {
      const routes = [...f.routes];
      const where =
        routes.length === 1
          ? f.firstRoute
          : `${routes.length} routes (${routes.slice(0, 8).join(', ')}${routes.length > 8 ? ', …' : ''})`;
      return `${f.status || 'no answer'} [${f.problems.join('; ')}] on ${where} ×${f.count}\n    first: ${f.firstRoute}: ${f.input}\n    answer: ${f.answer}`;
    });
  }

  /** The one-line summary for the CI log. */
  summary(engine: string, seed: number, runs: number): string {
    return `[fuzz ${engine}] seed ${seed}, ${runs} random runs a route: ${this.routes.size} routes covered, ${this.requests} requests sent, ${this.status2xx3xx} 2xx/3xx, ${this.status4xx} 4xx, ${this.status5xx} 5xx, ${this.noAnswer} unanswered, ${this.failures.size} kinds of failure`;
  }
}
