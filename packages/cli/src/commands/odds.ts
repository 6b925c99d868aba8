import type { AnyAnalysis, Law, Quantity } from '@turnkeeper/core';
import { parseActor, parseOptionsFlag, pickVersion, type ActorArg } from '../actors.js';
import { CliError } from '../cli-error.js';
import type { CommandContext } from '../context.js';
import { fieldsOf } from '../contract.js';
import type { InstalledRuleset } from '../discover.js';
import { duelFor } from '../duel.js';
import { colours } from '../io.js';
import { checkWritable, oddsHeatmap, writeSvg } from '../output/charts.js';
import { csv } from '../output/csv.js';
import { answer, exactness, fraction, lawRows, number, percent, quantityJson, titled } from '../output/format.js';
import { prose, table } from '../output/layout.js';
import { inverseOnA, inverseOnB, type RiskRow } from './odds-inverse.js';
import { heatmapCells } from './odds-heatmap.js';
import { parseSamples, parseSeed } from './numbers.js';

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
  readonly b?: string;
  readonly aAction?: string;
  readonly bAction?: string;
  readonly version?: string;
  readonly options?: string;
  readonly samples?: string;
  readonly seed?: string;
  readonly monteCarlo?: boolean;
  readonly maxRisk?: string;
  readonly vary?: string;
  readonly json?: boolean;
  readonly csv?: boolean;
  readonly svg?: string;
}

/**
 * A risk threshold: `5%` or `0.05`.
 *
 * @example
 * ```ts
 * parseRisk('5%'); // 0.05
 * ```
 */
function parseRisk(text: string): number {
  const t = text.trim();
  const x = t.endsWith('%') ? Number(t.slice(0, -1)) / 100 : Number(t);
  if (!Number.isFinite(x) || x <= 0 || x >= 1) throw new CliError(`--max-risk: expected a probability between 0 and 1, like 5% or 0.05; got "${text}"`);
  return x;
}

/**
 * A question for `analysis.between`: both actors, the version and the options.
 *
 * @example
 * ```ts
 * const q: Question = { a: { spec: { kind: 'player' } }, b: { spec: { kind: 'monster', base: 18 } }, version: '3.6.7', options: undefined };
 * ```
 */
export interface Question {
  readonly a: { readonly spec: unknown; readonly action?: unknown };
  readonly b: { readonly spec: unknown; readonly action?: unknown };
  readonly version: string;
  readonly options: Record<string, unknown> | undefined;
}

/**
 * How a Monte Carlo runs: samples, seed, whether to simulate even where an exact law exists, and
 * whether to show a progress bar.
 *
 * @example
 * ```ts
 * const mc: MonteCarloRun = { samples: 200_000, seed: 1, monteCarlo: false, progress: true };
 * ```
 */
