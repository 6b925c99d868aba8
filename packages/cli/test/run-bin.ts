// Spawns the built `turnkeeper` bin, as a user's shell would.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The built bin (turbo builds the CLI and every workspace package before its tests). */
export const BIN = fileURLToPath(new URL('../dist/bin.js', import.meta.url));
export const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

if (!existsSync(BIN)) {
  // Run outside turbo (`npx vitest run` in this folder): build the CLI first.
  const r = spawnSync('npx', ['tsup'], { cwd: PACKAGE_DIR, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('could not build the CLI for its end-to-end tests');
}

/** What a run printed and how it ended. */
export interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly ms: number;
}

/** The environment of a spawned run: no colours, and 100 columns unless a test says otherwise. */
function envOf(env: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, NO_COLOR: '1', COLUMNS: '100', ...env };
}

/** Runs `turnkeeper …args` in `cwd` (default: the CLI package) and waits for it. */
export function turnkeeper(args: readonly string[], cwd = PACKAGE_DIR, env: Record<string, string> = {}): Run {
  const started = Date.now();
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', env: envOf(env), timeout: 180_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, ms: Date.now() - started };
}

/** The committed launcher (`bin/turnkeeper.js`), the `turnkeeper` bin a workspace install links. */
const SHIM = fileURLToPath(new URL('../bin/turnkeeper.js', import.meta.url));

/**
 * Runs `turnkeeper …args` from the TypeScript sources, as `pnpm turnkeeper` does in a clone: the
 * launcher under `--conditions=@turnkeeper/source`, so every ruleset found resolves to its sources
 * too (no build needed, the example plugins' included).
 */
export function turnkeeperFromSource(args: readonly string[], cwd = PACKAGE_DIR, env: Record<string, string> = {}): Run {
  const started = Date.now();
  const r = spawnSync(process.execPath, ['--conditions=@turnkeeper/source', SHIM, ...args], { cwd, encoding: 'utf8', env: envOf(env), timeout: 180_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, ms: Date.now() - started };
}

/**
 * Runs the bin, waits until it says on stderr that Ctrl-C is handled (`ready`), lets it work for
 * `workMs` more, sends SIGINT, and waits for it to finish. No fixed sleep before the signal: on
 * a loaded machine the CLI may take seconds to get there.
 */
export function interrupted(args: readonly string[], ready: RegExp, workMs: number): Promise<Run & { readonly sawReady: boolean }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: PACKAGE_DIR, env: envOf({}) });
    let stdout = '';
    let stderr = '';
    let timer: NodeJS.Timeout | undefined;
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
      if (timer === undefined && ready.test(stderr)) timer = setTimeout(() => child.kill('SIGINT'), workMs);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: Date.now() - started, sawReady: timer !== undefined });
    });
  });
}

/** The widest line of a text, in terminal columns. */
export function widest(text: string): number {
  return Math.max(0, ...text.split('\n').map((l) => Array.from(l).length));
}

/** A one-line error: one line on stderr, no stack trace. */
export function isOneLineError(r: Run): boolean {
  const lines = r.stderr.trim().split('\n');
  return r.code === 2 && lines.length === 1 && lines[0]?.startsWith('turnkeeper: ') === true && !/\n\s+at /.test(r.stderr);
}

/**
 * The lines of stderr, less the one a Monte Carlo prints once it has started (its input checked,
 * Ctrl-C handled; wrapped to the width), which scripts wait for before interrupting it.
 */
export function withoutAnnouncement(stderr: string): string[] {
  return stderr
    .replace(/^Monte Carlo \(Ctrl-C stops it and keeps what is done\):[^\n]*(\n {2}[^\n]*)*\n/m, '')
    .split('\n')
    .filter((l) => l !== '');
}
