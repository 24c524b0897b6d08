import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { readFuzzSettings } from './config';
import { serviceRoleToken } from './test/auth-admin-support';
import { relaxedIpLimits } from './test/auth-test-client';
import { describeEachDatabase, type TestContext } from './test/build-test-app';
import { listRegisteredRoutes, readApiOperations } from './test/route-discovery';
import { findProblems, surfaceOf, type SeenAnswer } from './test/fuzz/fuzz-oracle';
import { FuzzReport, type Failure } from './test/fuzz/fuzz-report';
import { baseMutations, classicRequests } from './test/fuzz/fuzz-cases';
import {
  fuzzRequests,
  plausibleRequest,
  type FuzzRequest,
  type FuzzTarget,
  type PersonaName,
  type Surface,
} from './test/fuzz/fuzz-requests';
import { createRouteFixture, discoverTargets, type RouteFixture } from './test/fuzz/fuzz-targets';
import { sendRawRequest } from './test/fuzz/raw-http';
import { classicRawRequests, rawRequests, type RawCase } from './test/fuzz/raw-requests';

/**
 * Property-based fuzzing of the whole app (fast-check): every operation of the live OpenAPI
 * document, every route the router has under `/auth/v1` and elsewhere, sent hostile input —
 * wrong types, missing and extra fields, huge and deep values, NUL and lone surrogates in
 * bodies, queries and paths, bad escapes, bad ids and cursors, wrong media types, prototype
 * keys, broken JSON, malformed HTTP on a real socket — as a visitor, a member, the service
 * role and a broken token. Every answer must be below 500, an error must be JSON in its part's
 * shape, no answer may carry a stack trace or SQL, and the server must stay healthy.
 *
 * Reproducible: a fixed seed unless FUZZ_SEED says otherwise; FUZZ_RUNS and FUZZ_RAW_RUNS set
 * how many random requests each route gets. Failures are collected, not stopped at, so one
 * run lists every kind found (the first request of each kind and how often it recurred).
 */
const settings = readFuzzSettings();

/** Personas probed, in the order the deepest one is chosen. */
const PROBED: PersonaName[] = ['member', 'service', 'anonymous'];

/** How far a plausible request got: through (2xx/3xx), refused by the route's rules, invalid, or stopped at the guard. */
function depthOf(status: number): number {
  if (status < 400) return 3;
  if (status === 401 || status === 403) return 0;
  if ([400, 413, 414, 415].includes(status)) return 1;
  return 2;
}

/** The target with the fixture's ids, emails and usernames among its plausible values. */
function withFixture(target: FuzzTarget, fixture: RouteFixture): FuzzTarget {
  return {
    ...target,
    hints: {
      ...target.hints,
      ids: fixture.ids,
      fieldValues: { ...fixture.fieldValues, ...target.hints.fieldValues },
    },
  };
}

/** A request as one line for the report. */
function describeRequest(request: FuzzRequest): string {
  const body =
    request.body === undefined ? '' : ` body ${JSON.stringify(String(request.body).slice(0, 120))}`;
  const type = request.headers['content-type'];
  return `${request.persona} ${request.method} ${request.url}${type === undefined ? '' : ` [${type}]`}${body} {${request.labels.join('; ')}}`;
}

