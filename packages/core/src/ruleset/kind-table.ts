import { z } from 'zod';
import {
  InvalidActionError,
  InvalidArgumentError,
  InvalidPatchError,
  InvalidSpecError,
  UnknownActionError,
  UnknownActorKindError,
} from '../errors.js';
import { toIssues } from '../schema/parse.js';
import { compileFastParse, type FastParse } from './fast-parse.js';
import type { ActorId } from './actor-id.js';
import type { ActorKindConfig, ActorKinds, ObjectSchema } from './actor-kind.js';

interface CompiledAction {
  readonly schema: ObjectSchema;
  /**
   * The parsed form of `{ kind }` alone, frozen, when that is valid and the compiled check would
   * not return the input itself: the allocation-free path for plain actions with defaults.
   */
  readonly bare: object | undefined;
  /** A compiled check for actions of plain fields (see `compileFastParse`); zod otherwise. */
  readonly fast: FastParse | undefined;
}

/**
 * Validates the actions of one actor kind; the loop keeps the due actor's validator at hand so
 * that `act()` looks nothing up.
 *
 * @internal
 */
export class ActionValidator {
  private readonly rulesetId: string;
  private readonly kind: string;
  private readonly actions: ReadonlyMap<string, CompiledAction>;
  private readonly names: readonly string[];
  /** The last action name seen and its compiled form: games repeat the same action a lot. */
  private lastName: unknown = undefined;
  private lastAction: CompiledAction | undefined = undefined;

  constructor(rulesetId: string, kind: string, actions: ReadonlyMap<string, CompiledAction>) {
    this.rulesetId = rulesetId;
    this.kind = kind;
    this.actions = actions;
    this.names = [...actions.keys()];
  }

  /** The validated action: a key scan for plain `{ kind }` actions, one zod parse for the rest. */
  parse(input: unknown, actor?: ActorId): { readonly kind: string } {
    const name = typeof input === 'object' && input !== null ? (input as { kind?: unknown }).kind : undefined;
    let action = name === this.lastName ? this.lastAction : undefined;
    if (action === undefined) {
      action = typeof name === 'string' ? this.actions.get(name) : undefined;
      if (action === undefined) throw new UnknownActionError(this.rulesetId, name, this.names, this.kind, actor);
      this.lastName = name;
      this.lastAction = action;
    }
    const record = input as Record<string, unknown>;
    // A plain `{ kind }` (an array has index keys, so it takes the zod path and is rejected there).
    if (action.bare !== undefined && onlyKind(record)) return action.bare as { readonly kind: string };
    // Plain fields: the compiled check; anything it does not accept goes to zod, which says why.
    const fast = action.fast?.(record);
    if (fast !== undefined) return fast as { readonly kind: string };
    const result = action.schema.safeParse(record);
    if (!result.success) {
      const who = actor === undefined ? '' : ` of ${typeof actor === 'string' ? `"${actor}"` : String(actor)}`;
      throw new InvalidActionError(`${this.rulesetId} ${this.kind} action "${String(name)}"${who}`, toIssues(result.error, record));
    }
    return result.data as { readonly kind: string };
  }
}

interface CompiledKind {
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
 * nethack.kinds.find((k) => k.name === 'player')?.label; // 'hero'
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

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** True when `v` has no own enumerable key besides `kind` (a plain `{ kind: 'move' }`). */
function onlyKind(v: Record<string, unknown>): boolean {
  for (const key in v) if (key !== 'kind') return false;
  return true;
}

/**
 * The actor kinds of one ruleset compiled once, at `defineRuleset` time: the discriminant added to
 * every schema, action schemas indexed by name, and the parsed form of plain actions cached, so
 * that validating an action in the hot path is a key scan for plain ones and one zod parse for the
 * rest. Every failure is its own typed error naming the field, the value and what is allowed.
 *
 * @example
 * ```ts
 * // internal to defineRuleset; see ruleset.kinds for the public description
 * ```
 */
export class KindTable {
  readonly names: readonly string[];
  readonly meta: readonly ActorKindMeta[];
  private readonly byName: ReadonlyMap<string, CompiledKind>;
  private readonly rulesetId: string;

  constructor(rulesetId: string, kinds: ActorKinds) {
    this.rulesetId = rulesetId;
    const byName = new Map<string, CompiledKind>();
    for (const [name, config] of Object.entries(kinds)) byName.set(name, compileKind(rulesetId, name, config));
    if (byName.size === 0) throw new InvalidArgumentError(`${rulesetId} actors`, kinds, 'at least one actor kind');
    this.byName = byName;
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
    return this.byName.get(name);
  }

