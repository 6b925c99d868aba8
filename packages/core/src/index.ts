/**
 * `@turnkeeper/core`: a fast, seedable, exact scheduler for roguelike time; the ruleset contract
 * (`defineRuleset`, actor kinds, hooks) and the registry that game rulesets plug into; random
 * sources with labelled draws; traces and snapshots; exact-math helpers. What a game does not need
 * at run time has a subpath of its own: `@turnkeeper/core/analysis` (the analysis interface),
 * `@turnkeeper/core/json-schema`, `@turnkeeper/core/rot` (rot.js's scheduler interface),
 * `@turnkeeper/core/conformance` and `@turnkeeper/core/golden` (the kits for ruleset authors).
 *
 * @module
 */
export {
  TurnkeeperError,
  InvalidArgumentError,
  InputError,
  InvalidSpecError,
  InvalidPatchError,
  InvalidActionError,
  InvalidOptionsError,
  UnknownVersionError,
  UnknownActorKindError,
  ActorLimitError,
  UnknownHookError,
  NoAnswerError,
  LoopFailedError,
  BadRandomError,
  DuplicateRulesetError,
  UnknownRulesetError,
  TurnOrderError,
  UnknownActionError,
  ScriptExhaustedError,
  SnapshotError,
  GoldenFormatError,
  BadInputError,
  LimitError,
  InternalError,
  show,
  type TurnkeeperErrorCode,
  type TurnkeeperErrorCodes,
  type ErrorFamily,
  type CodeOf,
  type SpecIssue,
  type FamilyBase,
  type IssueCode,
  type IssueErrorClass,
} from './errors.js';
export type { JsonValue, JsonObject } from './json.js';

// Random sources
export type { RandomSource, SavableRandomSource, RandomState, RandomKind, GameGenerator } from './random/random-source.js';
export { isSavable } from './random/random-source.js';
export { scripted, scriptedKind, ScriptedSource, type ScriptOptions } from './random/scripted.js';
export { seeded, seededKind, Xoshiro128 } from './random/xoshiro128.js';
export { recording, type RandomCall } from './random/recording.js';
export { checkBound, MAX_BOUND } from './random/check-bound.js';

// The ruleset contract
export { checkActorId, type ActorId } from './ruleset/actor-id.js';
export {
  actorKind,
  type StrictObject,
  type ObjectSchema,
  type ActorKindConfig,
  type ActorKinds,
  type SpecInput,
  type SpecOutput,
  type SpecOf,
  type PatchInput,
  type PatchOutput,
  type ActionInput,
  type ActionInputOf,
  type ActionOf,
  type ViewOutput,
  type ChargeHandlers,
} from './ruleset/actor-kind.js';
export { hook, type HookDecl, type HookDecls, type HookPayloads } from './ruleset/hooks.js';
export type { ActorKindMeta } from './internal/kind-table.js';
export type {
  ActionBase,
  Engine,
  EngineContext,
  EngineRunHost,
  GameTurnUnit,
  HookContext,
  HookHandler,
  HooksOf,
  KindName,
  OptionsSchema,
  RulesetTypes,
  RulesetUnits,
  TimeUnit,
  Turn,
  TypesOf,
  VersionTuple,
} from './ruleset/types.js';
export type { AnyRuleset, AnyTimeLoop, AnyAnalysis } from './ruleset/any-ruleset.js';
export { defineRuleset, type Ruleset, type RulesetConfig, type RandomConfig, type StateConfig, type TypesOfRuleset } from './ruleset/define-ruleset.js';
export type { RulesetMeta, RulesetMetaConfig } from './ruleset/ruleset-meta.js';
export type { CreateLoopOptions, RestoreLoopOptions } from './ruleset/loop-options.js';
export { restore } from './ruleset/restore.js';
export { checkRuleset } from './ruleset/check-ruleset.js';
export { Registry, createRegistry } from './registry/registry.js';
export type { RulesetRegister, RulesetById, RulesetId } from './registry/register.js';

// Loops, traces, snapshots
export { TimeLoop } from './loop/time-loop.js';
export type { LoopSnapshot } from './loop/snapshot.js';
export type { Loop } from './loop/time-loop.js';
export { ActorIndex } from './loop/actor-index.js';
export type { Trace, TraceEvent } from './trace/trace.js';
export { check, parseSpec, parseOptions, toIssues, type AnySchema, type Checked } from './schema/parse.js';

// The generic ruleset
export { generic } from './generic/ruleset.js';
export { GenericEngine } from './generic/engine.js';
export {
  genericActor,
  genericOptions,
  genericState,
  STANDARD_COST,
  MAX_SPEED,
  MAX_ENERGY,
  type GenericSpec,
  type GenericAction,
  type GenericTypes,
} from './generic/schema.js';

// Exact math (the analysis interface itself is at '@turnkeeper/core/analysis')
export { Fraction, frac } from './analysis/fraction.js';
export { Distribution } from './analysis/distribution.js';
export { stationary, solve } from './analysis/stationary.js';
export { wilson, meanEstimate, type Estimate } from './analysis/monte-carlo.js';
export { exactly, estimated, type Quantity } from './analysis/quantity.js';
export { Law, type LawOutcome } from './analysis/law.js';
