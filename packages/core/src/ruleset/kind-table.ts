import * as v from 'valibot';
import {
  InvalidActionError,
  InvalidArgumentError,
  InvalidPatchError,
  InvalidSpecError,
  UnknownActionError,
  UnknownActorKindError,
} from '../errors.js';
import { check } from '../schema/parse.js';
import type { ActorId } from './actor-id.js';
import type { ActorKindConfig, ActorKinds, ObjectSchema, StrictObject } from './actor-kind.js';

/** An action name's schema (its details plus `kind`), the keys it reads, and its plain form. */
interface CompiledAction {
  readonly schema: ObjectSchema;
  /** The schema's field names (`kind` included): what is read from an input, once each. */
  readonly keys: readonly string[];
  /** The parsed form of `{ kind }` alone, frozen, when that is valid: plain actions cost one key scan. */
  readonly bare: Readonly<{ kind: string }> | undefined;
}

/** How many recently validated action objects each kind remembers by identity. */
const REMEMBERED = 8;

/**
 * Validates the actions of one actor kind and recognises the objects it has validated before, so
 * that a game reusing its action objects pays (almost) nothing per step:
 *
 * - a **frozen** plain object of data properties, once validated, is immutable: the next time it
 *   is the same object, its validated copy is returned at once;
 * - any other object seen before is compared field by field with the copy it was validated from
 *   (one read of each field), and validated again when anything changed;
 * - a new object is copied (one read of each field), the copy validated, and the frozen result is
 *   what the engine charges and the trace records — never the caller's object, so a getter or a
 *   proxy read again later cannot change what was charged.
 *
 * @internal
 */
export class ActionValidator {
  /** The last immutable action this kind's loops recognised, and its validated copy (the loop's fast path). */
  lastImmutable: unknown = undefined;
  lastImmutableOutput: Readonly<{ kind: string }> | undefined = undefined;
  readonly #rulesetId: string;
  readonly #kind: string;
  readonly #actions: ReadonlyMap<string, CompiledAction>;
  readonly #names: readonly string[];
  /** The last action name seen and its compiled form: games repeat the same action a lot. */
  #lastName: unknown = undefined;
  #lastAction: CompiledAction | undefined = undefined;
  /** Recently validated inputs (by identity), their validated copies, and what was read from them. */
  readonly #inputs: (object | undefined)[] = new Array<object | undefined>(REMEMBERED).fill(undefined);
  readonly #outputs: Readonly<{ kind: string }>[] = [];
  /** Per remembered input: undefined when immutable (frozen data), else the plain copy it was validated from. */
  readonly #reads: (Record<string, unknown> | undefined)[] = [];
  readonly #readCounts: number[] = [];
  #cursor = 0;

  constructor(rulesetId: string, kind: string, actions: ReadonlyMap<string, CompiledAction>) {
    this.#rulesetId = rulesetId;
    this.#kind = kind;
    this.#actions = actions;
    this.#names = [...actions.keys()];
  }