describeEachDatabase(
  'fuzz: every route with hostile input',
  (ctx) => {
    const report = new FuzzReport();
    let targets: FuzzTarget[] = [];
    let serviceAuthorization = '';
    /** The port the app listens on once the raw-HTTP test has started it. */
    let port: number | undefined;

    beforeAll(async () => {
      targets = await discoverTargets(ctx().app);
      serviceAuthorization = `Bearer ${await serviceRoleToken()}`;
    });

    /** Sends a request through `app.inject`, judges the answer and records it. */
    async function exchange(
      target: FuzzTarget,
      request: FuzzRequest,
      tokens: Partial<Record<PersonaName, string>>,
    ): Promise<SeenAnswer | null> {
      const headers = { ...request.headers };
      const authorization =
        request.persona === 'junk' ? request.junkAuthorization : tokens[request.persona];
      if (authorization) headers.authorization = authorization;
      let answer: SeenAnswer | null = null;
      let problems: string[];
      try {
        const res = await ctx().app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers,
          remoteAddress: request.remoteAddress,
          ...(request.body !== undefined && { payload: request.body }),
        });
        answer = { status: res.statusCode, headers: res.headers, body: res.body };
        // inject resolves the URL as a browser would (dot segments, backslashes): judge the
        // answer by the path the app was given.
        const given = new URL(request.url, 'http://localhost');
        problems = findProblems(request.method, `${given.pathname}${given.search}`, answer);
      } catch (err) {
        problems = [`the request could not be sent: ${(err as Error).message}`];
      }
      report.record(
        { surface: target.surface, channel: 'inject', route: target.name },
        describeRequest(request),
        answer,
        problems,
      );
      return answer;
    }

    /**
     * Fuzzes one route: a fresh member (with content to point at), a plausible request as each
     * persona to learn who gets past the guard, the plausible request that got deepest as the
     * base of one-step mutations, the fixed classic cases, then FUZZ_RUNS random requests.
     */
    async function fuzzTarget(
      context: TestContext,
      target: FuzzTarget,
      withClassics: boolean,
    ): Promise<void> {
      const fixture = await createRouteFixture(context, target);
      const tokens = {
        member: fixture.member.headers.authorization,
        service: serviceAuthorization,
      };
      const routed = withFixture(target, fixture);
      const statuses = new Map<PersonaName, number>();
      for (const persona of PROBED) {
        const answer = await exchange(
          routed,
          plausibleRequest(routed, persona, settings.seed, true),
          tokens,
        );
        statuses.set(persona, answer?.status ?? 0);
      }
      const reaching = PROBED.filter((persona) => depthOf(statuses.get(persona) ?? 0) > 0);
      const best = reaching[0] ?? 'member';
      let base = plausibleRequest(routed, best, settings.seed, true);
      let depth = depthOf(statuses.get(best) ?? 0);
      // Two more tries if the first did not get through: other known values, then any values.
      for (let attempt = 1; attempt <= 2 && depth < 3; attempt += 1) {
        const candidate = plausibleRequest(routed, best, settings.seed + attempt, attempt === 1);
        const answer = await exchange(routed, candidate, tokens);
        if (answer && depthOf(answer.status) > depth)
          [base, depth] = [candidate, depthOf(answer.status)];
      }
      const weights = { anonymous: 1, member: 1, service: 1, junk: 1 };
      for (const persona of reaching) weights[persona] = 5;
      // Examples count among fast-check's runs: the classic cases come on top of FUZZ_RUNS.
      const classics = withClassics ? classicRequests(routed, base) : [];
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fuzzRequests(routed, weights), baseMutations(routed, base)),
          async (request) => {
            await exchange(routed, request, tokens);
          },
        ),
        {
          seed: settings.seed,
          numRuns: classics.length + (withClassics ? settings.runs : Math.ceil(settings.runs / 4)),
          examples: classics.map((request) => [request]),
        },
      );
    }

    /**
     * Whether a route is worth the classic cases and all the random runs: not when its path
     * answers every method with one handler (`app.all`), where GET and POST stand for the rest.
     */
    const hasOwnHandler = (target: FuzzTarget) =>
      ['GET', 'POST'].includes(target.method) ||
      targets.filter((t) => t.path === target.path).length < 7;

    const expectNoFailures = (which: (failure: Failure) => boolean) => {
      const lines = report.failureLines(which);
      expect(lines.length, `${lines.length} kinds of failure:\n${lines.join('\n')}`).toBe(0);
    };

    it('finds the routes in the live app: /api in its OpenAPI document, the rest in the router', async () => {
      const operations = await readApiOperations(ctx().app);
      const names = new Set(targets.map((t) => `${t.method} ${t.path}`));
      for (const operation of operations)
        expect(names).toContain(`${operation.method} ${operation.path}`);
      for (const route of listRegisteredRoutes(ctx().app)) {
        if (route.method !== 'HEAD') expect(names).toContain(`${route.method} ${route.path}`);
      }
      expect(targets.filter((t) => t.surface === 'auth').length).toBeGreaterThan(20);
    });

    const groups: [Surface, string][] = [
      ['api', 'every /api operation of the OpenAPI document'],
      ['auth', 'every /auth/v1 route'],
      ['other', 'every other route (pages, health, SEO, uploads, realtime)'],
    ];
    for (const [surface, title] of groups) {
      it(`${title}: never a 5xx, errors in their shape, no stack traces or SQL`, async () => {
        for (const target of targets.filter((t) => t.surface === surface)) {
          await fuzzTarget(ctx(), target, hasOwnHandler(target));
        }
        expectNoFailures((failure) => failure.surface === surface && failure.channel === 'inject');
      }, 300_000);
    }

    it('malformed HTTP on a real socket: never a 5xx, errors in their shape', async () => {
      const address = await ctx().app.listen({ port: 0, host: '127.0.0.1' });
      port = Number(new URL(address).port);
      const listening = port;
      const fixture = await createRouteFixture(ctx(), {
        surface: 'api',
        pathParams: [{ name: 'id', schema: {}, required: true }],
      });
      for (const target of targets) {
        const routed = withFixture(target, fixture);
        const { url } = plausibleRequest(routed, 'member', settings.seed, true);
        const base = {
          method: target.method,
          url,
          authorization: fixture.member.headers.authorization,
        };
        const sendCase = async (rawCase: RawCase) => {
          const result = await sendRawRequest(listening, rawCase.bytes);
          const problems = result.answer
            ? findProblems(target.method, rawCase.target, result.answer)
            : [`no answer: ${result.reason}`];
          const input = `raw ${target.method} ${JSON.stringify(rawCase.target.slice(0, 160))} {${rawCase.label}}`;
          report.record(
            { surface: surfaceOf(rawCase.target), channel: 'raw', route: target.name },
            input,
            result.answer,
            problems,
          );
        };
        const classics = classicRawRequests(base);
        await fc.assert(fc.asyncProperty(rawRequests(base), sendCase), {
          seed: settings.seed,
          numRuns: classics.length + settings.rawRuns,
          examples: classics.map((rawCase) => [rawCase]),
        });
      }
      expectNoFailures((failure) => failure.channel === 'raw');
    }, 300_000);

    it('stays healthy after the run', async () => {
      console.log(report.summary(ctx().engine, settings.seed, settings.runs));
      const res = await ctx().app.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode, res.body).toBe(200);
      if (port !== undefined) {
        const overHttp = await fetch(`http://127.0.0.1:${port}/healthz`);
        expect(overHttp.status).toBe(200);
      }
    });
  },
  withOauthServer(),
);

/** The relaxed per-IP limits, with the OAuth server on so its routes are fuzzed past 404. */
function withOauthServer() {
  const relaxed = relaxedIpLimits();
  const auth = relaxed.auth!;
  const oauthServer = { ...auth.oauthServer, isEnabled: true, isDynamicRegistrationAllowed: true };
  return { ...relaxed, auth: { ...auth, oauthServer } };
}
