/**
 * `turnkeeper-plugin-template`: the smallest Turnkeeper ruleset plugin, to copy. This entry is what
 * a game imports (the ruleset, its versions, hooks and schemas); the analysis is
 * `turnkeeper-plugin-template/analysis`.
 *
 * @module
 */

// The ruleset, its versions and hooks
export { ticktock } from './ruleset.js';
export { TICKTOCK_VERSIONS, TICKTOCK_DEFAULT_VERSION, type TicktockVersion } from './versions.js';
export { ticktockHooks, type TicktockHookPayloads } from './hooks.js';

// schema/: actor kinds, options, types
export { ticktockActors, creature } from './schema/actors.js';
export { ticktockOptions, type TicktockOptions } from './schema/options.js';
export type { TicktockTypes, TicktockCreatureSpec, TicktockCreatureAction } from './schema/types.js';
