import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result, type RunnerResult } from 'lighthouse';
import { allGuidePaths } from '../common/features/guides/guide-catalog';
import { openDatabase } from '../server/db/client';
import { seedDemo } from '../server/db/seed/demo-seed';
import { seedDemoSocial } from '../server/db/seed/demo-social';
import { createLocalPhotoStorage } from '../server/features/uploads/local-photo-storage';
import { seedDemoTrips } from '../server/db/seed/demo-trips';
import { seedNavigation } from '../server/features/navigation/navigation.seed';
import { fromProjectRoot, projectRoot } from '../server/lib/project-root';
import { startBenchServer } from './bench-server';
import { BENCH_MEMBER, demoPageIds, prepareMemberLoad, signInDemoMember } from './pages-member';
import { formatTable } from './table';

const USAGE = `Usage: npm run bench:pages [-- --build --page PATH ... --member-page PATH ... --report-dir DIR]

  --build             run \`npm run build\` first (done anyway when dist/ is missing)
  --page PATH         audit this page as a visitor (repeatable; {post}, {profile} and {trip}
                      in PATH stand for a demo post's, its author's and the public demo
                      trip report's id)
  --member-page PATH  audit a signed-in demo member's first load of this page (repeatable)
  --report-dir DIR    also write each page's full Lighthouse HTML report into DIR

Without --page and --member-page: the 11 guide pages, /, /activity, /search, /post/{post},
/profile/{profile} and /trip/{trip} as a visitor, then / and /feed as a member.

Lighthouse (mobile emulation, simulated throttling) against the production build, one page
at a time. Prints figures beside the targets; exits 0 whatever the figures, 1 when the server
cannot start or stops, or Lighthouse cannot audit a page.`;

const CHROME_PATH = '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The gzip level of `scripts/precompress.mjs`, so the figure matches the `.gz` files served. */
const GZIP_LEVEL = 9;
const KIB = 1024;
/** Lighthouse runs per page before a failure counts as a crash. */
const ATTEMPTS = 3;
/** Lighthouse runtime errors that a second run would only repeat (the page is broken). */
const FINAL_ERRORS = new Set(['ERRORED_DOCUMENT_REQUEST', 'FAILED_DOCUMENT_REQUEST']);

/**
 * Which targets a page has: `light` (the guides and the visitors' home), `public` (the other
 * public server-rendered pages), `member` (a signed-in member's first load of the app).
 */
type PageKind = 'light' | 'public' | 'member';

/** What every page should reach (issue 11). */
const TARGETS = {
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** Cumulative layout shift, strictly below. */
  cls: 0.05,
};

/** The targets of each kind of page: performance score at least, gzipped JavaScript (KiB) at most. */
const KIND_TARGETS: Record<PageKind, { label: string; performance?: number; jsGzipKib?: number }> =
  {
    light: { label: 'guides and /', performance: 100, jsGzipKib: 50 },
    public: { label: 'other public pages', performance: 95 },
    member: { label: "member's first load", jsGzipKib: 120 },
  };

/** The public pages a run audits by default (besides the guides), `{…}` filled from the demo data. */
const DEFAULT_PUBLIC_PAGES = [
  '/activity',
  '/search',
  '/post/{post}',
  '/profile/{profile}',
  '/trip/{trip}',
];
/** The pages whose first load for a signed-in member a run audits by default. */
const DEFAULT_MEMBER_PAGES = ['/', '/feed'];

/** One page to audit: where, as whom, and which targets apply. */
interface PageSpec {
  path: string;
  member: boolean;
  kind: PageKind;
}

/** The page's name in the report: its path, marked when loaded by a member. */
const pageLabel = (page: { path: string; member: boolean }) =>
  page.member ? `${page.path} (member)` : page.path;

interface ScriptSize {
  url: string;
  transferBytes: number;
  gzipBytes: number;
}

/** A page Lighthouse could not audit, even after retries. */
interface PageError {
  label: string;
  error: string;
}

interface PageResult {
  label: string;
  kind: PageKind;
  lhr: Result;
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  lcpMs: number;
  cls: number;
  tbtMs: number;
  scripts: ScriptSize[];
  jsTransferBytes: number;
  jsGzipBytes: number;
  missed: string[];
}

