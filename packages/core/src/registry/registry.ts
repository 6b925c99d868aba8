import { DuplicateRulesetError, InvalidArgumentError, UnknownRulesetError } from '../errors.js';
import type { AnyRuleset } from '../ruleset/any-ruleset.js';
import { checkRuleset } from '../ruleset/check-ruleset.js';
import type { RulesetById, RulesetId } from './register.js';

/**
 * A registry of rulesets. State lives in the instance, never in module scope, so two copies of
 * the core loaded side by side cannot split it. Duplicate ids are rejected with a named error.
 *
 * @example
 * ```ts
 * import { createRegistry, generic } from '@turnkeeper/core';
 * const registry = createRegistry([generic]);
 * registry.get('generic').create().add(0, { speed: 100 });
 * ```
 */
export class Registry {
  private readonly byId = new Map<string, AnyRuleset>();

  /** Adds a ruleset; throws {@link DuplicateRulesetError} when its id is taken. */
  register(ruleset: AnyRuleset): this {
    const r = ruleset as Partial<AnyRuleset> | null;
    if (typeof r?.id !== 'string' || typeof r.meta !== 'object' || typeof r.kinds !== 'object') {
      throw new InvalidArgumentError('register(ruleset)', ruleset, 'a ruleset made by defineRuleset()');
    }
    if (this.byId.has(ruleset.id)) throw new DuplicateRulesetError(ruleset.id);
    checkRuleset(ruleset);
    this.byId.set(ruleset.id, ruleset);
    return this;
  }

  /** True when a ruleset with this id is registered. */
  has(id: string): boolean {
    return this.byId.has(id);
  }

  /** The ruleset with this id, typed through {@link RulesetRegister}; throws {@link UnknownRulesetError}. */
  get<const Id extends RulesetId>(id: Id): RulesetById<Id> {
    const found = this.byId.get(id);
    if (!found) throw new UnknownRulesetError(id, this.ids());
    return found as RulesetById<Id>;
  }

  /** Registered ids, in registration order. */
  ids(): string[] {
    return [...this.byId.keys()];
  }

  /** Registered rulesets, in registration order. */
  list(): AnyRuleset[] {
    return [...this.byId.values()];
  }
}

/**
 * Creates a {@link Registry}, optionally pre-filled.
 *
 * @example
 * ```ts
 * import { createRegistry, generic } from '@turnkeeper/core';
 * const registry = createRegistry([generic]);
 * registry.ids(); // ['generic']
 * ```
 */
export function createRegistry(rulesets: readonly AnyRuleset[] = []): Registry {
  const registry = new Registry();
  for (const r of rulesets) registry.register(r);
  return registry;
}
