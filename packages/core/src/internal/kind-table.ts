import * as v from 'valibot';
import { InvalidArgumentError, InvalidPatchError, InvalidSpecError, UnknownActorKindError } from '../errors.js';
import type { ActorKindConfig, ActorKinds, ObjectSchema, StrictObject } from '../ruleset/actor-kind.js';
import { check } from '../schema/parse.js';
import { ActionValidator, type CompiledAction } from './action-validator.js';

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The strict object at the head of an {@link ObjectSchema} (itself, or the first item of its pipe). */
export function objectOf(schema: ObjectSchema): StrictObject {
  return 'pipe' in schema ? schema.pipe[0] : schema;
}

/**
 * The same schema with `kind: <literal>` added to its fields (the rest of a pipe kept), so a
 * ruleset never writes the discriminant itself.
 */
function tagged(schema: ObjectSchema, kind: string): ObjectSchema {
  const base = objectOf(schema);
  const object = v.strictObject({ ...base.entries, kind: v.literal(kind) }, base.message);
  return 'pipe' in schema ? v.pipe(object, ...(schema.pipe.slice(1) as v.GenericPipeItem[])) : object;
}

/** The compiled form of one actor kind. */
export interface CompiledKind {
  readonly name: string;
  readonly validator: ActionValidator;
  readonly config: ActorKindConfig;
  readonly max: number;
  readonly spec: ObjectSchema;
  readonly patch: ObjectSchema;
  readonly view: ObjectSchema;
  readonly actions: ReadonlyMap<string, CompiledAction>;
  readonly actionNames: readonly string[];
}

/**
 * Describes one actor kind for tools (the CLI, docs, conformance): its name, the game's word for
 * it, its description, its limit, its actions and default action.
 *
 * @example
 * ```ts
 * import { generic } from '@turnkeeper/core';
 * generic.kindList.find((k) => k.name === 'actor')?.actions; // ['act', 'wait']
 * ```
 */
export interface ActorKindMeta {
  readonly name: string;
  readonly label: string;
  readonly description: string;
  /** The most actors of this kind one loop may hold (`Infinity` when unlimited). */
  readonly max: number;
  readonly actions: readonly string[];
  readonly defaultAction: string;
}

/**
 * The actor kinds of one ruleset compiled once, at `defineRuleset` time: the discriminant added to
 * every schema, action schemas indexed by name, and the parsed form of plain actions cached.
 * Every failure is its own typed error naming the field, the value and what is allowed.
 *
 * @internal
 */
export class KindTable {
  readonly names: readonly string[];
  readonly meta: readonly ActorKindMeta[];
  readonly #byName: ReadonlyMap<string, CompiledKind>;
  readonly #rulesetId: string;

  constructor(rulesetId: string, kinds: ActorKinds) {
    this.#rulesetId = rulesetId;
    const byName = new Map<string, CompiledKind>();
    for (const [name, config] of Object.entries(kinds)) byName.set(name, compileKind(rulesetId, name, config));
    if (byName.size === 0) throw new InvalidArgumentError(`${rulesetId} kinds`, kinds, 'at least one actor kind');
    this.#byName = byName;
    this.names = [...byName.keys()];
    this.meta = [...byName.values()].map((k) => ({
      name: k.name,
      label: k.config.label ?? k.name,
      description: k.config.description,
      max: k.max,
      actions: k.actionNames,
      defaultAction: k.config.defaultAction,
    }));
  }

  /** The compiled kind, or undefined. */
  get(name: string): CompiledKind | undefined {
    return this.#byName.get(name);
  }