function readOptions() {
  const { values } = parseArgs({
    options: {
      build: { type: 'boolean' },
      page: { type: 'string', multiple: true },
      'member-page': { type: 'string', multiple: true },
      'report-dir': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const isDefault = !values.page && !values['member-page'];
  const visitorPaths = isDefault
    ? [...allGuidePaths, '/', ...DEFAULT_PUBLIC_PAGES]
    : (values.page ?? []);
  const memberPaths = isDefault ? DEFAULT_MEMBER_PAGES : (values['member-page'] ?? []);
  for (const page of [...visitorPaths, ...memberPaths]) {
    if (!page.startsWith('/'))
      throw new Error(`--page and --member-page take a path starting with /, got "${page}"`);
  }
  // Visitors first: Lighthouse clears the site's storage before each of their loads, and the
  // members' loads keep the session stored for them.
  const pages: PageSpec[] = [
    ...visitorPaths.map((path) => ({
      path,
      member: false,
      kind: (path === '/' || allGuidePaths.includes(path) ? 'light' : 'public') as PageKind,
    })),
    ...memberPaths.map((path) => ({ path, member: true, kind: 'member' as PageKind })),
  ];
  return {
    help: values.help ?? false,
    build: values.build ?? false,
    pages,
    reportDir: values['report-dir'],
  };
}

function log(line: string): void {
  process.stdout.write(`${line}\n`);
}

/** Runs `npm run build`, its output on stderr so stdout keeps only the report. */
async function build(): Promise<void> {
  log('Building the app (npm run build)...');
  const child = spawn('npm', ['run', 'build'], {
    cwd: projectRoot,
    stdio: ['ignore', process.stderr, 'inherit'],
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`npm run build failed (exit code ${String(code)})`);
}

/**
 * Adds the navigation and the demo community (members, their posts, photos, comments, likes and
 * follows) and its trips (the public trip report of `/trip/{trip}`).
 */
async function seed(dataDir: string): Promise<void> {
  const handle = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    await handle.migrate();
    await seedNavigation(handle.db);
    await seedDemo(handle.db);
    await seedDemoSocial(handle.db, createLocalPhotoStorage(dataDir));
    await seedDemoTrips(handle.db);
  } finally {
    await handle.close();
  }
}

interface PageServer {
  origin: string;
  /** Why the server is gone (exit status and its last output), or undefined while it runs. */
  failure(): string | undefined;
  stop(): Promise<void>;
}

/**
 * The built server (`dist/server/main.js`, {@link startBenchServer}) on a free port of
 * 127.0.0.1 with a throw-away, seeded PGlite DATA_DIR, removed again when it stops.
 */
async function startServer(): Promise<PageServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'magic-bench-pages-'));
  const removeData = () => rm(dataDir, { recursive: true, force: true });
  // On an early exit (time limit, Ctrl-C) leave no data behind; the server is stopped by
  // startBenchServer's own exit handler.
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  try {
    await seed(dataDir);
    const server = await startBenchServer({
      mode: 'dist',
      dataDir,
      databaseUrl: undefined,
      poolSize: undefined,
    });
    return {
      origin: server.origin,
      failure: server.failure,
      stop: async () => {
        await server.stop();
        await removeData();
      },
    };
  } catch (err) {
    await removeData();
    throw err;
  }
}

const gzipCache = new Map<string, Promise<number>>();

/** The gzip size of a script as this benchmark compresses it (fetched once per URL). */
function gzipSize(url: string): Promise<number> {
  let size = gzipCache.get(url);
  if (!size) {
    size = fetch(url).then(async (res) => {
      if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
      return gzipSync(Buffer.from(await res.arrayBuffer()), { level: GZIP_LEVEL }).length;
    });
    gzipCache.set(url, size);
  }
  return size;
}

