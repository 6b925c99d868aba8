/**
 * `turnkeeper-plugin-template`: the smallest Turnkeeper ruleset plugin, to copy.
 *
 * @module
 */
export { ticktock } from './ruleset.js';
export { TicktockEngine } from './engine.js';
export { ticktockAnalysis } from './analysis.js';
export { creature, ticktockOptions, ticktockState, type TicktockTypes } from './schema.js';
