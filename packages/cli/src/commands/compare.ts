import type { ActorId } from '@turnkeeper/core';
import { CliError, notOneOf } from '../cli-error.js';
import type { CommandContext } from '../context.js';
import type { InstalledRuleset } from '../discover.js';
import { duelFor, ratioText, type Duel } from '../duel.js';
import { colours } from '../io.js';
import { checkWritable, timeline, writeSvg } from '../output/charts.js';
import { csv } from '../output/csv.js';
import { answer, exactness, number, quantityJson } from '../output/format.js';
import { marks, prose, table } from '../output/layout.js';
import { parseCount } from './numbers.js';
import { betweenLaw } from './odds.js';

/**
 * Options of `turnkeeper compare` (and of the default duel).
 *
 * @example
 * ```ts
 * const o: CompareOptions = { ratio: '1.5', actions: '24' };
 * ```
 */
export interface CompareOptions {
  readonly ratio?: string;
  readonly turns?: string;
  readonly actions?: string;
  readonly only?: string;
  readonly json?: boolean;
  readonly csv?: boolean;
  readonly svg?: string;
}

interface Row {
  readonly installed: InstalledRuleset;
  readonly duel: Duel;
  readonly aRate: number;
  readonly bRate: number;
  readonly odds: Awaited<ReturnType<typeof betweenLaw>>['law'];
  readonly order: { readonly who: 'A' | 'B'; readonly time: number }[];
}

/** The duel in the ruleset's real loop (seed 1): `actions` turns, or until you have acted `yours` times. */
function play(installed: InstalledRuleset, duel: Duel, limit: { readonly actions?: number; readonly yours?: number }): Row['order'] {
  const r = installed.ruleset;
  const loop = r.create({ seed: 1 });
  const ids: Record<'A' | 'B', ActorId> = { A: 'A', B: 'B' };
  loop.add(ids.A, duel.a.spec).add(ids.B, duel.b.spec);
  const order: Row['order'] = [];
  let yours = 0;
  // A bound on the turns handed out, whatever the limit asked: a monster far faster than you.
  for (let i = 0; i < 100_000; i++) {
    if (limit.actions !== undefined && order.length >= limit.actions) break;
    const turn = loop.next();
    if (turn.actor === 'A' && limit.yours !== undefined && yours++ >= limit.yours) break;
    order.push({ who: turn.actor === 'A' ? 'A' : 'B', time: turn.time });
    loop.act(turn.actor, { kind: r.kindList.find((k) => k.name === turn.kind)?.defaultAction });
  }
  return order;
}

/**
 * `turnkeeper compare`: one question across every installed ruleset, side by side: you at normal
 * speed against a monster `--ratio` times as fast, picked from each ruleset's own speed table —
 * each game's long-run rates, its exact double-move odds, and the first turns of the duel in its
 * real loop (`--actions N` turns handed out, default 16, or `--turns N` of your own turns). With
 * no command, `turnkeeper` runs this at 1.5×.
 *
 * @example
 * ```ts
 * await compareCommand(ctx, { ratio: '2' });
 * ```
 */