interface NetworkRequestItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** The scripts the first load downloaded, with their transfer and gzip sizes. */
async function scriptSizes(lhr: Result, origin: string): Promise<ScriptSize[]> {
  const details = lhr.audits['network-requests']?.details;
  const items = (details && 'items' in details ? details.items : []) as NetworkRequestItem[];
  const scripts = items.filter(
    (item) => item.resourceType === 'Script' && /^https?:/.test(item.url),
  );
  return Promise.all(
    scripts.map(async (item) => {
      const transferBytes = item.transferSize ?? 0;
      // Only the app's own server is fetched again; anything else counts with its transfer size.
      const gzipBytes = item.url.startsWith(`${origin}/`)
        ? await gzipSize(item.url)
        : transferBytes;
      return { url: item.url, transferBytes, gzipBytes };
    }),
  );
}

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

function missedTargets(page: Omit<PageResult, 'missed'>): string[] {
  const missed: string[] = [];
  const { performance, jsGzipKib } = KIND_TARGETS[page.kind];
  if (performance !== undefined && page.scores.performance < performance) missed.push('Perf');
  if (page.scores.accessibility < TARGETS.accessibility) missed.push('A11y');
  if (page.scores.bestPractices < TARGETS.bestPractices) missed.push('BP');
  if (page.scores.seo < TARGETS.seo) missed.push('SEO');
  if (!(page.cls < TARGETS.cls)) missed.push('CLS');
  if (jsGzipKib !== undefined && page.jsGzipBytes > jsGzipKib * KIB) missed.push('JS');
  return missed;
}

async function auditPage(
  server: PageServer,
  spec: PageSpec,
  chromePort: number,
  reportDir: string | undefined,
  memberSession: () => Promise<string>,
): Promise<PageResult> {
  const { origin } = server;
  const pagePath = spec.path;
  const label = pageLabel(spec);
  const url = `${origin}${pagePath}`;
  let result: RunnerResult | undefined;
  let failure = '';
  // Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART, "run Lighthouse
  // again"): try a page up to ATTEMPTS times before giving up.
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    let retryable = true;
    try {
      if (spec.member) await prepareMemberLoad(chromePort, origin, await memberSession());
      result = await lighthouse(url, {
        port: chromePort,
        output: 'html',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        // A member's load keeps the session stored for it (the HTTP cache was emptied).
        disableStorageReset: spec.member,
        // The full-page screenshot only serves the HTML report's viewer.
        disableFullPageScreenshot: !reportDir,
      });
      const error = result?.lhr.runtimeError;
      failure = !result ? 'no result' : error ? `${error.code} ${error.message}` : '';
      // A page that answers with an error status will not load any better the next time.
      retryable = !error || !FINAL_ERRORS.has(error.code);
    } catch (err) {
      failure = err instanceof Error ? err.message : String(err);
    }
    if (!failure || !retryable || server.failure()) break;
    if (attempt < ATTEMPTS) {
      process.stderr.write(`  ${label}: attempt ${attempt} failed, retrying: ${failure}\n`);
    }
  }
  if (failure || !result) throw new Error(`Lighthouse could not audit ${label}: ${failure}`);
  const { lhr } = result;
  if (reportDir) {
    const base = pagePath === '/' ? 'home' : pagePath.slice(1).replace(/[^a-z0-9-]+/gi, '_');
    const name = spec.member ? `${base}.member` : base;
    await writeFile(path.join(reportDir, `${name}.html`), String(result.report));
  }
  const scripts = await scriptSizes(lhr, origin);
  const page = {
    label,
    kind: spec.kind,
    lhr,
    scores: {
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      bestPractices: score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
    },
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    scripts,
    jsTransferBytes: scripts.reduce((sum, s) => sum + s.transferBytes, 0),
    jsGzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
  };
  return { ...page, missed: missedTargets(page) };
}

const kib = (bytes: number) => (bytes / KIB).toFixed(1);

