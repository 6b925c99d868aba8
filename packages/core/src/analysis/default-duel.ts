import { NoAnswerError } from '../errors.js';
import type { AnyAnalysis } from '../ruleset/any-ruleset.js';
import type { SpeedRow, SpeedTable } from './interface.js';

/**
 * One side of a duel: its actor kind, the spec a loop accepts, and the speed-table row it was
 * picked from with that table's speed field (none when the kind has no table).
 *
 * @example
 * ```ts
 * import type { DuelSide } from '@turnkeeper/core/analysis';
 * const side: DuelSide = { kind: 'actor', spec: { kind: 'actor', speed: 100 }, row: undefined, field: undefined };
 * ```
 */
export interface DuelSide {
  readonly kind: string;
  readonly spec: Readonly<Record<string, unknown>>;
  readonly row: SpeedRow | undefined;
  readonly field: string | undefined;
}

/**
 * The default duel of a ruleset: A (its player kind, else its first kind) at normal speed, against
 * B (its monster kind, else A's kind) at the speed-table row whose long-run rate is nearest `ratio`
 * times A's.
 *
 * @example
 * ```ts
 * import type { DefaultDuel } from '@turnkeeper/core/analysis';
 * const show = (d: DefaultDuel): string => `${String(d.b.row?.speed)} (${d.ratio.toFixed(2)}× as often)`;
 * ```
 */
export interface DefaultDuel {
  readonly a: DuelSide;
  readonly b: DuelSide;
  /** B's long-run rate over A's, as picked from the table (near the ratio asked for). */
  readonly ratio: number;
}

/** A kind's speed table, or `undefined` when the ruleset has none for it. */
function tableOf(analysis: AnyAnalysis, kind: string, version: string | undefined): SpeedTable | undefined {
  try {
    return analysis.speedTable({ kind, version });
  } catch {
    return undefined;
  }
}

/** The table's normal-speed row, else its first row that acts. */
function normalRow(table: SpeedTable): SpeedRow | undefined {
  return table.rows.find((r) => r.speed === table.normal) ?? table.rows.find((r) => r.actionsPerTurn.value > 0);
}

/** The row whose rate is nearest `target` on a log scale (the first of equals), among rows that act. */
function nearestRow(table: SpeedTable, target: number): SpeedRow | undefined {
  let best: SpeedRow | undefined;
  let bestGap = Infinity;
  for (const row of table.rows) {
    const r = row.actionsPerTurn.value;
    if (!(r > 0) || !Number.isFinite(r)) continue;
    const gap = Math.abs(Math.log(r / target));
    if (best === undefined || gap < bestGap) {
      best = row;
      bestGap = gap;
    }
  }
  return best;
}

/**
 * Picks the default duel of a ruleset from its actor kinds and speed tables only (the analysis
 * interface), so that every ruleset — ours or a third party's — answers the same question in its
 * own terms: the CLI's `compare` and `odds` and the docs' plots all show this duel.
 *
 * @example
 * ```ts
 * import { defaultDuel, genericAnalysis } from '@turnkeeper/core/analysis';
 * const duel = defaultDuel(genericAnalysis, { ratio: 1.5 });
 * console.log(duel.a.spec, duel.b.spec, duel.ratio); // an actor at normal speed, one about 1.5× as fast
 * ```
 */
export function defaultDuel(analysis: AnyAnalysis, { version, ratio = 1.5 }: { readonly version?: string; readonly ratio?: number } = {}): DefaultDuel {
  const ruleset = analysis.ruleset;
  const kinds = ruleset.kindList.map((k) => k.name);
  const aKind = kinds.includes('player') ? 'player' : (kinds[0] ?? 'actor');
  const bKind = kinds.includes('monster') ? 'monster' : aKind;
  const aTable = tableOf(analysis, aKind, version);
  const aRow = aTable ? normalRow(aTable) : undefined;
  const aSpec: Record<string, unknown> = { kind: aKind, ...(aRow?.spec ?? {}) };
  const aRate = analysis.rate({ actor: { spec: aSpec }, version }).perTurn.value;
  const bTable = tableOf(analysis, bKind, version);
  if (!bTable) throw new NoAnswerError(`the default duel of ${ruleset.id}`, `${ruleset.id} has no speed table for kind "${bKind}", so no duel can be picked`);
  const bRow = nearestRow(bTable, ratio * aRate);
  if (!bRow) throw new NoAnswerError(`the default duel of ${ruleset.id}`, `${ruleset.id}'s speed table for "${bKind}" has no row that acts`);
  return {
    a: { kind: aKind, spec: aSpec, row: aRow, field: aTable?.field },
    b: { kind: bKind, spec: { kind: bKind, ...bRow.spec }, row: bRow, field: bTable.field },
    ratio: bRow.actionsPerTurn.value / aRate,
  };
}
