import { pickVersion } from '../actors.js';
import type { CommandContext } from '../context.js';
import { titled } from '../output/format.js';
import { csv } from '../output/csv.js';
import { prose, table } from '../output/layout.js';

/**
 * Options of `turnkeeper catalog`.
 *
 * @example
 * ```ts
 * const o: CatalogOptions = { version: '3.4.3', csv: true };
 * ```
 */
export interface CatalogOptions {
  readonly version?: string;
  readonly json?: boolean;
  readonly csv?: boolean;
}

/**
 * `turnkeeper catalog <ruleset>`: the named actors of a ruleset's catalog (NetHack's monsters),
 * usable by name in `odds` and `simulate`.
 *
 * @example
 * ```ts
 * await catalogCommand(ctx, 'nethack', { version: '3.4.3' });
 * ```
 */
export async function catalogCommand(ctx: CommandContext, id: string, opts: CatalogOptions): Promise<void> {
  const { ruleset, analysis } = await ctx.installed(id);
  const version = pickVersion(ruleset, opts.version);
  const entries = analysis.catalog(version);
  if (opts.json) {
    ctx.io.out(JSON.stringify({ ruleset: ruleset.id, version, entries }, null, 2) + '\n');
    return;
  }
  if (entries.length === 0 && !opts.csv) {
    ctx.io.out(prose(`${ruleset.meta.title} has no catalog: name actors by kind and fields (turnkeeper schema ${ruleset.id} --kind <kind>)`, ctx.width) + '\n');
    return;
  }
  // The spec column only when it says more than the name (NetHack's entries are { name } alone).
  const extra = (spec: Record<string, unknown>): string => {
    const rest = Object.fromEntries(Object.entries(spec).filter(([k]) => k !== 'name' && k !== 'kind'));
    return Object.keys(rest).length > 0 ? JSON.stringify(rest) : '';
  };
  const withSpec = entries.some((e) => extra(e.spec as Record<string, unknown>) !== '');
  const head = ['name', 'kind', 'speed', ...(withSpec ? ['other fields'] : [])];
  const rows = entries.map((e) => [
    e.name,
    e.kind,
    e.speed === undefined ? '—' : String(e.speed),
    ...(withSpec ? [extra(e.spec as Record<string, unknown>)] : []),
  ]);
  if (opts.csv) {
    ctx.io.out(
      csv(
        [...head.slice(0, 3), 'spec'],
        entries.map((e) => [e.name, e.kind, e.speed === undefined ? '' : String(e.speed), JSON.stringify(e.spec)]),
      ),
    );
    return;
  }
  ctx.io.out(prose(`${titled(ruleset, version)}: ${entries.length} named actors, usable by name (--b "${entries[0]?.name ?? ''}")`, ctx.width) + '\n');
  ctx.io.out(table(head, rows, { width: ctx.width, align: ['left', 'left', 'right'] }) + '\n');
}