  /**
   * Validates an actor spec: `kind` first, then that kind's fields. A ruleset with a single kind
   * lets callers leave `kind` out.
   */
  spec(input: unknown): { readonly kind: string } {
    if (!isRecord(input)) {
      throw new InvalidSpecError(`${this.rulesetId} actor spec`, [{ field: '', value: input, allowed: `an object with kind (${this.names.join(' or ')}) and its fields` }]);
    }
    const only = this.names.length === 1 ? this.names[0] : undefined;
    const tagged = input.kind === undefined && only !== undefined ? { ...input, kind: only } : input;
    const kind = tagged.kind;
    const compiled = typeof kind === 'string' ? this.byName.get(kind) : undefined;
    if (!compiled) throw new UnknownActorKindError(this.rulesetId, kind, this.names);
    const result = compiled.spec.safeParse(tagged);
    if (!result.success) throw new InvalidSpecError(`${this.rulesetId} ${compiled.name} spec`, toIssues(result.error, tagged));
    return result.data as { readonly kind: string };
  }

  /** Validates a patch of an actor of `kind`; the result is tagged with the kind. */
  patch(kind: string, input: unknown): { readonly kind: string } {
    const compiled = this.byName.get(kind) as CompiledKind;
    const what = `${this.rulesetId} ${kind} patch`;
    if (!isRecord(input)) throw new InvalidPatchError(what, [{ field: '', value: input, allowed: 'an object of fields to change' }]);
    const tagged = 'kind' in input ? input : { ...input, kind };
    const result = compiled.patch.safeParse(tagged);
    if (!result.success) throw new InvalidPatchError(what, toIssues(result.error, tagged));
    return result.data as { readonly kind: string };
  }

  /** Validates an action of an actor of `kind`. */
  action(kind: string, input: unknown): { readonly kind: string } {
    return (this.byName.get(kind) as CompiledKind).validator.parse(input);
  }

  /** The action validator of `kind`. */
  validator(kind: string): ActionValidator {
    return (this.byName.get(kind) as CompiledKind).validator;
  }

  /** The most actors of `kind` a loop may hold. */
  max(kind: string): number {
    return (this.byName.get(kind) as CompiledKind).max;
  }
}

function compileKind(rulesetId: string, name: string, config: ActorKindConfig): CompiledKind {
  const bad = (field: string, value: unknown, allowed: string): never => {
    throw new InvalidArgumentError(`${rulesetId} actors.${name}.${field}`, value, allowed);
  };
  if (!/^[a-z][a-zA-Z0-9]*$/.test(name)) bad('(name)', name, 'a name in lower camel case, e.g. "player" or "monster"');
  if (!config.description.trim()) bad('description', config.description, 'a one-line description');
  const max = config.max ?? Infinity;
  if (max !== Infinity && (!Number.isSafeInteger(max) || max < 1)) bad('max', config.max, 'an integer ≥ 1, or absent for no limit');
  const actionNames = Object.keys(config.actions);
  if (actionNames.length === 0) bad('actions', config.actions, 'at least one action');
  if (!actionNames.includes(config.defaultAction)) bad('defaultAction', config.defaultAction, `one of its actions (${actionNames.join(', ')})`);
  const tag = (schema: ObjectSchema, field: string): ObjectSchema => {
    if ('kind' in schema.shape) bad(field, 'kind', 'a schema without "kind": the core adds the discriminant');
    return schema.safeExtend({ kind: z.literal(name) });
  };
  const actions = new Map<string, CompiledAction>();
  for (const action of actionNames) {
    const details = config.actions[action] as ObjectSchema;
    if ('kind' in details.shape) bad(`actions.${action}`, 'kind', 'a schema of the details only: the core adds "kind"');
    const schema = details.safeExtend({ kind: z.literal(action) });
    const plain = schema.safeParse({ kind: action });
    const fast = compileFastParse(schema);
    // The cached `{ kind }` only pays where the compiled check would allocate (defaults to fill in)
    // or there is none; where it returns a plain action as it is, one key scan fewer is faster.
    const probe = { kind: action };
    const bare = plain.success && (fast === undefined || fast(probe) !== probe) ? Object.freeze(plain.data) : undefined;
    actions.set(action, { schema, bare, fast });
  }
  return {
    name,
    validator: new ActionValidator(rulesetId, name, actions),
    config,
    max,
    spec: tag(config.spec, 'spec'),
    patch: tag(config.patch, 'patch'),
    view: tag(config.view, 'view'),
    actions,
    actionNames,
  };
}
