import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, type CliIo } from '@turnkeeper/cli';

/**
 * `<!-- cli: odds nethack --b "soldier ant" -->` in a guide: the command, run when the site is
 * built, and what it printed, inlined as a terminal block.
 */
export const CLI = /<!--\s*cli:\s*(.+?)\s*-->/g;

/** The width the guide's terminal blocks are laid out in (the CLI's default off a terminal). */
const GUIDE_COLUMNS = 80;

/**
 * Splits a command line as a POSIX shell would for the simple cases a guide writes: words,
 * "double-quoted" and 'single-quoted' words.
 *
 * @example
 * ```ts
 * shellWords('odds nethack --b "soldier ant"'); // ['odds', 'nethack', '--b', 'soldier ant']
 * ```
 */
function shellWords(line: string): string[] {
  const words: string[] = [];
  const re = /"([^"]*)"|'([^']*)'|(\S+)/g;
  for (let m = re.exec(line); m; m = re.exec(line)) words.push(m[1] ?? m[2] ?? m[3] ?? '');
  return words;
}

/**
 * One command of a guide and what the CLI printed for it.
 *
 * @example
 * ```ts
 * const run: CliRun = { command: 'list', output: '…', exitCode: 0 };
 * ```
 */
export interface CliRun {
  readonly command: string;
  readonly output: string;
  readonly exitCode: number;
}

/**
 * Runs every `<!-- cli: … -->` command of the guides in `guidesDir` through the real CLI
 * (in-process, `runCli`, the code the `turnkeeper` bin runs), from `cwd` so that it finds the
 * rulesets installed there, laid out in {@link GUIDE_COLUMNS} columns. A command that fails is
 * an error of the build.
 *
 * @example
 * ```ts
 * const runs = await runGuideCommands('apps/docs/guides', 'apps/docs');
 * ```
 */
export async function runGuideCommands(guidesDir: string, cwd: string): Promise<Map<string, CliRun>> {
  const runs = new Map<string, CliRun>();
  for (const file of readdirSync(guidesDir).filter((f) => f.endsWith('.md'))) {
    const text = readFileSync(join(guidesDir, file), 'utf8');
    for (const m of text.matchAll(CLI)) {
      const command = m[1] ?? '';
      if (runs.has(command)) continue;
      let output = '';
      const io: CliIo = { out: (s) => (output += s), err: (s) => (output += s), tty: false, cwd };
      const exitCode = await runCli(shellWords(command), io, GUIDE_COLUMNS);
      if (exitCode !== 0) throw new Error(`${file}: \`turnkeeper ${command}\` exited ${exitCode}: ${output.trim()}`);
      runs.set(command, { command, output, exitCode });
    }
  }
  return runs;
}
