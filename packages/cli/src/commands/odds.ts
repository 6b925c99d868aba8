import type { AnyRuleset, Law } from '@turnkeeper/core';
import { parseActor, parseOptionsFlag, pickVersion, type ActorArg } from '../actors.js';
import { CliError } from '../cli-error.js';
import type { CommandContext } from '../context.js';
import type { InstalledRuleset } from '../discover.js';
import { duelFor } from '../duel.js';
import { colours } from '../io.js';
import { pooledMonteCarlo } from '../monte-carlo.js';
import { oddsHeatmap, writeSvg } from '../output/charts.js';
import { fraction, lawRows, percent, quantityJson, table } from '../output/format.js';

/**
 * Options of `turnkeeper odds`.
 *
 * @example
 * ```ts
 * const o: OddsOptions = { b: 'soldier ant', version: '3.6.0' };
 * ```
 */
export interface OddsOptions {
  readonly a?: string;
  readonly b: string;
  readonly aAction?: string;
  readonly bAction?: string;
  readonly version?: string;
  readonly options?: string;
  readonly samples?: string;
  readonly seed?: string;
  readonly monteCarlo?: boolean;
  readonly maxRisk?: string;
  readonly json?: boolean;
  readonly svg?: string;
}

function positiveInt(text: string | undefined, flag: string, fallback: number, min = 1): number {
  if (text === undefined) return fallback;
  const n = Number(text.replace(/_/g, ''));
  if (!Number.isSafeInteger(n) || n < min) throw new CliError(`${flag}: expected an integer ≥ ${min}, got "${text}"`);
  return n;
}

/**
 * A risk threshold: `5%` or `0.05`.
 *
 * @example
 * ```ts
 * parseRisk('5%'); // 0.05
 * ```
 */
export function parseRisk(text: string): number {
  const t = text.trim();
  const x = t.endsWith('%') ? Number(t.slice(0, -1)) / 100 : Number(t);
  if (!Number.isFinite(x) || x <= 0 || x >= 1) throw new CliError(`--max-risk: expected a probability between 0 and 1, like 5% or 0.05; got "${text}"`);
  return x;
}

interface Question {
  readonly a: { readonly spec: unknown; readonly action?: unknown };
  readonly b: { readonly spec: unknown; readonly action?: unknown };
  readonly version: string;
  readonly options: Record<string, unknown> | undefined;
}

/**
 * The law of B's actions between two of A's: exact when the ruleset has it, else a Monte Carlo
 * across worker threads (or always, with `monteCarlo`).
 *
 * @example
 * ```ts
 * const { law } = await betweenLaw(installed, question, { samples: 200_000, seed: 1, monteCarlo: false, progress: true });
 * ```
 */
export async function betweenLaw(
  installed: InstalledRuleset,
  q: Question,
  mc: { readonly samples: number; readonly seed: number; readonly monteCarlo: boolean; readonly progress: boolean },
): Promise<{ law: Law; interrupted: boolean }> {
  const query = { a: q.a, b: q.b, version: q.version, options: q.options };
  if (!mc.monteCarlo) {
    const probe = installed.ruleset.analysis.between({ ...query, samples: 100, seed: mc.seed });
    if (probe.exact) return { law: probe, interrupted: false };
  }
  return pooledMonteCarlo(installed, 'between', query, { samples: mc.samples, seed: mc.seed, progress: mc.progress });
}

function actorJson(a: ActorArg): Record<string, unknown> {
  return { label: a.label, spec: a.spec, ...(a.action ? { action: a.action } : {}) };
}

function ask(a: ActorArg): { spec: unknown; action?: unknown } {
  return a.action ? { spec: a.spec, action: a.action } : { spec: a.spec };
}

/** A's speed-table rows (at most `max`, evenly spread), each as A's spec with that speed. */
function speedVariants(ruleset: AnyRuleset, a: ActorArg, version: string, options: Record<string, unknown> | undefined, max = Infinity): { label: string; spec: Record<string, unknown> }[] {
  const kind = String(a.spec.kind);
  const t = ruleset.analysis.speedTable({ kind, version, options });
  const rows = t.rows.length <= max ? t.rows : Array.from({ length: max }, (_, i) => t.rows[Math.round((i * (t.rows.length - 1)) / (max - 1))] ?? t.rows[0]);
  return rows.filter((r): r is NonNullable<typeof r> => r !== undefined).map((r) => ({ label: r.display, spec: { ...a.spec, ...r.spec } }));
}

/**
 * `turnkeeper odds <ruleset> --b <actor> [--a <actor>]`: how many times B acts between two actions
 * of A — exact fractions and percentages where the ruleset knows the law, a Monte Carlo with
 * intervals where it does not; `--max-risk 5%` answers the inverse (which speed of A keeps B's
 * double-move odds under 5%); `--svg` draws the odds heatmap over both speed tables.
 *
 * @example
 * ```ts
 * await oddsCommand(ctx, 'nethack', { b: 'soldier ant' });
 * ```
 */
