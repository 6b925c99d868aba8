import { pickVersion } from '../actors.js';
import type { CommandContext } from '../context.js';
import { table } from '../output/format.js';

/**
 * `turnkeeper catalog <ruleset>`: the named actors of a ruleset's catalog (NetHack's monsters),
 * usable by name in `odds` and `simulate`.
 *
 * @example
 * ```ts
 * await catalogCommand(ctx, 'nethack', { version: '3.4.3' });
 * ```
 */
export async function catalogCommand(ctx: CommandContext, id: string, opts: { version?: string; json?: boolean }): Promise<void> {
  const { ruleset } = await ctx.installed(id);
  const version = pickVersion(ruleset, opts.version);
  const entries = ruleset.analysis.catalog(version);
  if (opts.json) {
    ctx.io.out(JSON.stringify({ ruleset: ruleset.id, version, entries }, null, 2) + '\n');
    return;
  }
  if (entries.length === 0) {
    ctx.io.out(`${ruleset.title} has no catalog: name actors by kind and fields (turnkeeper schema ${ruleset.id})\n`);
    return;
  }
  ctx.io.out(table(['name', 'kind', 'speed', 'spec'], entries.map((e) => [e.name, e.kind, e.speed === undefined ? '—' : String(e.speed), JSON.stringify(e.spec)])) + '\n');
}
