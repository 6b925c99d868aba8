import { InvalidActionError, UnknownActionError } from '../errors.js';
import type { ActorId } from '../ruleset/actor-id.js';
import type { ObjectSchema } from '../ruleset/actor-kind.js';
import { check } from '../schema/parse.js';

/** An action name's schema (its details plus `kind`), the keys it reads, and its plain form. */
export interface CompiledAction {
  readonly schema: ObjectSchema;
  /** The schema's field names (`kind` included): what is read from an input, once each. */
  readonly keys: readonly string[];
  /** The parsed form of `{ kind }` alone, frozen, when that is valid: plain actions cost one key scan. */
  readonly bare: Readonly<{ kind: string }> | undefined;
}

/** How many recently validated mutable action objects each kind remembers by identity. */
const REMEMBERED = 8;

/**
 * Validates the actions of one actor kind and recognises the objects it has validated before, so
 * that a game reusing its action objects pays (almost) nothing per step:
 *
 * - a **frozen** plain object of data properties, once validated, is immutable: whenever it comes
 *   again, its validated copy is returned at once, however many such objects the game keeps (one
 *   per monster, say): they are held weakly, by identity;
 * - any other object among the last eight seen is compared field by field with the copy it was
 *   validated from (one read of each field), and validated again when anything changed;
 * - a new object is copied (one read of each field), the copy validated, and the frozen result is
 *   what the engine charges and the trace records — never the caller's object, so a getter or a
 *   proxy read again later cannot change what was charged.
 *
 * @internal
 */
export class ActionValidator {
  /**
   * The last immutable action this validator parsed, and its validated copy: the loop's fast path
   * (`action === lastImmutable`). An immutable object is the same action on every later turn of
   * this kind, in any loop of this ruleset, so it survives turns of other kinds in between.
   */
  lastImmutable: unknown = undefined;
  lastImmutableOutput: Readonly<{ kind: string }> | undefined = undefined;
  readonly #rulesetId: string;
  readonly #kind: string;
  readonly #actions: ReadonlyMap<string, CompiledAction>;
  readonly #names: readonly string[];
  /** The last action name seen and its compiled form: games repeat the same action a lot. */
  #lastName: unknown = undefined;
  #lastAction: CompiledAction | undefined = undefined;
  /** Every immutable input validated (held weakly) and its validated copy. */
  readonly #immutables = new WeakMap<object, Readonly<{ kind: string }>>();
  /** Recently validated mutable inputs (by identity), their validated copies, and what was read from them. */
  readonly #inputs: (object | undefined)[] = new Array<object | undefined>(REMEMBERED).fill(undefined);
  readonly #outputs: Readonly<{ kind: string }>[] = [];
  /** Per remembered input, the plain copy it was validated from. */
  readonly #reads: Record<string, unknown>[] = [];
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
    // A primitive is never a key: the lookup answers undefined, and validation refuses it.
    const known = this.#immutables.get(input as object);
    if (known !== undefined) {
      this.#last(input, known);
      return known;
    }
    const inputs = this.#inputs;
    for (let i = 0; i < REMEMBERED; i++) {
      if (inputs[i] === input) {
        if (!unchanged(input as Record<string, unknown>, this.#reads[i] as Record<string, unknown>, this.#readCounts[i] as number)) break;
        return this.#outputs[i] as Readonly<{ kind: string }>;
      }
    }
    return this.#validate(input, actor);
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
    if (read === undefined) {
      this.#last(input, output);
      this.#immutables.set(input, output);
      return;
    }
    const i = this.#cursor;
    this.#cursor = (i + 1) % REMEMBERED;
    this.#inputs[i] = input;
    this.#outputs[i] = output;
    this.#reads[i] = read;
    this.#readCounts[i] = count;
  }

  #last(input: unknown, output: Readonly<{ kind: string }>): void {
    this.lastImmutable = input;
    this.lastImmutableOutput = output;
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
