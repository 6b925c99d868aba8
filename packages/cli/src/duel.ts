import type { AnyAnalysis } from '@turnkeeper/core';
import type { SpeedRow, SpeedTable } from '@turnkeeper/core/analysis';
import type { ActorArg } from './actors.js';
import { CliError } from './cli-error.js';
import { number } from './output/format.js';

/**
 * One duel under one ruleset: you (its player kind, at normal speed unless asked otherwise) against
 * a monster whose speed is the ruleset's speed-table row nearest `ratio` times your long-run rate.
 *
 * @example
 * ```ts
 * const d = duelFor(nethackAnalysis, undefined, 1.5); // you at 12 against an 18-speed monster
 * ```
 */
export interface Duel {
  readonly a: ActorArg;
  readonly b: ActorArg;
  /** B's long-run rate over A's, as picked from the table. */
  readonly ratio: number;
}

function tableOf(analysis: AnyAnalysis, kind: string, version: string | undefined): SpeedTable | undefined {
  try {
    return analysis.speedTable({ kind, version });
  } catch {
    return undefined;
  }
}

function normalRow(table: SpeedTable): SpeedRow | undefined {
  return table.rows.find((r) => r.speed === table.normal) ?? table.rows.find((r) => r.actionsPerTurn.value > 0);
}

/**
 * Picks the duel for a ruleset from its actor kinds and speed tables only (the contract), so that
 * every installed ruleset — ours or a third party's — answers the same question in its own terms.
 *
 * @example
 * ```ts
 * duelFor(dcssAnalysis, '0.34', 1.5).b.label; // 'monster speed 15 (150%)'
 * ```
 */
export function duelFor(analysis: AnyAnalysis, version: string | undefined, ratio: number): Duel {
  const ruleset = analysis.ruleset;
  const kinds = ruleset.kindList.map((k) => k.name);
  const aKind = kinds.includes('player') ? 'player' : (kinds[0] as string);
  const bKind = kinds.includes('monster') ? 'monster' : aKind;
  const aTable = tableOf(analysis, aKind, version);
  const aRow = aTable ? normalRow(aTable) : undefined;
  const aSpec: Record<string, unknown> = { kind: aKind, ...(aRow?.spec ?? {}) };
  const labelOf = (kind: string): string => ruleset.kindList.find((k) => k.name === kind)?.label ?? kind;
  // A numeric speed is named with its field ("base 18"); a named one stands alone ("Fast").
  const speedText = (field: string, speed: number | string): string => (typeof speed === 'number' ? `${field} ${speed}` : speed);
  const aLabel = aRow && aTable ? `${labelOf(aKind)} (${speedText(aTable.field, aRow.speed)})` : labelOf(aKind);
  const aRate = analysis.rate({ actor: { spec: aSpec }, version }).perTurn.value;
  const bTable = tableOf(analysis, bKind, version);
  if (!bTable) throw new CliError(`${ruleset.id} has no speed table for kind "${bKind}", so no duel can be picked`);
  let best: SpeedRow | undefined;
  let bestRate = NaN;
  for (const row of bTable.rows) {
    const r = row.actionsPerTurn.value;
    if (!(r > 0) || !Number.isFinite(r)) continue;
    if (best === undefined || Math.abs(Math.log(r / (ratio * aRate))) < Math.abs(Math.log(bestRate / (ratio * aRate)))) {
      best = row;
      bestRate = r;
    }
  }
  if (!best) throw new CliError(`${ruleset.id}'s speed table for "${bKind}" has no row that acts`);
  const bLabel = `${labelOf(bKind)} (${speedText(bTable.field, best.speed)})`;
  return {
    a: { spec: aSpec, label: aLabel },
    b: { spec: { kind: bKind, ...best.spec }, label: bLabel },
    ratio: bestRate / aRate,
  };
}

/**
 * A duel's ratio as text: "1.5× as fast".
 *
 * @example
 * ```ts
 * ratioText(1.5); // '1.5× as fast'
 * ```
 */
export function ratioText(ratio: number): string {
  return `${number(Math.round(ratio * 100) / 100)}× as fast`;
}