  /** The validated, frozen copy of an action of this kind; throws a typed error naming what is wrong. */
  parse(input: unknown, actor?: ActorId): Readonly<{ kind: string }> {
    const inputs = this.#inputs;
    for (let i = 0; i < REMEMBERED; i++) {
      if (inputs[i] === input) {
        const read = this.#reads[i];
        if (read === undefined || unchanged(input as Record<string, unknown>, read, this.#readCounts[i] as number)) return this.#outputs[i] as Readonly<{ kind: string }>;
        break;
      }
    }
    return this.#validate(input, actor);
  }

  /** True when `input` is one this validator remembers as immutable (frozen data it validated). */
  isImmutable(input: unknown): boolean {
    for (let i = 0; i < REMEMBERED; i++) if (this.#inputs[i] === input) return this.#reads[i] === undefined;
    return false;
  }

  #validate(input: unknown, actor: ActorId | undefined): Readonly<{ kind: string }> {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) {
      throw new InvalidActionError(this.#what(undefined, actor), [{ field: '', value: input, allowed: `an object with kind (${this.#names.join(', ')})` }]);
    }
    const record = input as Record<string, unknown>;
    const name = record.kind;
    let action = name === this.#lastName ? this.#lastAction : undefined;
    if (action === undefined) {
      action = typeof name === 'string' ? this.#actions.get(name) : undefined;
      if (action === undefined) throw new UnknownActionError(this.#rulesetId, name, this.#names, this.#kind, actor);
      this.#lastName = name;
      this.#lastAction = action;
    }
    // A plain `{ kind }`: the cached form, after one key scan; remembered like any other.
    if (action.bare !== undefined && onlyKind(record)) {
      this.#remember(record, action.bare, immutable(record) ? undefined : { kind: name }, 1);
      return action.bare;
    }
    // One read of every field the schema knows and of every other key (so that an unknown key is
    // named in the error): the copy is all that is validated, charged and traced.
    const read: Record<string, unknown> = { kind: name };
    let count = 1;
    for (const key of action.keys) {
      if (key !== 'kind' && key in record) {
        read[key] = record[key];
        count++;
      }
    }
    for (const key in record) {
      if (!(key in read)) {
        read[key] = record[key];
        count++;
      }
    }
    const result = check(action.schema, read);
    if (!result.ok) throw new InvalidActionError(this.#what(name, actor), result.issues);
    const output = Object.freeze(result.value as { kind: string });
    this.#remember(record, output, immutable(record) ? undefined : read, count);
    return output;
  }

  #remember(input: object, output: Readonly<{ kind: string }>, read: Record<string, unknown> | undefined, count: number): void {
    const i = this.#cursor;
    this.#cursor = (i + 1) % REMEMBERED;
    this.#inputs[i] = input;
    this.#outputs[i] = output;
    this.#reads[i] = read;
    this.#readCounts[i] = count;
  }

  #what(name: unknown, actor: ActorId | undefined): string {
    const who = actor === undefined ? '' : ` of ${typeof actor === 'string' ? `"${actor}"` : String(actor)}`;
    return `${this.#rulesetId} ${this.#kind} action${typeof name === 'string' ? ` "${name}"` : ''}${who}`;
  }
}

/** True when `input` still has exactly the keys and values of `read` (one read of each). */
function unchanged(input: Record<string, unknown>, read: Record<string, unknown>, count: number): boolean {
  let n = 0;
  for (const key in input) {
    if (input[key] !== read[key]) return false;
    n++;
  }
  return n === count;
}

/** A frozen plain object of data properties only: it can never read differently. */
function immutable(input: object): boolean {
  if (!Object.isFrozen(input)) return false;
  const proto = Object.getPrototypeOf(input) as unknown;
  if (proto !== Object.prototype && proto !== null) return false;
  for (const d of Object.values(Object.getOwnPropertyDescriptors(input))) if (!('value' in d)) return false;
  return true;
}

/** True when `v` has no enumerable key besides `kind` (a plain `{ kind: 'move' }`). */
function onlyKind(v: Record<string, unknown>): boolean {
  for (const key in v) if (key !== 'kind') return false;
  return true;
}

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
  return 'pipe' in schema ? (v.pipe(object, ...(schema.pipe.slice(1) as v.GenericPipeItem[]))) : object;
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
 * import { kindsOf } from '@turnkeeper/core';
 * kindsOf(nethack).find((k) => k.name === 'player')?.label; // 'hero'
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
      throw new InvalidSpecError(`${this.#rulesetId} actor spec`, [{ field: '', value: input, allowed: `an object with kind (${this.names.join(' or ')}) and its fields` }]);
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

  /** Validates an action of an actor of `kind`. */
  action(kind: string, input: unknown): Readonly<{ kind: string }> {
    return (this.#byName.get(kind) as CompiledKind).validator.parse(input);
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
