/**
 * `@turnkeeper/core`: a fast, seedable, exact scheduler for roguelike time; the random-source
 * contract; `defineRuleset` and the registry that game rulesets plug into; traces and snapshots;
 * exact analysis helpers. The conformance kit lives at `@turnkeeper/core/conformance`.
 *
 * @module
 */
export * from './errors.js';
export type { JsonValue, JsonObject } from './json.js';

export type { RandomSource, SavableRandomSource, RandomState, RandomKind } from './random/random-source.js';
export { isSavable } from './random/random-source.js';
export { scripted, scriptedKind, ScriptedSource } from './random/scripted.js';
export { seeded, seededKind, Xoshiro128 } from './random/xoshiro128.js';
export { recording, type RandomCall } from './random/recording.js';
export { checkBound, MAX_BOUND } from './random/check-bound.js';

export { checkActorId, type ActorId } from './ruleset/actor-id.js';
export type {
  ActionBase,
  Engine,
  EngineContext,
  HookContext,
  HookHandler,
  HookMap,
  RulesetConfig,
  RulesetUnits,
  TimeUnit,
  Turn,
} from './ruleset/types.js';
export {
  defineRuleset,
  type AnyRuleset,
  type CreateLoopOptions,
  type RestoreLoopOptions,
  type Ruleset,
  type RulesetMeta,
} from './ruleset/define-ruleset.js';
export { Registry, createRegistry } from './registry/registry.js';
export type { RulesetRegister, RulesetById, RulesetId } from './registry/register.js';

export { TimeLoop, type LoopBinding } from './loop/time-loop.js';
export type { LoopSnapshot } from './loop/snapshot.js';
export { IndexedHeap } from './loop/indexed-heap.js';
export type { Trace, TraceEvent } from './trace/trace.js';

export { parseSpec, parseOptions, toIssues, jsonSchemaOf } from './schema/parse.js';

export { generic } from './generic/generic-ruleset.js';
export { GenericEngine, STANDARD_COST } from './generic/generic-engine.js';
export { genericSpec, genericPatch, genericAction, type GenericSpec, type GenericPatch, type GenericAction } from './generic/generic-schema.js';

export { Fraction, frac } from './analysis/fraction.js';
export { Distribution } from './analysis/distribution.js';
export { stationary, solve } from './analysis/stationary.js';
export { wilson, meanEstimate, type Estimate } from './analysis/monte-carlo.js';
export { simulate, type SimulateOptions, type SimulationResult } from './analysis/simulate.js';
