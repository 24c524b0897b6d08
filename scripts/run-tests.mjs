// Runs every test: Vitest (unit and API tests, on PGlite and, when TEST_DATABASE_URL is set,
// PostgreSQL), then the production build and the Playwright browser tests in Chromium.
// Ends with one line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';

const outputDir = '.test-output';
rmSync(outputDir, { recursive: true, force: true });
mkdirSync(outputDir, { recursive: true });

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  } catch {
    return null;
  }
}

let passed = 0;
let failed = 0;

const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${outputDir}/vitest.json`,
]);
const vitest = readJson(`${outputDir}/vitest.json`);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
}
// A test that passed on its retry (CI) kept the first attempt's errors: name it.
const passedOnRetry = (vitest?.testResults ?? []).flatMap((file) =>
  file.assertionResults
    .filter((test) => test.status === 'passed' && test.failureMessages.length > 0)
    .map((test) => `${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}`),
);

if (vitestStatus !== 0 && (!vitest || vitest.numFailedTests === 0)) failed += 1;

const buildStatus = run('npm', ['run', 'build']);
if (buildStatus !== 0) {
  console.error('The production build failed, so the browser tests could not run.');
  failed += 1;
} else {
  const playwrightStatus = run('npx', ['playwright', 'test']);
  const report = readJson(`${outputDir}/playwright.json`);
  if (report?.stats) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
  }
  if (playwrightStatus !== 0 && (!report?.stats || report.stats.unexpected === 0)) failed += 1;
}

for (const name of passedOnRetry) console.log(`Vitest: passed on a retry: ${name}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
