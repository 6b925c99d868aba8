// The analysis every tool asks (the CLI, the docs): the required answers — rate, speed table,
// versions — and nothing optional. Without `between` and `actionsPerTurn`, the core answers
// those with a Monte Carlo on the real loop, marked as estimates; add them when your game's law
// is known exactly. A `catalog` of named creatures would make every question take `{ name }`.
import { Fraction } from '@turnkeeper/core';
import { defineAnalysis } from '@turnkeeper/core/analysis';
import { ticktock } from '../ruleset.js';
import { ticktockSpeedTable } from './speed-table.js';

/**
 * Tick-Tock's analysis: a creature with delay d acts 1/d times a tick. It lives apart from the
 * ruleset (`turnkeeper-plugin-template/analysis`), so that a game that only runs loops does not
 * bundle it; `ticktockAnalysis.ruleset` is the ruleset.
 *
 * @example
 * ```ts
 * import { ticktockAnalysis } from 'turnkeeper-plugin-template/analysis';
 * ticktockAnalysis.rate({ actor: { spec: { kind: 'creature', delay: 4 } } }).perTurn.value; // 0.25
 * ```
 */
export const ticktockAnalysis = /* @__PURE__ */ defineAnalysis(ticktock, {
  rate: (actor) => Fraction.of(1, actor.spec.delay),
  speedTable: (kind, ctx) => ticktockSpeedTable(kind, ctx.version),
  versions: [{ id: '1', rules: {}, changes: [] }],
});
