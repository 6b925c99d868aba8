/**
 * `turnkeeper-plugin-template`: the smallest Turnkeeper ruleset plugin, to copy. This entry is what
 * a game imports (the ruleset and its schemas); the analysis is `turnkeeper-plugin-template/analysis`.
 *
 * @module
 */
export { ticktock } from './ruleset.js';
export { creature, ticktockOptions, ticktockState, type TicktockTypes } from './schema.js';
