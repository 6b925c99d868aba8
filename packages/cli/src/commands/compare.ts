import type { ActorId } from '@turnkeeper/core';
import { CliError } from '../cli-error.js';
import type { CommandContext } from '../context.js';
import type { InstalledRuleset } from '../discover.js';
import { duelFor, ratioText, type Duel } from '../duel.js';
import { colours } from '../io.js';
import { timeline, writeSvg } from '../output/charts.js';
import { fraction, number, percent, quantityJson, table } from '../output/format.js';
import { betweenLaw } from './odds.js';

/**
 * Options of `turnkeeper compare` (and of the default duel).
 *
 * @example
 * ```ts
 * const o: CompareOptions = { ratio: '1.5', turns: '24' };
 * ```
 */
export interface CompareOptions {
  readonly ratio?: string;
  readonly turns?: string;
  readonly only?: string;
  readonly json?: boolean;
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

/** The first `steps` turns of the duel in the ruleset's real loop (seed 1). */
function play(installed: InstalledRuleset, duel: Duel, steps: number): Row['order'] {
  const r = installed.ruleset;
  const loop = r.create({ seed: 1 });
  const ids: Record<'A' | 'B', ActorId> = { A: 'A', B: 'B' };
  loop.add(ids.A, duel.a.spec).add(ids.B, duel.b.spec);
  const order: Row['order'] = [];
  for (let i = 0; i < steps; i++) {
    const turn = loop.next();
    order.push({ who: turn.actor === 'A' ? 'A' : 'B', time: turn.time });
    loop.act(turn.actor, { kind: r.kinds.find((k) => k.name === turn.kind)?.defaultAction });
  }
  return order;
}

/**
 * `turnkeeper compare`: one question across every installed ruleset, side by side: you at normal
 * speed against a monster `--ratio` times as fast, picked from each ruleset's own speed table —
 * each game's long-run rates, its exact double-move odds, and the first turns of the duel in its
 * real loop. With no command, `turnkeeper` runs this at 1.5×.
 *
 * @example
 * ```ts
 * await compareCommand(ctx, { ratio: '2' });
 * ```
 */
export async function compareCommand(ctx: CommandContext, opts: CompareOptions): Promise<void> {
  const ratio = opts.ratio === undefined ? 1.5 : Number(opts.ratio.replace(/[x×]$/, ''));
  if (!Number.isFinite(ratio) || ratio <= 0) throw new CliError(`--ratio: expected a positive number like 1.5 or 2x, got "${opts.ratio ?? ''}"`);
  const steps = opts.turns === undefined ? 16 : Number(opts.turns);
  if (!Number.isSafeInteger(steps) || steps < 1 || steps > 10_000) throw new CliError(`--turns: expected an integer from 1 to 10000, got "${opts.turns ?? ''}"`);
  const { installed, problems } = await ctx.discovery();
  const chosen = opts.only === undefined ? installed : opts.only.split(',').map((id) => {
    const found = installed.find((i) => i.ruleset.id === id.trim());
    if (!found) throw new CliError(`--only: unknown ruleset "${id.trim()}"; installed: ${installed.map((i) => i.ruleset.id).join(', ')}`);
    return found;
  });
  const rows: Row[] = [];
  for (const inst of chosen) {
    const duel = duelFor(inst.ruleset, undefined, ratio);
    const rate = (spec: Record<string, unknown>): number => inst.ruleset.analysis.rate({ actor: { spec } }).perTurn.value;
    const { law } = await betweenLaw(inst, { a: { spec: duel.a.spec }, b: { spec: duel.b.spec }, version: inst.ruleset.defaultVersion, options: undefined }, { samples: 100_000, seed: 1, monteCarlo: false, progress: ctx.io.tty });
    rows.push({ installed: inst, duel, aRate: rate(duel.a.spec), bRate: rate(duel.b.spec), odds: law, order: play(inst, duel, steps) });
  }
  if (opts.svg) {
    await writeSvg(
      opts.svg,
      timeline(
        `One duel: a monster ${ratioText(ratio)} as you, under each ruleset (time in game turns)`,
        rows.flatMap((r) => r.order.map((o) => ({ lane: `${r.installed.ruleset.id}: ${o.who === 'A' ? 'you' : 'monster'}`, time: o.time / r.installed.ruleset.units.turn.length }))),
        'game turns',
      ),
    );
  }
  if (opts.json) {
    ctx.io.out(
      JSON.stringify(
        {
          ratio,
          rulesets: rows.map((r) => ({
            id: r.installed.ruleset.id,
            version: r.installed.ruleset.defaultVersion,
            you: { label: r.duel.a.label, spec: r.duel.a.spec, actionsPerTurn: r.aRate },
            monster: { label: r.duel.b.label, spec: r.duel.b.spec, actionsPerTurn: r.bRate },
            actualRatio: r.duel.ratio,
            doubleMove: quantityJson(r.odds.atLeast(2)),
            between: r.odds.toJSON(),
            timeline: r.order,
          })),
          problems,
        },
        null,
        2,
      ) + '\n',
    );
    return;
  }
  const c = colours(ctx.io.tty);
  const out = [c.bold(`One duel under every installed ruleset: you at normal speed against a monster ${ratioText(ratio)}`)];
  out.push(
    table(
      ['ruleset', 'you', 'monster', 'monster acts', 'P(monster acts twice or more between two of your actions)'],
      rows.map((r) => [
        `${r.installed.ruleset.id} ${r.installed.ruleset.defaultVersion}`,
        r.duel.a.label,
        r.duel.b.label,
        `${number(Math.round((r.bRate / r.aRate) * 1000) / 1000)}× as often`,
        `${fraction(r.odds.atLeast(2))} = ${percent(r.odds.atLeast(2))}${r.odds.exact ? ' (exact)' : ''}`,
      ]),
    ),
  );
  out.push(c.bold(`The first ${steps} turns of each duel in its real loop (Y = you, m = the monster):`));
  const width = Math.max(...rows.map((r) => r.installed.ruleset.id.length));
  for (const r of rows) {
    const line = r.order.map((o) => (o.who === 'A' ? c.green('Y') : c.red('m'))).join(' ');
    out.push(`  ${r.installed.ruleset.id.padEnd(width)}  ${line}`);
  }
  for (const p of problems) out.push(c.yellow(`warning: ${p}`));
  if (opts.svg) out.push(`wrote ${opts.svg}`);
  ctx.io.out(out.join('\n') + '\n');
}
