// A reader that closes stdout early (`turnkeeper … | head -c 64`): the CLI ends quietly with code
// 0 — no EPIPE stack trace — and stops instead of computing output no one reads.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN, PACKAGE_DIR, withoutAnnouncement } from './run-bin.js';

interface Ended {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stderr: string;
  readonly ms: number;
}

/** The runs still going; none may outlive the tests (a CLI that ignores the closed pipe runs on). */
const alive = new Set<ChildProcess>();
afterAll(() => {
  for (const child of alive) child.kill('SIGKILL');
});

/** Runs the bin and closes its stdout after `keep` bytes (0: before it writes anything). */
function closedEarly(args: readonly string[], keep: number): Promise<Ended> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: PACKAGE_DIR, env: { ...process.env, NO_COLOR: '1' } });
    alive.add(child);
    let stderr = '';
    let got = 0;
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    // Errors on our end of the pipe once it is closed are expected and not the subject here.
    child.stdout.on('error', () => undefined);
    if (keep === 0) child.stdout.destroy();
    else
      child.stdout.on('data', (d: Buffer) => {
        got += d.length;
        if (got >= keep) child.stdout.destroy();
      });
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('close', (code, signal) => {
      alive.delete(child);
      clearTimeout(timer);
      resolve({ code, signal, stderr, ms: Date.now() - started });
    });
  });
}

const commands: readonly (readonly string[])[] = [
  ['simulate', 'generic', '--actor', 'a=actor:speed=100', '--actor', 'b=actor:speed=130', '--actions', '10000000', '--json'],
  ['simulate', 'nethack', '--actor', 'you=player', '--actor', 'ant=soldier ant', '--turns', '20000', '--all'],
  ['simulate', 'dcss', '--actor', 'you=player', '--actor', 'orc=monster:speed=10', '--turns', '1000'],
  ['catalog', 'nethack'],
  ['table', 'nethack', '--kind', 'monster', '--json'],
  ['odds', 'nethack', '--b', 'soldier ant', '--json'],
  ['odds', 'generic', '--a', 'actor:speed=100', '--b', 'actor:speed=130', '--monte-carlo', '--samples', '200000'],
  ['list'],
  ['compare', '--json'],
  [],
  ['schema', 'scenario'],
  ['--help'],
];

describe('stdout closed early', () => {
  it('ends with code 0 and no stack trace, before or after the first bytes', async () => {
    const failures: string[] = [];
    let cases = 0;
    for (const keep of [0, 64]) {
      for (const args of commands) {
        cases++;
        const r = await closedEarly(args, keep);
        // Nothing on stderr but a Monte Carlo's line that says it has started.
        if (r.code !== 0 || withoutAnnouncement(r.stderr).length > 0)
          failures.push(
            `${args.join(' ') || '(no command)'} (closed after ${keep} bytes): exit ${String(r.code)} ${String(r.signal)} in ${r.ms} ms: ${r.stderr.slice(0, 400)}`,
          );
      }
    }
    console.log(`stdout closed early: ${cases} cases, ${failures.length} failures`);
    expect(failures).toEqual([]);
  });
});
