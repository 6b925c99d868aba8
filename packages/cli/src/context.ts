import { fileURLToPath } from 'node:url';
import type { Discovery, InstalledRuleset } from './discover.js';
import type { CliIo } from './io.js';
import { CliError, notOneOf } from './cli-error.js';
import { terminalWidth } from './output/layout.js';

/**
 * What every command gets: the IO, the width to lay text out in, and the installed rulesets
 * (discovered once, on first use).
 *
 * @example
 * ```ts
 * import { CommandContext, processIo } from '@turnkeeper/cli';
 * const ctx = new CommandContext(processIo());
 * const { installed } = await ctx.discovery();
 * ```
 */
export class CommandContext {
  readonly io: CliIo;
  /** Columns for tables and prose: the terminal's, else `$COLUMNS`, else 80. `--json`/`--csv` ignore it. */
  readonly width: number;
  /** Set by a command that ends differently from a plain success (130: stopped by Ctrl-C). */
  exitCode = 0;
  private found: Promise<Discovery> | undefined;

  constructor(io: CliIo, width: number = terminalWidth()) {
    this.io = io;
    this.width = width;
  }

  /** The installed rulesets, searched from the working folder and from the CLI's own install. */
  discovery(): Promise<Discovery> {
    // Running from TypeScript sources (development), sibling packages resolve to their sources too.
    const fromSource = import.meta.url.endsWith('.ts');
    // Imported here, not at the top: `--help` and bad flags never load a ruleset (nor core).
    this.found ??= import('./discover.js').then(({ discoverRulesets }) =>
      discoverRulesets({
        from: [this.io.cwd, fileURLToPath(new URL('.', import.meta.url))],
        conditions: fromSource ? ['@turnkeeper/source', 'import', 'default'] : ['import', 'default'],
      }),
    );
    return this.found;
  }

  /** The installed ruleset with this id (a one-line error listing the installed ones otherwise). */
  async installed(id: string): Promise<InstalledRuleset> {
    const { installed, problems } = await this.discovery();
    const found = installed.find((i) => i.ruleset.id === id);
    if (found) return found;
    const line = notOneOf(
      'ruleset',
      id,
      installed.map((i) => i.ruleset.id),
      'installed',
    );
    // The ruleset asked for may be in a package discovery had to skip: say where to see why.
    if (problems.length === 0) throw new CliError(line);
    throw new CliError(`${line}; ${problems.length} plugin package${problems.length === 1 ? '' : 's'} could not be used (turnkeeper list says why)`);
  }
}
