// The inverse questions of `turnkeeper odds --max-risk p`: which of A's speeds keeps B's
// double-move odds under p, or (--vary b) which of B's speeds and which catalog entries stay under
// it against A.
import type { AnyAnalysis, Quantity } from '@turnkeeper/core';
import type { ActorArg } from '../actors.js';
import type { InstalledRuleset } from '../discover.js';
import { betweenLaw, type MonteCarloRun } from './odds.js';

/**
 * One row of an inverse answer: a speed (or catalog name), the spec it stands for, and B's
 * double-move odds P(K ≥ 2) there.
 *
 * @example
 * ```ts
 * const row: RiskRow = { label: 'Fast', spec: { kind: 'player', speed: 'Fast' }, risk, rate: 1.33 };
 * ```
 */
export interface RiskRow {
  readonly label: string;
  readonly spec: Record<string, unknown>;
  readonly risk: Quantity;
  /** Actions per game turn (to order rows by how fast they are). */
  readonly rate: number;
}

/**
 * An actor's spec at each row of its kind's speed table: its own fields with the row's speed
 * fields, or the kind and the row's fields alone when those do not go together.
 *
 * @example
 * ```ts
 * speedVariants(nethackAnalysis, { spec: { kind: 'monster', base: 12 }, label: 'jackal' }, '3.6.7', undefined);
 * ```
 */
export function speedVariants(
  analysis: AnyAnalysis,
  actor: ActorArg,
  version: string,
  options: Record<string, unknown> | undefined,
): { label: string; spec: Record<string, unknown> }[] {
  const ruleset = analysis.ruleset;
  const kind = String(actor.spec.kind);
  const t = analysis.speedTable({ kind, version, options });
  return t.rows.map((r) => {
    const merged = { ...actor.spec, ...r.spec, kind };
    let spec: Record<string, unknown> = merged;
    try {
      ruleset.parseSpec(merged);
    } catch {
      spec = { kind, ...r.spec };
    }
    return { label: String(r.speed), spec };
  });
}

function rate(analysis: AnyAnalysis, spec: Record<string, unknown>, action: unknown, version: string, options: Record<string, unknown> | undefined): number {
  try {
    return analysis.rate({ actor: action === undefined ? { spec } : { spec, action }, version, options }).perTurn.value;
  } catch {
    return NaN;
  }
}

/**
 * What both inverse searches are given: the ruleset, the two actors, the version and options, the
 * odds to stay under, and how to run a Monte Carlo where no exact law exists.
 *
 * @example
 * ```ts
 * const question: InverseQuestion = { installed, a, b, version: '3.6.7', options: undefined, threshold: 0.05, mc };
 * ```
 */
export interface InverseQuestion {
  readonly installed: InstalledRuleset;
  readonly a: ActorArg;
  readonly b: ActorArg;
  readonly version: string;
  readonly options: Record<string, unknown> | undefined;
  readonly threshold: number;
  readonly mc: MonteCarloRun;
}

/** One side of a `between` question: `actor`'s action (if it names one) with `spec`. */
const side = (actor: ActorArg, spec: Record<string, unknown>): { spec: Record<string, unknown>; action?: unknown } =>
  actor.action ? { spec, action: actor.action } : { spec };

/**
 * A's speeds, slowest first, with B's double-move odds at each; `best` is the slowest that keeps
 * them under `threshold` (the interval's upper end, for estimates).
 *
 * @example
 * ```ts
 * const { best } = await inverseOnA(question);
 * ```
 */
export async function inverseOnA(question: InverseQuestion): Promise<{ rows: RiskRow[]; best: RiskRow | undefined; over: 'a'; catalog: RiskRow[] }> {
  const { installed, a, b, version, options, threshold, mc } = question;
  const rows: RiskRow[] = [];
  for (const v of speedVariants(installed.analysis, a, version, options)) {
    const { law } = await betweenLaw(installed, { a: side(a, v.spec), b: side(b, b.spec), version, options }, mc);
    rows.push({ label: v.label, spec: v.spec, risk: law.atLeast(2), rate: rate(installed.analysis, v.spec, a.action, version, options) });
  }
  // Slowest first (a table of named speeds is not in speed order), so the first under is the answer.
  rows.sort((x, y) => (Number.isNaN(x.rate) || Number.isNaN(y.rate) ? 0 : x.rate - y.rate));
  return { rows, best: rows.find((x) => x.risk.high < threshold), over: 'a', catalog: [] };
}

/**
 * B's speeds, slowest first, with their double-move odds on A, and the catalog's entries of B's
 * kind ranked by the same odds; `best` is the fastest speed that stays under `threshold`.
 *
 * @example
 * ```ts
 * const { best, catalog } = await inverseOnB(question);
 * ```
 */
export async function inverseOnB(question: InverseQuestion): Promise<{ rows: RiskRow[]; best: RiskRow | undefined; over: 'b'; catalog: RiskRow[] }> {
  const { installed, a, b, version, options, threshold, mc } = question;
  const analysis = installed.analysis;
  const kind = String(b.spec.kind);
  const risk = async (spec: Record<string, unknown>): Promise<Quantity> =>
    (await betweenLaw(installed, { a: side(a, a.spec), b: side(b, spec), version, options }, mc)).law.atLeast(2);
  const rows: RiskRow[] = [];
  for (const v of speedVariants(analysis, b, version, options))
    rows.push({ label: v.label, spec: v.spec, risk: await risk(v.spec), rate: rate(analysis, v.spec, b.action, version, options) });
  rows.sort((x, y) => (Number.isNaN(x.rate) || Number.isNaN(y.rate) ? 0 : x.rate - y.rate));
  const under = rows.filter((x) => x.risk.high < threshold);
  const best = under.reduce<RiskRow | undefined>((top, x) => (top === undefined || x.rate > top.rate ? x : top), undefined);
  const catalog: RiskRow[] = [];
  for (const entry of analysis.catalog(version).filter((e) => e.kind === kind)) {
    const spec = { ...(entry.spec as Record<string, unknown>), kind };
    catalog.push({ label: entry.name, spec, risk: await risk(spec), rate: rate(analysis, spec, b.action, version, options) });
  }
  return { rows, best, over: 'b', catalog };
}
