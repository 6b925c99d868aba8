import { NoAnswerError, type AnyAnalysis } from '@turnkeeper/core';
import { defaultDuel, type DefaultDuel, type DuelSide } from '@turnkeeper/core/analysis';
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

/**
 * Picks the duel for a ruleset with core's `defaultDuel` (its actor kinds and speed tables only,
 * the contract), so that every installed ruleset — ours or a third party's — answers the same
 * question in its own terms, and labels both sides for the terminal.
 *
 * @example
 * ```ts
 * duelFor(dcssAnalysis, '0.34', 1.5).b.label; // 'monster speed 15 (150%)'
 * ```
 */
export function duelFor(analysis: AnyAnalysis, version: string | undefined, ratio: number): Duel {
  let duel: DefaultDuel;
  try {
    duel = defaultDuel(analysis, { version, ratio });
  } catch (e) {
    if (e instanceof NoAnswerError) throw new CliError(String(e.details.why));
    throw e;
  }
  const kinds = analysis.ruleset.kindList;
  const labelOf = (kind: string): string => kinds.find((k) => k.name === kind)?.label ?? kind;
  // A numeric speed is named with its field ("base 18"); a named one stands alone ("Fast").
  const labelled = (side: DuelSide): string =>
    side.row && side.field !== undefined
      ? `${labelOf(side.kind)} (${typeof side.row.speed === 'number' ? `${side.field} ${side.row.speed}` : side.row.speed})`
      : labelOf(side.kind);
  return {
    a: { spec: { ...duel.a.spec }, label: labelled(duel.a) },
    b: { spec: { ...duel.b.spec }, label: labelled(duel.b) },
    ratio: duel.ratio,
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