/** One row per page (or its error), then the targets under the columns they apply to. */
function formatResults(rows: readonly (PageResult | PageError)[]): string {
  const header = [
    'page',
    'Perf',
    'A11y',
    'BP',
    'SEO',
    'LCP (ms)',
    'CLS',
    'TBT (ms)',
    'JS gz (KB)',
    'missed',
  ];
  const kinds = [...new Set(rows.filter((p) => 'kind' in p).map((p) => p.kind))];
  const targets = (kinds.length > 0 ? kinds : (['light'] as PageKind[])).map((kind) => {
    const { label, performance, jsGzipKib } = KIND_TARGETS[kind];
    return [
      `target: ${label}`,
      performance === undefined ? '-' : performance === 100 ? '100' : `>= ${performance}`,
      String(TARGETS.accessibility),
      String(TARGETS.bestPractices),
      String(TARGETS.seo),
      '',
      `< ${TARGETS.cls}`,
      '',
      jsGzipKib === undefined ? '-' : `<= ${jsGzipKib}`,
      '',
    ];
  });
  const body = rows.map((p) =>
    'error' in p
      ? [p.label, ...header.slice(1, -1).map(() => '-'), 'NOT AUDITED']
      : [
          p.label,
          String(p.scores.performance),
          String(p.scores.accessibility),
          String(p.scores.bestPractices),
          String(p.scores.seo),
          Math.round(p.lcpMs).toString(),
          p.cls.toFixed(3),
          Math.round(p.tbtMs).toString(),
          kib(p.jsGzipBytes),
          p.missed.length === 0 ? '-' : p.missed.join(' '),
        ],
  );
  return formatTable([header, ...body, ...targets], { rules: [1, body.length + 1] });
}

type Audit = Result['audits'][string];

/** Lighthouse's estimate of what fixing an audit saves, per metric. */
function savings(audit: Audit) {
  const details = audit.details as { overallSavingsBytes?: number } | undefined;
  const metric = audit.metricSavings ?? {};
  return {
    ms: Math.max(metric.LCP ?? 0, metric.FCP ?? 0, metric.TBT ?? 0, metric.INP ?? 0),
    cls: metric.CLS ?? 0,
    bytes: details?.overallSavingsBytes ?? 0,
    metric,
  };
}

function formatSavings(audit: Audit): string {
  const { bytes, metric } = savings(audit);
  const parts: string[] = [];
  for (const name of ['LCP', 'FCP', 'TBT'] as const) {
    const ms = metric[name];
    if (ms) parts.push(`${name} -${Math.round(ms)} ms`);
  }
  if (metric.CLS) parts.push(`CLS -${metric.CLS.toFixed(3)}`);
  if (bytes) parts.push(`${kib(bytes)} KB`);
  if (parts.length === 0 && audit.displayValue) parts.push(audit.displayValue);
  return parts.length === 0 ? '' : ` (${parts.join(', ')})`;
}

/** Audits that cost points: score below 1 (null means informative, manual or not applicable). */
function failingAudits(lhr: Result, categoryId: string) {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  return category.auditRefs
    .filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden')
    .map((ref) => lhr.audits[ref.id]!)
    .filter((audit) => audit && audit.score !== null && audit.score < 1);
}

/** What to fix on the pages that miss a target. */
function formatFindings(pages: readonly PageResult[]): string {
  const blocks: string[] = [];
  for (const page of pages.filter((p) => p.missed.length > 0)) {
    const lines = [`${page.label} (missed: ${page.missed.join(', ')})`];
    for (const [id, label] of [
      ['accessibility', 'A11y'],
      ['best-practices', 'BP'],
      ['seo', 'SEO'],
    ] as const) {
      for (const audit of failingAudits(page.lhr, id)) {
        lines.push(`  ${label}: ${audit.title} [${audit.id}]`);
      }
    }
    // The biggest estimated savings first (time, then layout shift, then bytes).
    const perf = failingAudits(page.lhr, 'performance')
      .map((audit) => ({ audit, saves: savings(audit) }))
      .sort(
        (a, b) =>
          b.saves.ms - a.saves.ms || b.saves.cls - a.saves.cls || b.saves.bytes - a.saves.bytes,
      )
      .map(({ audit }) => audit)
      .slice(0, 5);
    for (const audit of perf) {
      lines.push(`  Perf: ${audit.title}${formatSavings(audit)} [${audit.id}]`);
    }
    if (page.missed.includes('JS')) {
      const largest = [...page.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 5);
      for (const script of largest) {
        lines.push(`  JS: ${kib(script.gzipBytes)} KB gz  ${new URL(script.url).pathname}`);
      }
    }
    blocks.push(lines.join('\n'));
  }
  return blocks.join('\n\n');
}

