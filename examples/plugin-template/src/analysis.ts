// The analysis every tool asks (the CLI, the docs): the required answers — rate, speed table,
// versions — and nothing optional. Without `between` and `actionsPerTurn`, the core answers
// those with a Monte Carlo on the real loop, marked as estimates; add them when your game's law
// is known exactly.
import { Fraction, exactly, type AnalysisConfig } from '@turnkeeper/core';
import type { TicktockTypes } from './schema.js';

/** The delays the speed table lists. */
const DELAYS = [1, 2, 3, 4, 5, 6, 8, 10, 12, 20];

/**
 * Tick-Tock's analysis: a creature with delay d acts 1/d times a tick.
 *
 * @example
 * ```ts
 * ticktock.analysis.rate({ actor: { spec: { kind: 'creature', delay: 4 } } }).perTurn.value; // 0.25
 * ```
 */
export const ticktockAnalysis: AnalysisConfig<TicktockTypes> = {
  rate: (actor) => Fraction.of(1, actor.spec.delay),
  speedTable: (kind, ctx) => ({
    kind,
    version: ctx.version,
    field: 'delay',
    gainUnit: 'ticks between actions',
    displayName: 'the delay, as the game states it',
    normal: 1,
    rows: DELAYS.map((d) => ({ speed: d, spec: { delay: d }, gain: exactly(d), actionsPerTurn: exactly(Fraction.of(1, d)), display: `every ${d} ticks` })),
  }),
  versions: [{ id: '1', rules: {}, changes: [] }],
};