export async function compareCommand(ctx: CommandContext, opts: CompareOptions): Promise<void> {
  if (opts.svg) checkWritable(opts.svg, ctx.io.cwd);
  const ratio = opts.ratio === undefined ? 1.5 : Number(opts.ratio.replace(/[x×]$/, ''));
  if (!Number.isFinite(ratio) || ratio <= 0 || ratio > 100)
    throw new CliError(`--ratio: expected a number from 0 (exclusive) to 100, like 1.5 or 2x; got "${opts.ratio ?? ''}"`);
  if (opts.turns !== undefined && opts.actions !== undefined) throw new CliError('give --turns (your own turns) or --actions (turns handed out), not both');
  const limit =
    opts.turns !== undefined ? { yours: parseCount(opts.turns, '--turns', 8, 1, 1000) } : { actions: parseCount(opts.actions, '--actions', 16, 1, 10_000) };
  const { installed, problems } = await ctx.discovery();
  const ids = installed.map((i) => i.ruleset.id);
  const chosen =
    opts.only === undefined
      ? installed
      : opts.only.split(',').map((id) => {
          const found = installed.find((i) => i.ruleset.id === id.trim());
          if (!found) throw new CliError(`--only: ${notOneOf('ruleset', id.trim(), ids, 'installed')}`);
          return found;
        });
  const rows: Row[] = [];
  for (const inst of chosen) {
    const duel = duelFor(inst.analysis, undefined, ratio);
    const rate = (spec: Record<string, unknown>): number => inst.analysis.rate({ actor: { spec } }).perTurn.value;
    const { law } = await betweenLaw(
      inst,
      { a: { spec: duel.a.spec }, b: { spec: duel.b.spec }, version: inst.ruleset.meta.defaultVersion, options: undefined },
      { samples: 100_000, seed: 1, monteCarlo: false, progress: ctx.io.tty },
    );
    rows.push({ installed: inst, duel, aRate: rate(duel.a.spec), bRate: rate(duel.b.spec), odds: law, order: play(inst, duel, limit) });
  }
  if (opts.svg) {
    // One panel per ruleset on one axis: your own turns (each game's time × your rate in it).
    await writeSvg(
      opts.svg,
      timeline(
        [
          `One duel: a monster ${ratioText(ratio)} as you, under each ruleset`,
          'time in your own turns (1 = the time you take for one action), the same axis for every game',
        ],
        rows.flatMap((r) =>
          r.order.map((o) => ({
            group: `${r.installed.ruleset.id} ${r.installed.ruleset.meta.defaultVersion}`,
            lane: o.who === 'A' ? `you: ${r.duel.a.label}` : `monster: ${r.duel.b.label}`,
            time: (o.time * r.aRate) / r.installed.ruleset.meta.units.turn.length,
          })),
        ),
        'your turns',
      ),
      ctx.io.cwd,
    );
  }
  if (opts.json) {
    ctx.io.out(compareJson(ratio, rows, problems));
    return;
  }
  if (opts.csv) {
    ctx.io.out(compareCsv(rows));
    return;
  }
  const c = colours(ctx.io.tty);
  const w = ctx.width;
  const out = [prose(c.bold(`One duel under every installed ruleset: you at normal speed against a monster ${ratioText(ratio)}`), w)];
  out.push(
    table(
      ['ruleset', 'you', 'monster', 'monster acts', 'double move'],
      rows.map((r) => [
        `${r.installed.ruleset.id} ${r.installed.ruleset.meta.defaultVersion}`,
        r.duel.a.label,
        r.duel.b.label,
        `${number(Math.round((r.bRate / r.aRate) * 1000) / 1000)}× as often`,
        answer(r.odds.atLeast(2)),
      ]),
      { width: w },
    ),
  );
  out.push(prose('double move: the chance that the monster acts twice or more between two of your actions', w));
  const span = limit.yours !== undefined ? `${limit.yours} of your turns` : `first ${String(limit.actions)} turns`;
  out.push(prose(c.bold(`The ${span} of each duel in its real loop (Y = you, m = the monster):`), w));
  const labelWidth = Math.max(...rows.map((r) => r.installed.ruleset.id.length));
  for (const r of rows)
    out.push(
      marks(
        r.installed.ruleset.id,
        r.order.map((o) => (o.who === 'A' ? c.green('Y') : c.red('m'))),
        labelWidth,
        w,
      ),
    );
  for (const p of problems) out.push(prose(c.yellow(`warning: ${p}`), w));
  if (opts.svg) out.push(`wrote ${opts.svg}`);
  ctx.io.out(out.join('\n') + '\n');
}

/** The duels as `--csv` prints them. */
function compareCsv(rows: readonly Row[]): string {
  return csv(
    ['ruleset', 'version', 'you', 'monster', 'monster acts (x as often)', 'P(K >= 2)', 'fraction', 'how'],
    rows.map((r) => {
      const p = r.odds.atLeast(2);
      return [
        r.installed.ruleset.id,
        r.installed.ruleset.meta.defaultVersion,
        r.duel.a.label,
        r.duel.b.label,
        r.bRate / r.aRate,
        p.value,
        p.fraction?.toString() ?? '',
        exactness(p),
      ];
    }),
  );
}

/** The duels as `--json` prints them. */
function compareJson(ratio: number, rows: readonly Row[], problems: readonly string[]): string {
  const rulesets = rows.map((r) => ({
    id: r.installed.ruleset.id,
    version: r.installed.ruleset.meta.defaultVersion,
    you: { label: r.duel.a.label, spec: r.duel.a.spec, actionsPerTurn: r.aRate },
    monster: { label: r.duel.b.label, spec: r.duel.b.spec, actionsPerTurn: r.bRate },
    actualRatio: r.duel.ratio,
    doubleMove: quantityJson(r.odds.atLeast(2)),
    between: r.odds.toJSON(),
    timeline: r.order,
  }));
  return JSON.stringify({ ratio, rulesets, problems }, null, 2) + '\n';
}
