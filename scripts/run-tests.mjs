#!/usr/bin/env node
// The README's test command: Debian's chromium for the browser test when it is missing, the
// formatter's check (Prettier), knip's check for unused exports, then lint, typecheck, every
// package's tests and the docs build through turbo, then one closing line "N passed, N failed"
// summed from each workspace's vitest JSON report (plus the lint, typecheck and docs tasks, the
// format check and knip, counted as one check each), which is what CI reads.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const workspaces = ['packages', 'apps', 'examples'].flatMap((dir) =>
  existsSync(join(root, dir)) ? readdirSync(join(root, dir)).map((name) => join(root, dir, name)) : [],
);

// Stale reports from an earlier run must not be counted.
for (const ws of workspaces) rmSync(join(ws, '.vitest-report.json'), { force: true });

// The browser test's chromium, installed from Debian's packages when missing.
spawnSync(process.execPath, [join(root, 'scripts', 'ensure-chromium.mjs')], { stdio: 'inherit' });

// The formatter's check (Prettier, whole tree): counted as one check below.
const format = spawnSync('pnpm', ['exec', 'prettier', '--check', '--log-level=warn', '.'], { cwd: root, stdio: 'inherit', env: process.env });

// Unused exports and types across the workspace (knip): counted as one check below.
const knip = spawnSync('pnpm', ['exec', 'knip'], { cwd: root, stdio: 'inherit', env: process.env });

const extra = process.argv.slice(2);
// As many tasks at once as the machine has cores: more only makes each property test slower (and
// a slow one can reach vitest's time limit) without finishing the whole run any sooner.
const concurrency = `--concurrency=${Math.max(2, availableParallelism())}`;
const turbo = spawnSync('pnpm', ['exec', 'turbo', 'run', 'lint', 'typecheck', 'test', 'docs', '--continue', '--summarize', concurrency, ...extra], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});

/**
 * A failure message in one line for the summary: its first line, and for a property that failed,
 * fast-check's seed and counterexample lines, which are what it takes to replay it.
 */
function oneLine(message) {
  const lines = String(message ?? 'no message').split('\n');
  const replay = lines.filter((l) => /^\s*(\{ seed: |Counterexample: )/.test(l)).map((l) => l.trim().slice(0, 300));
  return [lines[0].slice(0, 300), ...replay].join(' | ');
}

let passed = 0;
let failed = 0;
const problems = [];
for (const ws of workspaces) {
  const file = join(ws, '.vitest-report.json');
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  // A test file that failed with no failed test in it (it did not load, a hook threw) is one failure.
  // Each failure is named again at the end, beside the closing line: CI keeps only the tail of
  // the log, and a rare failure must say which test it was.
  for (const file of report.testResults ?? []) {
    const failures = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    const where = relative(root, file.name ?? ws);
    for (const a of failures) problems.push(`${where} > ${a.fullName}: ${oneLine(a.failureMessages?.[0])}`);
    if (file.status === 'failed' && failures.length === 0) {
      failed++;
      problems.push(`${where}: ${oneLine(file.message)}`);
    }
  }
}

// Lint and typecheck tasks from turbo's run summary (the newest file in .turbo/runs).
const runsDir = join(root, '.turbo', 'runs');
if (existsSync(runsDir)) {
  const newest = readdirSync(runsDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => join(runsDir, f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (newest) {
    const summary = JSON.parse(readFileSync(newest, 'utf8'));
    for (const task of summary.tasks ?? []) {
      const code = task.execution?.exitCode;
      if (task.task === 'test') {
        // A test task that failed without writing a report (crash, config error) is a failure too.
        const hasReport = existsSync(join(root, task.directory ?? '', '.vitest-report.json'));
        if (code !== 0 && code !== undefined && !hasReport) {
          failed++;
          problems.push(`${task.taskId}: exited ${code} without a test report`);
        }
        continue;
      }
      if (code === 0) passed++;
      else if (code !== undefined) {
        failed++;
        problems.push(`${task.taskId}: exited ${code}`);
      }
    }
  }
}

if (format.status === 0) passed++;
else {
  failed++;
  problems.push('format: prettier --check found files to format (run pnpm format)');
}

if (knip.status === 0) passed++;
else {
  failed++;
  problems.push('knip: unused exports or types (see above)');
}

for (const p of problems) console.log(`failed: ${p}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(turbo.status === 0 && format.status === 0 && knip.status === 0 && failed === 0 ? 0 : 1);
