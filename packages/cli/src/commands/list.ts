import type { CommandContext } from '../context.js';
import { colours } from '../io.js';
import { csv } from '../output/csv.js';
import { naturalWidth, prose, table } from '../output/layout.js';

/**
 * Options of `turnkeeper list`.
 *
 * @example
 * ```ts
 * const o: ListOptions = { csv: true };
 * ```
 */
export interface ListOptions {
  readonly json?: boolean;
  readonly csv?: boolean;
}

/**
 * `turnkeeper list`: the installed rulesets, their versions (the default marked), units, actor
 * kinds and generators.
 *
 * @example
 * ```ts
 * await listCommand(ctx, { json: false });
 * ```
 */
export async function listCommand(ctx: CommandContext, opts: ListOptions): Promise<void> {
  const { installed, problems } = await ctx.discovery();
  if (opts.json) {
    ctx.io.out(
      JSON.stringify(
        {
          rulesets: installed.map(({ ruleset: r, packageName, packageVersion }) => ({
            id: r.id,
            title: r.meta.title,
            package: `${packageName}@${packageVersion}`,
            versions: r.meta.versions,
            defaultVersion: r.meta.defaultVersion,
            units: {
              time: r.meta.units.time.name,
              turn: r.meta.units.turn.name,
              turnLength: r.meta.units.turn.length,
              energy: r.meta.units.energy?.name ?? null,
            },
            kinds: r.kindList.map((k) => ({ name: k.name, label: k.label, max: Number.isFinite(k.max) ? k.max : null, actions: k.actions })),
            generator: r.random.generator?.kind ?? null,
          })),
          problems,
        },
        null,
        2,
      ) + '\n',
    );
    return;
  }
  const head = ['ruleset', 'title', 'package', 'versions (default *)', 'time', 'actors', 'game generator'];
  const rows = installed.map(({ ruleset: r, packageName, packageVersion }) => [
    r.id,
    r.meta.title,
    `${packageName}@${packageVersion}`,
    r.meta.versions.map((v) => (v === r.meta.defaultVersion ? `${v}*` : v)).join(', '),
    r.meta.units.turn.length === 1 ? r.meta.units.time.plural : `${r.meta.units.time.plural} (${r.meta.units.turn.length} a ${r.meta.units.turn.name})`,
    r.kindList.map((k) => (k.label === k.name ? k.name : `${k.name} (${k.label})`)).join(', '),
    r.random.generator?.kind ?? '—',
  ]);
  const c = colours(ctx.io.tty);
  if (opts.csv) ctx.io.out(csv(head, rows));
  else if (naturalWidth(head, rows) <= ctx.width)
    ctx.io.out(
      table(
        head,
        rows.map(([id, ...rest]) => [c.bold(id ?? ''), ...rest]),
        { width: ctx.width },
      ) + '\n',
    );
  else {
    // Too narrow for seven columns: one short block per ruleset, every line wrapped to the width.
    const blocks = rows.map(([id, title, pkg, versions, time, actors, generator]) =>
      [
        `${c.bold(id ?? '')} — ${title ?? ''} (${pkg ?? ''})`,
        `  versions (default *): ${versions ?? ''}`,
        `  time: ${time ?? ''}; actors: ${actors ?? ''}; game generator: ${generator ?? ''}`,
      ]
        .map((line) => prose(line, ctx.width))
        .join('\n'),
    );
    ctx.io.out(blocks.join('\n') + '\n');
  }
  for (const p of problems) ctx.io.err(`${c.yellow('warning')}: ${p}\n`);
}