  /**
   * Validates an actor spec: `kind` first, then that kind's fields. A ruleset with a single kind
   * lets callers leave `kind` out. Returns a fresh plain copy.
   */
  spec(input: unknown): { readonly kind: string } {
    if (!isRecord(input)) {
      throw new InvalidSpecError(`${this.#rulesetId} actor spec`, [
        { field: '', value: input, allowed: `an object with kind (${this.names.join(' or ')}) and its fields` },
      ]);
    }
    const only = this.names.length === 1 ? this.names[0] : undefined;
    const kind = input.kind ?? only;
    const compiled = typeof kind === 'string' ? this.#byName.get(kind) : undefined;
    if (!compiled) throw new UnknownActorKindError(this.#rulesetId, kind, this.names);
    const result = check(compiled.spec, input.kind === undefined ? { ...input, kind } : input);
    if (!result.ok) throw new InvalidSpecError(`${this.#rulesetId} ${compiled.name} spec`, result.issues);
    return result.value as { readonly kind: string };
  }

  /** Validates a patch of an actor of `kind`; the result is a fresh copy tagged with the kind. */
  patch(kind: string, input: unknown): { readonly kind: string } {
    const compiled = this.#byName.get(kind) as CompiledKind;
    const what = `${this.#rulesetId} ${kind} patch`;
    if (!isRecord(input)) throw new InvalidPatchError(what, [{ field: '', value: input, allowed: 'an object of fields to change' }]);
    const result = check(compiled.patch, 'kind' in input ? input : { ...input, kind });
    if (!result.ok) throw new InvalidPatchError(what, result.issues);
    return result.value as { readonly kind: string };
  }

  /** The compiled kind, or an error naming the kinds there are (for callers that name a kind). */
  need(name: string): CompiledKind {
    const kind = this.#byName.get(name);
    if (!kind) throw new InvalidArgumentError(`${this.#rulesetId} actor kind`, name, `one of ${this.names.join(', ')}`);
    return kind;
  }

  /** One action's schema (with `kind`), or an error naming the kind's actions. */
  actionSchema(kind: string, action: string): ObjectSchema {
    const compiled = this.need(kind);
    const schema = compiled.actions.get(action)?.schema;
    if (!schema) throw new InvalidArgumentError(`${this.#rulesetId} ${kind} action`, action, `one of ${compiled.actionNames.join(', ')}`);
    return schema;
  }

  /** The action validator of `kind`. */
  validator(kind: string): ActionValidator {
    return (this.#byName.get(kind) as CompiledKind).validator;
  }

  /** The most actors of `kind` a loop may hold. */
  max(kind: string): number {
    return (this.#byName.get(kind) as CompiledKind).max;
  }
}

function compileKind(rulesetId: string, name: string, config: ActorKindConfig): CompiledKind {
  // The definition's other checks (names, descriptions, limits, default actions) are the
  // registry's and the conformance kit's (`checkRuleset`): a game's bundle does not carry them.
  const bad = (field: string, value: unknown, allowed: string): never => {
    throw new InvalidArgumentError(`${rulesetId} kinds.${name}.${field}`, value, allowed);
  };
  const max = config.max ?? Infinity;
  const actionNames = Object.keys(config.actions);
  const tag = (schema: ObjectSchema, field: string, kind: string): ObjectSchema => {
    const base = objectOf(schema) as StrictObject | undefined;
    if (base?.type !== 'strict_object') bad(field, base?.type, 'a strict object schema (v.strictObject), optionally piped');
    if ('kind' in (base as StrictObject).entries) bad(field, 'kind', 'a schema without "kind": the core adds the discriminant');
    return tagged(schema, kind);
  };
  const actions = new Map<string, CompiledAction>();
  for (const action of actionNames) {
    const schema = tag(config.actions[action] as ObjectSchema, `actions.${action}`, action);
    const plain = check(schema, { kind: action });
    const bare = plain.ok ? Object.freeze(plain.value as { kind: string }) : undefined;
    actions.set(action, { schema, keys: Object.keys(objectOf(schema).entries), bare });
  }
  return {
    name,
    validator: new ActionValidator(rulesetId, name, actions),
    config,
    max,
    spec: tag(config.spec, 'spec', name),
    patch: tag(config.patch, 'patch', name),
    view: tag(config.view, 'view', name),
    actions,
    actionNames,
  };
}
