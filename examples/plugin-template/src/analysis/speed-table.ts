import { exactly, Fraction } from '@turnkeeper/core';
import type { SpeedTable } from '@turnkeeper/core/analysis';

/** The delays the speed table lists. */
const DELAYS = [1, 2, 3, 4, 5, 6, 8, 10, 12, 20];

/**
 * Tick-Tock's speed table (`ticktockAnalysis.speedTable('creature')`): each delay, the actions a
 * tick it gives, and how the game states it.
 *
 * @example
 * ```ts
 * ticktockSpeedTable('creature', '1').rows[3]?.display; // 'every 4 ticks'
 * ```
 */
export function ticktockSpeedTable(kind: string, version: string): SpeedTable {
  return {
    kind,
    version,
    field: 'delay',
    gainUnit: 'ticks between actions',
    displayName: 'the delay, as the game states it',
    normal: 1,
    rows: DELAYS.map((d) => ({ speed: d, spec: { delay: d }, gain: exactly(d), actionsPerTurn: exactly(Fraction.of(1, d)), display: `every ${d} ticks` })),
  };
}