export interface MonteCarloRun {
  readonly samples: number;
  readonly seed: number;
  readonly monteCarlo: boolean;
  readonly progress: boolean;
  /**
   * Told, once the Monte Carlo has installed its Ctrl-C handler, what it runs (a line for
   * stderr): a script or test that wants to interrupt it waits for this.
   */
  readonly announce?: (line: string) => void;
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
export async function betweenLaw(installed: InstalledRuleset, q: Question, mc: MonteCarloRun): Promise<{ law: Law; interrupted: boolean }> {
  const query = { a: q.a, b: q.b, version: q.version, options: q.options };
  if (!mc.monteCarlo) {
    const probe = installed.analysis.between({ ...query, samples: 100, seed: mc.seed });
    if (probe.exact) return { law: probe, interrupted: false };
  }
  // The worker pool is loaded only when a Monte Carlo runs.
  const { pooledMonteCarlo } = await import('../monte-carlo.js');
  // Announced once the question has passed its check and Ctrl-C is handled: bad input stays one line.
  const started = (): void =>
    mc.announce?.(
      `Monte Carlo (Ctrl-C stops it and keeps what is done): ${mc.samples.toLocaleString('en-US')} samples of the ${installed.ruleset.id} loop on worker threads`,
    );
  return pooledMonteCarlo(installed, 'between', query, { samples: mc.samples, seed: mc.seed, progress: mc.progress, started });
}

function actorJson(a: ActorArg): Record<string, unknown> {
  return { label: a.label, spec: a.spec, ...(a.action ? { action: a.action } : {}) };
}

function ask(a: ActorArg): { spec: unknown; action?: unknown } {
  return a.action ? { spec: a.spec, action: a.action } : { spec: a.spec };
}

/** Actions per game turn of an actor (`undefined` when the ruleset cannot say). */
function rateOf(analysis: AnyAnalysis, a: ActorArg, version: string, options: Record<string, unknown> | undefined): number | undefined {
  try {
    return analysis.rate({ actor: ask(a), version, options }).perTurn.value;
  } catch {
    return undefined;
  }
}

/**
 * The one line that says why an answer looks surprising: an actor that never acts (with what the
 * ruleset's schema says of its speed field), or a B that never acts between two of A's actions.
 */
function explain(
  analysis: AnyAnalysis,
  version: string,
  a: ActorArg,
  b: ActorArg,
  rates: { a: number | undefined; b: number | undefined },
  law: Law,
): string | undefined {
  const ruleset = analysis.ruleset;
  const turn = ruleset.meta.units.turn.name;
  const why = (who: ActorArg): string => {
    const kind = String(who.spec.kind);
    let field: string | undefined;
    try {
      field = analysis.speedTable({ kind, version }).field;
    } catch {
      field = undefined;
    }
    const note = field === undefined ? undefined : fieldsOf(ruleset, 'spec', kind).find((f) => f.name === field)?.description;
    return `${who.label} never acts: under ${ruleset.id} ${version} it takes 0 actions per ${turn}${note ? ` (${field ?? ''}: ${note})` : ''}`;
  };
  if (rates.b === 0) return why(b);
  if (rates.a === 0) return why(a);
  if (law.atLeast(1).value === 0 && rates.a !== undefined && rates.b !== undefined) {
    return `${b.label} never acts between two actions of ${a.label}: it acts ${number(rates.b)} times per ${turn}, ${a.label} ${number(rates.a)}, and the game's rules never let it in between`;
  }
  return undefined;
}

/** More actions of B than this between two of A's cannot be sampled (core's Monte Carlo gives up). */
const SAMPLEABLE_RATIO = 500;

/**
 * `turnkeeper odds <ruleset> --b <actor> [--a <actor>]`: how many times B acts between two actions
 * of A — exact fractions and percentages where the ruleset knows the law, a Monte Carlo with
 * intervals where it does not. `--max-risk 5%` answers the inverse: which of A's speeds keeps B's
 * double-move odds under 5% (`--vary b`: which of B's speeds, and which catalog monsters, stay
 * under it). `--svg` draws the odds heatmap over both speed tables, the asked pair marked.
 *
 * @example
 * ```ts
 * await oddsCommand(ctx, 'nethack', { b: 'soldier ant' });
 * ```
 */
export async function oddsCommand(ctx: CommandContext, id: string, opts: OddsOptions): Promise<void> {
  if (opts.svg) checkWritable(opts.svg, ctx.io.cwd);
  const vary = opts.vary ?? 'a';
  if (vary !== 'a' && vary !== 'b') throw new CliError(`--vary: expected "a" (A's speeds) or "b" (B's speeds and catalog); got "${vary}"`);
  if (opts.vary !== undefined && opts.maxRisk === undefined) throw new CliError('--vary goes with --max-risk (e.g. --max-risk 5% --vary b)');
  if (opts.b === undefined && !(vary === 'b' && opts.maxRisk !== undefined)) {
    throw new CliError('odds needs --b <actor> (kind[:field=value,…], a JSON spec or a catalog name), or --max-risk <p> --vary b for the inverse on B');
  }
  const mc: MonteCarloRun = {
    samples: parseSamples(opts.samples),
    seed: parseSeed(opts.seed),
    monteCarlo: opts.monteCarlo === true,
    progress: ctx.io.tty && !opts.json && !opts.csv,
  };
  const installed = await ctx.installed(id);
  const { ruleset, analysis } = installed;
  const version = pickVersion(ruleset, opts.version);
  const options = parseOptionsFlag(opts.options);
  // Without --a, A is the player (or the first kind) at normal speed, taking --a-action if given.
  const defaultA = duelFor(analysis, version, 1);
  const a =
    opts.a !== undefined
      ? parseActor(analysis, opts.a, version, '--a', opts.aAction)
      : opts.aAction !== undefined
        ? parseActor(analysis, JSON.stringify(defaultA.a.spec), version, '--a', opts.aAction)
        : defaultA.a;
  const aLabeled: ActorArg = opts.a === undefined ? { ...a, label: defaultA.a.label } : a;
  const b =
    opts.b !== undefined ? parseActor(analysis, opts.b, version, '--b', opts.bAction) : { ...defaultA.b, label: defaultA.b.label.replace(/ \(.*\)$/, '') };

  const rates = { a: rateOf(analysis, aLabeled, version, options), b: rateOf(analysis, b, version, options) };
  if (rates.a !== undefined && rates.b !== undefined && rates.a > 0 && rates.b / rates.a > SAMPLEABLE_RATIO) {
    throw new CliError(
      `${b.label} acts ${number(Math.round(rates.b / rates.a))}× as often as ${aLabeled.label}: too many of its actions between two of A's for ${ruleset.id}'s Monte Carlo to sample; ask about a slower B or a faster A`,
    );
  }
  const threshold = opts.maxRisk === undefined ? undefined : parseRisk(opts.maxRisk);
  const announce = (line: string): void => {
    ctx.io.err(`${prose(line, ctx.width)}\n`);
  };
  const asked = opts.b !== undefined ? await betweenLaw(installed, { a: ask(aLabeled), b: ask(b), version, options }, { ...mc, announce }) : undefined;
  if (asked?.interrupted) ctx.exitCode = 130; // the shell's code for "stopped by SIGINT"; the partial result is printed
  const law = asked?.law;

  let inverse: Inverse | undefined;
  if (threshold !== undefined) {
    const sub = { ...mc, samples: Math.min(mc.samples, 20_000), progress: false };
    const question = { installed, a: aLabeled, b, version, options, threshold, mc: sub };
    inverse = vary === 'a' ? await inverseOnA(question) : await inverseOnB(question);
  }

  if (opts.svg) {
    const cells = await heatmapCells(installed, aLabeled, b, version, options, mc.seed);
    const aKind = String(aLabeled.spec.kind);
    const bKind = String(b.spec.kind);
    await writeSvg(
      opts.svg,
      oddsHeatmap(
        [
          `${titled(ruleset, version)}: P(${bKind} acts twice or more between two actions of ${aKind})`,
          `rows: ${aKind} speed; columns: ${bKind} speed; outlined: ${aLabeled.label} against ${b.label}`,
        ],
        cells,
        `${aKind} speed`,
        `${bKind} speed`,
      ),
      ctx.io.cwd,
    );
  }

  if (opts.json) {
    ctx.io.out(oddsJson(ruleset.id, version, { a: aLabeled, b }, asked, inverse, threshold));
    return;
  }
  if (opts.csv) {
    const text = oddsCsv(inverse, law);
    if (text !== '') ctx.io.out(text);
    return;
  }

  const c = colours(ctx.io.tty);
  const w = ctx.width;
  const out: string[] = [];
  const say = (text: string): void => {
    out.push(prose(text, w));
  };
  if (asked) lawText(say, out, { analysis, version, a: aLabeled, b, rates, c, width: w }, asked);
  if (inverse && threshold !== undefined) {
    if (law) out.push('');
    inverseText(say, out, { a: aLabeled, b, c, width: w }, inverse, threshold);
  }
  if (opts.svg) say(`wrote ${opts.svg}`);
  ctx.io.out(out.join('\n') + '\n');
}

/** `--csv`: the inverse's rows when one was asked, else the law's outcomes (nothing when neither). */
function oddsCsv(inverse: Inverse | undefined, law: Law | undefined): string {
  if (inverse) {
    const rows: [string, string, Quantity][] = [
      ...inverse.rows.map((x): [string, string, Quantity] => ['speed', x.label, x.risk]),
      ...inverse.catalog.map((x): [string, string, Quantity] => ['catalog', x.label, x.risk]),
    ];
    return csv(
      ['source', inverse.over === 'a' ? 'A' : 'B', 'P(K >= 2)', 'fraction', 'low', 'high', 'how'],
      rows.map(([src, label, q]) => [src, label, q.value, q.fraction?.toString() ?? '', q.low, q.high, exactness(q)]),
    );
  }
  if (!law) return '';
  return csv(
    ['k', 'or_more', 'P(K = k)', 'fraction', 'low', 'high', 'how'],
    law.outcomes().map((o) => [o.k, o.orMore ? 'true' : 'false', o.p.value, o.p.fraction?.toString() ?? '', o.p.low, o.p.high, exactness(o.p)]),
  );
}

/** Catalog entries grouped by their risk, riskiest first, each group's names in one cell. */
function groupByRisk(rows: readonly RiskRow[], width: number): string[][] {
  const groups = new Map<string, string[]>();
  for (const r of [...rows].sort((x, y) => y.risk.value - x.risk.value)) {
    const key = percent(r.risk);
    groups.set(key, [...(groups.get(key) ?? []), r.label]);
  }
  // A group of hundreds of names would fill the screen: its first names and how many more.
  const room = Math.max(40, width - 20) * 3;
  return [...groups].map(([risk, names]) => {
    let text = '';
    let n = 0;
    for (const name of names) {
      if (text.length + name.length + 2 > room) break;
      text += (n > 0 ? ', ' : '') + name;
      n++;
    }
    return [risk, n < names.length ? `${text}, … (${names.length - n} more; --csv lists all)` : text];
  });
}

/** The inverse question's answer: the speeds tried, the best that stays under the risk, and (on B) the catalog. */
interface Inverse {
  readonly rows: RiskRow[];
  readonly best: RiskRow | undefined;
  readonly over: 'a' | 'b';
  readonly catalog: RiskRow[];
}

/** What `--json` prints: the law asked for and the inverse, when asked. */
function oddsJson(
  rulesetId: string,
  version: string,
  who: { readonly a: ActorArg; readonly b: ActorArg },
  asked: { readonly law: Law; readonly interrupted: boolean } | undefined,
  inverse: Inverse | undefined,
  threshold: number | undefined,
): string {
  return (
    JSON.stringify(
      {
        ruleset: rulesetId,
        version,
        a: actorJson(who.a),
        ...(asked
          ? {
              b: actorJson(who.b),
              law: asked.law.toJSON(),
              doubleMove: quantityJson(asked.law.atLeast(2)),
              tripleMove: quantityJson(asked.law.atLeast(3)),
              interrupted: asked.interrupted,
            }
          : { b: { kind: who.b.spec.kind } }),
        ...(inverse && threshold !== undefined
          ? {
              maxRisk: threshold,
              vary: inverse.over,
              bySpeed: inverse.rows.map((x) => ({ speed: x.label, spec: x.spec, doubleMove: quantityJson(x.risk) })),
              ...(inverse.over === 'a'
                ? { slowestSafeSpeed: inverse.best?.label ?? null }
                : {
                    fastestSafeSpeed: inverse.best?.label ?? null,
                    catalog: inverse.catalog.map((x) => ({ name: x.label, doubleMove: quantityJson(x.risk) })),
                  }),
            }
          : {}),
      },
      null,
      2,
    ) + '\n'
  );
}

/** The answer (double and triple move, rates), then the law and how it was obtained. */
function lawText(
  say: (text: string) => void,
  out: string[],
  {
    analysis,
    version,
    a,
    b,
    rates,
    c,
    width: w,
  }: {
    readonly analysis: AnyAnalysis;
    readonly version: string;
    readonly a: ActorArg;
    readonly b: ActorArg;
    readonly rates: { a: number | undefined; b: number | undefined };
    readonly c: ReturnType<typeof colours>;
    readonly width: number;
  },
  { law, interrupted }: { readonly law: Law; readonly interrupted: boolean },
): void {
  const ruleset = analysis.ruleset;
  const p2 = law.atLeast(2);
  const how = exactness(p2);
  // The answer first; the law and how it was obtained after.
  say(c.bold(`${titled(ruleset, version)}: ${b.label} against ${a.label}`));
  say(`double move: P(${b.label} acts twice or more between two actions of ${a.label}) = ${answer(p2)}`);
  say(`triple move: P(K ≥ 3) = ${fraction(law.atLeast(3))} (${percent(law.atLeast(3))}); on average ${fraction(law.mean)} actions of B between two of A's`);
  if (rates.a !== undefined && rates.b !== undefined && rates.a > 0) {
    say(
      `rates: ${b.label} ${number(rates.b)}, ${a.label} ${number(rates.a)} actions per ${ruleset.meta.units.turn.name} (B/A = ${number(Math.round((rates.b / rates.a) * 1000) / 1000)})`,
    );
  }
  const why = explain(analysis, version, a, b, rates, law);
  if (why) say(c.yellow(why));
  out.push('');
  say('K = how many times B acts between two actions of A:');
  out.push(table(['k', 'P(K = k)', '%'], lawRows(law), { width: w, align: ['right', 'right', 'right'] }));
  // The CLI's own word for how (exact only for exact fractions), then the ruleset's account.
  say(
    c.dim(
      `${how === 'exact' ? 'exact fractions' : how === 'computed' ? 'computed, not sampled, in floating point' : 'estimates with 95% intervals'}; how: ${law.method.replace(/^exact: /, '')}`,
    ),
  );
  if (interrupted) say(c.yellow('interrupted: the result above is what the finished samples measured'));
}

/** The inverse question's answer in words and a table. */
function inverseText(
  say: (text: string) => void,
  out: string[],
  { a, b, c, width: w }: { readonly a: ActorArg; readonly b: ActorArg; readonly c: ReturnType<typeof colours>; readonly width: number },
  inverse: Inverse,
  threshold: number,
): void {
  const want = percent({ value: threshold, exact: true, low: threshold, high: threshold });
  if (inverse.over === 'a') {
    say(
      inverse.best
        ? c.bold(`the slowest ${String(a.spec.kind)} speed that keeps ${b.label}'s double-move odds under ${want}: ${inverse.best.label}`)
        : c.bold(`no ${String(a.spec.kind)} speed in the table keeps ${b.label}'s double-move odds under ${want}`),
    );
    out.push(
      table(
        [`${String(a.spec.kind)} speed`, 'P(K ≥ 2)', `under ${want}`],
        inverse.rows.map((x) => [x.label, percent(x.risk), x.risk.high < threshold ? 'yes' : 'no']),
        { width: w },
      ),
    );
  } else {
    const bKind = String(b.spec.kind);
    say(
      inverse.best
        ? c.bold(`the fastest ${bKind} speed whose double-move odds on ${a.label} stay under ${want}: ${inverse.best.label}`)
        : c.bold(`no ${bKind} speed in the table stays under ${want} against ${a.label}`),
    );
    out.push(
      table(
        [`${bKind} speed`, 'P(K ≥ 2)', `under ${want}`],
        inverse.rows.map((x) => [x.label, percent(x.risk), x.risk.high < threshold ? 'yes' : 'no']),
        { width: w },
      ),
    );
    if (inverse.catalog.length > 0) {
      const under = inverse.catalog.filter((x) => x.risk.high < threshold);
      say(`catalog: ${under.length} of ${inverse.catalog.length} named ${bKind}s stay under ${want}; the riskiest first:`);
      out.push(table(['risk', `${bKind}s`], groupByRisk(inverse.catalog, w), { width: w }));
    }
  }
}