/** `npm run bench:pages`: Lighthouse on the public pages of the production build. */
async function main(): Promise<number> {
  const options = readOptions();
  if (options.help) {
    log(USAGE);
    return 0;
  }
  // Never hang: a page takes about 15 s; give up well after the planned runs should be done.
  setTimeout(
    () => {
      process.stderr.write('Page benchmark did not finish in time; stopping.\n');
      process.exit(1);
    },
    (options.pages.length * 60 + 300) * 1000,
  ).unref();

  if (
    options.build ||
    !existsSync(fromProjectRoot('dist/server/main.js')) ||
    !existsSync(fromProjectRoot('dist/web/index.html'))
  ) {
    await build();
  }
  if (options.reportDir) await mkdir(options.reportDir, { recursive: true });

  const server = await startServer();
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    const launched = chrome;
    process.once('exit', () => launched.kill());
    const version = await fetch(`http://127.0.0.1:${chrome.port}/json/version`)
      .then((res) => res.json() as Promise<{ Browser?: string }>)
      .then((info) => info.Browser ?? 'Chromium')
      .catch(() => 'Chromium');
    log(
      `Lighthouse on ${server.origin} (${version}, mobile emulation, simulated throttling): ` +
        `${options.pages.length} pages` +
        (options.pages.some((p) => p.member) ? `, members' loads as ${BENCH_MEMBER}` : ''),
    );
    const ids = options.pages.some((p) => /\{(post|profile|trip)\}/.test(p.path))
      ? await demoPageIds(server.origin)
      : { post: '', profile: '', trip: '' };
    // One sign-in for all the members' loads, made when the first one needs it.
    let session: Promise<string> | undefined;
    const memberSession = () => (session ??= signInDemoMember(server.origin));
    const rows: (PageResult | PageError)[] = [];
    for (const listed of options.pages) {
      const spec = {
        ...listed,
        path: listed.path
          .replace('{post}', ids.post)
          .replace('{profile}', ids.profile)
          .replace('{trip}', ids.trip),
      };
      const label = pageLabel(spec);
      const gone = server.failure();
      if (gone) throw new Error(`the server stopped during the run: ${gone}`);
      const startedAt = performance.now();
      try {
        rows.push(await auditPage(server, spec, chrome.port, options.reportDir, memberSession));
        const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
        log(`  ${label} done in ${seconds} s`);
      } catch (err) {
        const gone = server.failure();
        if (gone) throw new Error(`the server stopped during the run: ${gone}`);
        const error = err instanceof Error ? err.message : String(err);
        rows.push({ label, error });
        log(`  ${label} FAILED: ${error}`);
      }
    }
    const pages = rows.filter((row): row is PageResult => !('error' in row));
    const errors = rows.filter((row): row is PageError => 'error' in row);

    log(`\n${formatResults(rows)}\n`);
    if (pages.length > 0) {
      const transfers = pages.map((p) => p.jsTransferBytes);
      log(
        `JS gz: the scripts the first load downloads, gzipped here at level ${GZIP_LEVEL} ` +
          `(KB = 1024 bytes); Lighthouse saw ${kib(Math.min(...transfers))}-` +
          `${kib(Math.max(...transfers))} KB transferred (brotli).`,
      );
    }
    const missed = pages.filter((p) => p.missed.length > 0);
    if (missed.length === 0) {
      log(`All targets met on the ${pages.length} pages audited.`);
    } else {
      log(`Targets missed on ${missed.length} of ${pages.length} pages. What to fix:\n`);
      log(formatFindings(pages));
    }
    if (options.reportDir) log(`\nFull reports: ${options.reportDir}/*.html`);
    if (errors.length > 0) {
      log(`\nNot audited (Lighthouse failed): ${errors.map((e) => e.label).join(', ')}`);
      return 1;
    }
    return 0;
  } finally {
    chrome?.kill();
    await server.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(
      `Page benchmark failed: ${err instanceof Error ? err.message : String(err)}\n`,
    );
    process.exit(1);
  },
);
