/**
 * `@turnkeeper/core/rot`: rot.js's scheduler interface (`add`, `remove`, `next`, `getTime`,
 * `clear`; `Scheduler.Speed`, `Simple` and `Action`) over a Turnkeeper loop, for games moving from
 * rot.js. A subpath of its own, so that a game that does not use it does not bundle it.
 *
 * @module
 */
export { RotScheduler, type RotSchedulerOptions } from './rot-scheduler.js';
export {
  RotGenericScheduler,
  RotSpeedScheduler,
  RotSimpleScheduler,
  RotActionScheduler,
  type RotSpeedActor,
  type RotGenericOptions,
} from './generic-schedulers.js';
export { RotRulesetScheduler, type RotRulesetOptions } from './ruleset-scheduler.js';
export { ROT_TIME_SCALE, type RotInexactPolicy } from './time-scale.js';
