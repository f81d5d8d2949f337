#!/usr/bin/env node
/**
 * `npm test`: every check of the project, in order, on this machine:
 *   typecheck, lint (ESLint + Prettier), unit and integration tests (vitest),
 *   a build of every brand (or $BRANDS), and the Playwright e2e suite against those builds.
 * It runs all steps even when one fails, then prints one line "N passed, N failed" summing the
 * test suites (typecheck, lint and each brand build count as one check each).
 *
 * The builds run beside typecheck, lint and the unit tests: a build keeps one of two cores busy
 * (user and system time 690 s in 674 s for seven brands), and so does vitest's one worker.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const results = { passed: 0, failed: 0 };
const failures = [];
fs.mkdirSync('reports', { recursive: true });
// One seed clock for every step: builds and the e2e run against them date content alike past midnight.
process.env.SEED_CLOCK ||= new Date().toISOString().slice(0, 10);

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`◀ ${title}: ${result.status === 0 ? 'ok' : `failed (exit ${result.status})`} in ${seconds} s`);
  return result.status === 0;
}

/**
 * Starts a step in the background with its output in `logFile`; the promise tells whether it
 * passed, once its output has been printed.
 */
function runInBackground(title, command, args, logFile) {
  console.log(`\n▶ ${title}, beside the next steps: ${command} ${args.join(' ')} (output below when done)`);
  const started = Date.now();
  const output = fs.openSync(logFile, 'w');
  const child = spawn(command, args, { stdio: ['ignore', output, output], env: process.env });
  const status = new Promise((resolve) => {
    child.once('error', () => resolve(null));
    child.once('close', resolve);
  });
  return async () => {
    // A step still running once the others are done says where it is, every five minutes: if it
    // never ends, the run's last lines say where it stuck.
    const heartbeat = setInterval(() => {
      const lines = fs.readFileSync(logFile, 'utf8').trimEnd().split('\n');
      const minutes = ((Date.now() - started) / 60_000).toFixed(0);
      console.log(`… ${title} still running after ${minutes} min; its last lines:\n${lines.slice(-3).join('\n')}`);
    }, 5 * 60_000);
    const code = await status;
    clearInterval(heartbeat);
    fs.closeSync(output);
    console.log(`\n▶ ${title}: output`);
    process.stdout.write(fs.readFileSync(logFile));
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`◀ ${title}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds} s`);
    return code === 0;
  };
}

function check(title, command, args) {
  if (run(title, command, args)) results.passed += 1;
  else {
    results.failed += 1;
    failures.push(title);
  }
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Adds a suite's counts from its JSON report; a suite that wrote no report counts as one failure. */
function countSuite(title, ok, report, counts) {
  const found = report ? counts(report) : undefined;
  if (!found) {
    results.failed += 1;
    failures.push(`${title} (no report)`);
    return;
  }
  results.passed += found.passed;
  results.failed += found.failed;
  if (found.failed > 0 || !ok) failures.push(title);
  if (!ok && found.failed === 0) results.failed += 1;
}

const buildsDone = runInBackground(
  'build every brand',
  'npx',
  ['tsx', 'scripts/build-brands.ts'],
  'reports/builds.log',
);

check('typecheck', 'npx', ['tsc', '--noEmit']);
check('lint', 'npm', ['run', '--silent', 'lint']);

for (const file of ['reports/vitest.json', 'reports/page-weight.json', 'reports/playwright.json'])
  fs.rmSync(file, { force: true });

const unitOk = run('unit and integration tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=reports/vitest.json',
]);
countSuite('vitest', unitOk, readJson('reports/vitest.json'), (report) => ({
  passed: report.numPassedTests,
  failed: report.numFailedTests + (report.numTodoTests ?? 0) + (report.numPendingTests ?? 0),
}));

const buildsOk = await buildsDone();
if (buildsOk) results.passed += 1;
else {
  results.failed += 1;
  failures.push('brand builds');
}

const weightOk = run('page-weight budget of each build', 'npx', ['tsx', 'bench/check-weight.ts']);
countSuite('page weight', weightOk, readJson('reports/page-weight.json'), (report) => report);

const e2eOk = run('e2e (Playwright, Chromium)', 'npx', ['playwright', 'test'], { CI: process.env.CI ?? '' });
countSuite('playwright', e2eOk, readJson('reports/playwright.json'), (report) => ({
  passed: report.stats.expected,
  failed: report.stats.unexpected + report.stats.flaky + report.stats.skipped,
}));

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed === 0 ? 0 : 1);
