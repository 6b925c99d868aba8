import { parseOptionsFlag, pickVersion } from '../actors.js';
import type { CommandContext } from '../context.js';
import { csv } from '../output/csv.js';
import { speedCurve, writeSvg } from '../output/charts.js';
import { fraction, number, quantityJson, table } from '../output/format.js';

/**
 * Options of `turnkeeper table`.
 *
 * @example
 * ```ts
 * const o: TableOptions = { kind: 'monster', version: '3.4.3', csv: true };
 * ```
 */
export interface TableOptions {
  readonly kind?: string;
  readonly version?: string;
  readonly options?: string;
  readonly json?: boolean;
  readonly csv?: boolean;
  readonly svg?: string;
}

/**
 * `turnkeeper table <ruleset>`: the speed table of one actor kind in the game's own display.
 *
 * @example
 * ```ts
 * await tableCommand(ctx, 'frogcomposband', { csv: true });
 * ```
 */
export async function tableCommand(ctx: CommandContext, id: string, opts: TableOptions): Promise<void> {
  const { ruleset } = await ctx.installed(id);
  const version = pickVersion(ruleset, opts.version);
  const t = ruleset.analysis.speedTable({ kind: opts.kind, version, options: parseOptionsFlag(opts.options) });
  if (opts.svg) {
    await writeSvg(
      opts.svg,
      speedCurve(
        `${ruleset.title} ${version}: ${t.kind} speed`,
        t.rows.map((r) => ({ speed: r.speed, actionsPerTurn: r.actionsPerTurn.value, display: r.display })),
        t.field,
        `actions per ${ruleset.units.turn.name}`,
      ),
    );
  }
  if (opts.json) {
    ctx.io.out(
      JSON.stringify(
        { ...t, rows: t.rows.map((r) => ({ speed: r.speed, spec: r.spec, gain: quantityJson(r.gain), actionsPerTurn: quantityJson(r.actionsPerTurn), display: r.display })) },
        null,
        2,
      ) + '\n',
    );
    return;
  }
  const head = [t.field, t.gainUnit, `actions per ${ruleset.units.turn.name}`, 'display'];
  const rows = t.rows.map((r) => [String(r.speed), fraction(r.gain), fraction(r.actionsPerTurn), r.display]);
  if (opts.csv) {
    ctx.io.out(csv([...head, 'gain (decimal)', 'actions per turn (decimal)'], t.rows.map((r, i) => [...(rows[i] ?? []), number(r.gain.value), number(r.actionsPerTurn.value)])));
    return;
  }
  ctx.io.out(`${ruleset.title} ${version} — ${t.kind} speed table\n${table(head, rows)}\ndisplay: ${t.displayName}\n`);
  if (opts.svg) ctx.io.out(`wrote ${opts.svg}\n`);
}
