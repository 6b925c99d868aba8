import { InvalidOptionsError } from '../errors.js';
import type { AnyRuleset } from './any-ruleset.js';

/**
 * Checks a ruleset's definition: its metadata (id, title, description, versions and default,
 * docs, hook descriptions) and actor kinds (names, descriptions, limits, actions and default
 * action). `Registry.register` runs it, and so does the conformance kit, so that a malformed
 * definition is a typed error naming the field before any tool uses it; `defineRuleset` itself
 * does not, so that a game's bundle does not carry these checks.
 *
 * @example
 * ```ts
 * import { checkRuleset, generic } from '@turnkeeper/core';
 * checkRuleset(generic); // passes silently
 * ```
 */
export function checkRuleset(ruleset: AnyRuleset): void {
  const problems: { field: string; value: unknown; allowed: string }[] = [];
  const bad = (field: string, value: unknown, allowed: string): void => {
    problems.push({ field, value, allowed });
  };
  const m = ruleset.meta;
  if (!/^[a-z][a-z0-9-]*$/.test(m.id)) bad('meta.id', m.id, 'lowercase letters, digits and dashes, starting with a letter');
  if (!m.title.trim()) bad('meta.title', m.title, 'a non-empty title');
  if (!m.description.trim()) bad('meta.description', m.description, 'a non-empty description');
  if (m.versions.length === 0) bad('meta.versions', m.versions, 'at least one version');
  if (new Set(m.versions).size !== m.versions.length) bad('meta.versions', m.versions, 'distinct versions');
  if (!m.versions.includes(m.defaultVersion)) bad('meta.defaultVersion', m.defaultVersion, `one of the versions (${m.versions.join(', ')})`);
  if (!m.docs.trim()) bad('meta.docs', m.docs, 'a docs link');
  for (const [name, decl] of Object.entries(ruleset.hooks)) {
    if (!decl.description.trim()) bad(`hooks.${name}.description`, decl.description, 'a one-line description');
  }
  const kinds = Object.entries(ruleset.kinds);
  if (kinds.length === 0) bad('kinds', ruleset.kinds, 'at least one actor kind');
  for (const [name, k] of kinds) {
    const at = `kinds.${name}`;
    if (!/^[a-z][a-zA-Z0-9]*$/.test(name)) bad(at, name, 'a name in lower camel case, e.g. "player" or "monster"');
    if (!k.description.trim()) bad(`${at}.description`, k.description, 'a one-line description');
    if (k.max !== undefined && (!Number.isSafeInteger(k.max) || k.max < 1)) bad(`${at}.max`, k.max, 'an integer ≥ 1, or absent for no limit');
    const actions = Object.keys(k.actions);
    if (actions.length === 0) bad(`${at}.actions`, k.actions, 'at least one action');
    if (!actions.includes(k.defaultAction)) bad(`${at}.defaultAction`, k.defaultAction, `one of its actions (${actions.join(', ')})`);
  }
  if (problems.length > 0) throw new InvalidOptionsError(`${m.id} ruleset definition`, problems);
}
