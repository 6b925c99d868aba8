import { BadInputError } from './input-errors.js';
import { quoteList, show } from './show.js';

/**
 * A game version the ruleset does not cover; the message lists the ones it does.
 *
 * @example
 * ```ts
 * import { generic } from '@turnkeeper/core';
 * generic.create({ version: '9' as never }); // throws UnknownVersionError: allowed "1"
 * ```
 */
export class UnknownVersionError extends BadInputError {
  declare readonly code: 'UNKNOWN_VERSION';
  /** The versions the ruleset covers. */
  declare readonly allowed: readonly string[];
  constructor(ruleset: string, version: unknown, allowed: readonly string[]) {
    super('UNKNOWN_VERSION', `Unknown ${ruleset} version ${show(version)}; allowed: ${quoteList(allowed)}`, {
      ruleset,
      field: 'version',
      value: version,
      allowed,
    });
    this.allowed = allowed;
  }
}

/**
 * An actor spec whose `kind` is missing or is not one the ruleset declares.
 *
 * @example
 * ```ts
 * import { generic } from '@turnkeeper/core';
 * generic.create().add(1, { kind: 'dragon', speed: 100 } as never); // throws UnknownActorKindError: allowed "actor"
 * ```
 */
export class UnknownActorKindError extends BadInputError {
  declare readonly code: 'UNKNOWN_ACTOR_KIND';
  constructor(ruleset: string, kind: unknown, allowed: readonly string[]) {
    super('UNKNOWN_ACTOR_KIND', `Unknown actor kind ${show(kind)} for ruleset "${ruleset}"; allowed: ${quoteList(allowed)}`, {
      ruleset,
      field: 'kind',
      value: kind,
      allowed,
    });
  }
}

/**
 * `loop.on()` named a hook the ruleset does not emit; the message lists the hooks it has.
 *
 * @example
 * ```ts
 * import { generic } from '@turnkeeper/core';
 * generic.create().on('spawnRoll' as never, () => {}); // throws UnknownHookError: hooks: (none)
 * ```
 */
export class UnknownHookError extends BadInputError {
  declare readonly code: 'UNKNOWN_HOOK';
  constructor(ruleset: string, hook: unknown, allowed: readonly string[]) {
    super('UNKNOWN_HOOK', `Unknown hook ${show(hook)} for ruleset "${ruleset}"; hooks: ${quoteList(allowed)}`, {
      ruleset,
      field: 'hook',
      value: hook,
      allowed,
    });
  }
}

/**
 * An action kind the ruleset does not declare.
 *
 * @example
 * ```ts
 * import { generic } from '@turnkeeper/core';
 * const loop = generic.create({ seed: 1 });
 * loop.add(0, { kind: 'actor', speed: 100 });
 * loop.next();
 * loop.act(0, { kind: 'fly' } as never); // throws UnknownActionError listing 'act', 'wait'
 * ```
 */
export class UnknownActionError extends BadInputError {
  declare readonly code: 'UNKNOWN_ACTION';
  constructor(ruleset: string, kind: unknown, allowed: readonly string[], actorKind?: string, actor?: unknown) {
    const who = actor === undefined ? (actorKind ? `an actor of kind "${actorKind}"` : '') : `actor ${show(actor)}${actorKind ? ` (kind "${actorKind}")` : ''}`;
    super('UNKNOWN_ACTION', `Unknown action kind ${show(kind)} for ${who ? `${who} in ` : ''}ruleset "${ruleset}"; allowed: ${quoteList(allowed)}`, {
      ruleset,
      field: 'kind',
      value: kind,
      allowed,
      actorKind,
      actor,
    });
  }
}

/**
 * No ruleset with this id is registered.
 *
 * @example
 * ```ts
 * import { createRegistry } from '@turnkeeper/core';
 * createRegistry().get('angband'); // throws UnknownRulesetError listing the ids known
 * ```
 */
export class UnknownRulesetError extends BadInputError {
  declare readonly code: 'UNKNOWN_RULESET';
  constructor(id: string, known: readonly string[]) {
    super('UNKNOWN_RULESET', `Unknown ruleset "${id}"; registered: ${quoteList(known)}`, { id, known });
  }
}

/**
 * A ruleset with this id is already registered in this registry.
 *
 * @example
 * ```ts
 * import { createRegistry, generic } from '@turnkeeper/core';
 * createRegistry([generic, generic]); // throws DuplicateRulesetError
 * ```
 */
export class DuplicateRulesetError extends BadInputError {
  declare readonly code: 'DUPLICATE_RULESET';
  constructor(id: string) {
    super('DUPLICATE_RULESET', `A ruleset with id "${id}" is already registered in this registry`, { id });
  }
}