export async function oddsCommand(ctx: CommandContext, id: string, opts: OddsOptions): Promise<void> {
  const installed = await ctx.installed(id);
  const { ruleset } = installed;
  const version = pickVersion(ruleset, opts.version);
  const options = parseOptionsFlag(opts.options);
  if (opts.a === undefined && opts.aAction !== undefined) throw new CliError('--a-action needs --a');
  // Without --a, A is the player (or the first kind) at normal speed.
  const a = opts.a !== undefined ? parseActor(ruleset, opts.a, version, '--a', opts.aAction) : duelFor(ruleset, version, 1).a;
  const b = parseActor(ruleset, opts.b, version, '--b', opts.bAction);
  const mc = { samples: positiveInt(opts.samples, '--samples', 200_000, 100), seed: positiveInt(opts.seed, '--seed', 1, 0), monteCarlo: opts.monteCarlo === true, progress: ctx.io.tty };
  const { law, interrupted } = await betweenLaw(installed, { a: ask(a), b: ask(b), version, options }, mc);
  if (interrupted) ctx.exitCode = 130; // the shell's code for "stopped by SIGINT"; the partial result is printed

  let inverse: { label: string; risk: Law }[] | undefined;
  let threshold: number | undefined;
  if (opts.maxRisk !== undefined) {
    threshold = parseRisk(opts.maxRisk);
    inverse = [];
    for (const v of speedVariants(ruleset, a, version, options)) {
      inverse.push({ label: v.label, risk: (await betweenLaw(installed, { a: { spec: v.spec, action: a.action }, b: ask(b), version, options }, { ...mc, samples: Math.min(mc.samples, 20_000) })).law });
    }
  }

  if (opts.svg) {
    const rowsA = speedVariants(ruleset, a, version, options, 12);
    const rowsB = speedVariants(ruleset, b, version, options, 16);
    const cells: { a: string; b: string; p: number; aOrder: number; bOrder: number }[] = [];
    for (const [i, ra] of rowsA.entries()) {
      for (const [j, rb] of rowsB.entries()) {
        const cell = await betweenLaw(installed, { a: { spec: ra.spec, action: a.action }, b: { spec: rb.spec, action: b.action }, version, options }, { ...mc, samples: 2_000, progress: false });
        cells.push({ a: ra.label, b: rb.label, p: cell.law.atLeast(2).value, aOrder: i, bOrder: j });
      }
    }
    await writeSvg(opts.svg, oddsHeatmap(`${ruleset.title} ${version}: P(${String(b.spec.kind)} acts twice or more between two actions of ${String(a.spec.kind)})`, cells, `${String(a.spec.kind)} speed`, `${String(b.spec.kind)} speed`));
  }

  const best = inverse?.find((x) => (threshold ?? 0) > x.risk.atLeast(2).high);
  if (opts.json) {
    ctx.io.out(
      JSON.stringify(
        {
          ruleset: ruleset.id,
          version,
          a: actorJson(a),
          b: actorJson(b),
          law: law.toJSON(),
          doubleMove: quantityJson(law.atLeast(2)),
          tripleMove: quantityJson(law.atLeast(3)),
          interrupted,
          ...(inverse
            ? { maxRisk: threshold, bySpeed: inverse.map((x) => ({ speed: x.label, doubleMove: quantityJson(x.risk.atLeast(2)) })), slowestSafeSpeed: best?.label ?? null }
            : {}),
        },
        null,
        2,
      ) + '\n',
    );
    return;
  }
  const c = colours(ctx.io.tty);
  const out: string[] = [];
  out.push(c.bold(`${ruleset.title} ${version}: how often ${b.label} acts between two actions of ${a.label}`));
  out.push(table(['k', 'P(K = k)', '%'], lawRows(law)));
  out.push(`double move  P(K ≥ 2) = ${fraction(law.atLeast(2))}  (${percent(law.atLeast(2))})`);
  out.push(`triple move  P(K ≥ 3) = ${fraction(law.atLeast(3))}  (${percent(law.atLeast(3))})`);
  out.push(`mean         E[K] = ${fraction(law.mean)}`);
  out.push(c.dim(`${law.exact ? 'exact' : 'estimate'} — ${law.method}`));
  if (interrupted) out.push(c.yellow('interrupted: the result above is what the finished samples measured'));
  if (inverse && threshold !== undefined) {
    out.push('');
    out.push(c.bold(`${String(a.spec.kind)} speed against ${b.label}: double-move odds by speed (want under ${percent({ value: threshold, exact: true, low: threshold, high: threshold })})`));
    out.push(table(['speed', 'P(K ≥ 2)'], inverse.map((x) => [x.label, percent(x.risk.atLeast(2))])));
    out.push(best ? `the slowest speed in the table that keeps it under: ${c.bold(best.label)}` : 'no speed in the table keeps it under that');
  }
  if (opts.svg) out.push(`wrote ${opts.svg}`);
  ctx.io.out(out.join('\n') + '\n');
}
