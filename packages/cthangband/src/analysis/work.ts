// What the exact analysis's runs cost, in the question's WorkMeter steps (about what one
// elementary operation costs: a gain, a compare, a table probe). Each run takes its steps a tick
// at a time, before the tick, and gives up when the meter refuses them: the question is then
// left to the core's Monte Carlo (marked as an estimate), so that no question runs for long
// whatever the actors (a placement-by-placement run of 5100 placements near the 100 000-tick
// bound would otherwise take minutes and gigabytes).

/**
 * Steps one tick of one actor's course costs (`PairRun.course`): its gain, turns and an energy stamp.
 *
 * @example
 * ```ts
 * import type { WorkMeter } from '@turnkeeper/core/analysis';
 * declare const work: WorkMeter;
 * const refused = !work.spend(COURSE_TICK); // the course gives up: the question goes to Monte Carlo
 * ```
 */
export const COURSE_TICK = 4;

/**
 * Steps one tick of a pair's run by the engine's arithmetic costs (`PairRun.period`): both
 * actors, the state's number and a lookup and insert in the tables of states seen.
 *
 * @example
 * ```ts
 * import type { WorkMeter } from '@turnkeeper/core/analysis';
 * declare const work: WorkMeter;
 * const refused = !work.spend(ARITHMETIC_TICK); // the run gives up: the question goes to Monte Carlo
 * ```
 */
export const ARITHMETIC_TICK = 64;

/**
 * Steps one tick of the ruleset's own engine costs in an exact run (`runEngine`): the engine's
 * turns, the views of every member and a string key looked up and stored.
 *
 * @example
 * ```ts
 * import type { WorkMeter } from '@turnkeeper/core/analysis';
 * declare const work: WorkMeter;
 * const run = { stop: false };
 * if (!work.spend(ENGINE_TICK)) run.stop = true;
 * ```
 */
export const ENGINE_TICK = 1000;
