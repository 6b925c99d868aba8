// The cells of `turnkeeper odds --svg`: A's speeds by B's, each P(K ≥ 2), with the asked pair
// included (as its own row or column when it is not a row of the speed table) and marked.
import type { ActorArg } from '../actors.js';
import type { InstalledRuleset } from '../discover.js';
import type { HeatCell } from '../output/charts.js';
import { speedVariants } from './odds-inverse.js';
import { betweenLaw } from './odds.js';

interface Axis {
  readonly label: string;
  readonly spec: Record<string, unknown>;
  readonly action?: Record<string, unknown>;
  readonly rate: number;
  readonly asked: boolean;
}

/** Up to `n` entries spread evenly over `xs`. */
function spread<T>(xs: readonly T[], n: number): T[] {
  if (xs.length <= n) return [...xs];
  const picked = new Set<number>();
  for (let i = 0; i < n; i++) picked.add(Math.round((i * (xs.length - 1)) / (n - 1)));
  return [...picked].sort((x, y) => x - y).map((i) => xs[i] as T);
}

/**
 * The heatmap's cells: up to `aRows` of A's speeds and `bColumns` of B's (spread over their
 * speed tables), plus the asked actors themselves, ordered by how fast they act.
 *
 * @example
 * ```ts
 * const cells = await heatmapCells(installed, a, b, '3.6.7', undefined, 1);
 * cells.filter((c) => c.asked).length; // 1
 * ```
 */
export async function heatmapCells(
  installed: InstalledRuleset,
  a: ActorArg,
  b: ActorArg,
  version: string,
  options: Record<string, unknown> | undefined,
  seed: number,
  aRows = 8,
  bColumns = 12,
): Promise<HeatCell[]> {
  const analysis = installed.analysis;
  const rateOf = (spec: Record<string, unknown>, action: unknown): number => {
    try {
      return analysis.rate({ actor: action === undefined ? { spec } : { spec, action }, version, options }).perTurn.value;
    } catch {
      return NaN;
    }
  };
  const axis = (actor: ActorArg, n: number): Axis[] => {
    const variants = speedVariants(analysis, actor, version, options);
    // The asked actor is a row of the table when its spec is one (it is then always shown), else
    // an entry of its own under its own label.
    const asked = JSON.stringify(actor.spec);
    const askedAt = variants.findIndex((v) => JSON.stringify(v.spec) === asked);
    const picked = spread(
      variants.map((v, i) => ({ ...v, i })),
      n,
    );
    if (askedAt >= 0 && !picked.some((p) => p.i === askedAt)) picked.push({ ...(variants[askedAt] as (typeof variants)[number]), i: askedAt });
    const rows: Axis[] = picked.map((v) => ({
      label: v.label,
      spec: v.spec,
      ...(actor.action ? { action: actor.action } : {}),
      rate: rateOf(v.spec, actor.action),
      asked: v.i === askedAt,
    }));
    if (askedAt < 0)
      rows.push({
        label: actor.label,
        spec: actor.spec,
        ...(actor.action ? { action: actor.action } : {}),
        rate: rateOf(actor.spec, actor.action),
        asked: true,
      });
    // Slowest first; the asked actor sits among the speeds it lies between.
    return rows.sort((x, y) => (Number.isNaN(x.rate) || Number.isNaN(y.rate) ? 0 : x.rate - y.rate));
  };
  const as = axis(a, aRows);
  const bs = axis(b, bColumns);
  const cells: HeatCell[] = [];
  for (const [i, ra] of as.entries()) {
    for (const [j, rb] of bs.entries()) {
      const q = {
        a: { spec: ra.spec, ...(ra.action ? { action: ra.action } : {}) },
        b: { spec: rb.spec, ...(rb.action ? { action: rb.action } : {}) },
        version,
        options,
      };
      const { law } = await betweenLaw(installed, q, { samples: 2_000, seed, monteCarlo: false, progress: false });
      cells.push({ a: ra.label, b: rb.label, aOrder: i, bOrder: j, p: law.atLeast(2).value, asked: ra.asked && rb.asked });
    }
  }
  return cells;
}
