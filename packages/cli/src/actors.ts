import type { AnyRuleset } from '@turnkeeper/core';
import { CliError, closest, notOneOf } from './cli-error.js';
import { analysisOf, fieldsOf } from './contract.js';

/**
 * An actor named on the command line: its spec and, when given, its action.
 *
 * @example
 * ```ts
 * const a: ActorArg = { spec: { kind: 'monster', name: 'soldier ant' }, label: 'soldier ant' };
 * ```
 */
export interface ActorArg {
  readonly spec: Record<string, unknown>;
  readonly action?: Record<string, unknown>;
  /** How to name it in output. */
  readonly label: string;
}

/** A flag value: JSON when it parses as JSON (numbers, booleans, quoted strings, arrays), else the text. */
function value(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Parses `head:key=value,key=value` (or `{ …json… }`) into an object whose `kind` is the head.
 * Used for actors (`monster:base=15,mspeed=fast`) and actions (`melee`, `fixed:aut=12`).
 *
 * @example
 * ```ts
 * parseTagged('monster:base=15,mspeed=fast', 'b'); // { kind: 'monster', base: 15, mspeed: 'fast' }
 * ```
 */
export function parseTagged(text: string, flag: string): Record<string, unknown> {
  const t = text.trim();
  if (t.startsWith('{')) {
    const parsed = value(t);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new CliError(`${flag}: not a JSON object: ${t}`);
    return parsed as Record<string, unknown>;
  }
  const colon = t.indexOf(':');
  const head = (colon < 0 ? t : t.slice(0, colon)).trim();
  if (!head) throw new CliError(`${flag}: expected "kind" or "kind:field=value,…" (or a JSON object); got "${t}"`);
  const out: Record<string, unknown> = { kind: head };
  if (colon >= 0) {
    for (const part of t.slice(colon + 1).split(',')) {
      if (!part.trim()) continue;
      const eq = part.indexOf('=');
      if (eq <= 0) throw new CliError(`${flag}: "${part.trim()}" is not field=value (in "${t}")`);
      out[part.slice(0, eq).trim()] = value(part.slice(eq + 1).trim());
    }
  }
  return out;
}

/**
 * Reads an actor argument for `ruleset`: `kind[:field=value,…]`, a JSON spec, or the name of an
 * entry of the ruleset's catalog (`soldier ant`), optionally with extra fields
 * (`soldier ant:mspeed=fast`). Validation of the fields is the ruleset's (its errors name them).
 *
 * @example
 * ```ts
 * parseActor(nethack, 'soldier ant', '3.6.7', '--b'); // { spec: { kind: 'monster', name: 'soldier ant' }, label: 'soldier ant' }
 * ```
 */
export function parseActor(ruleset: AnyRuleset, text: string, version: string | undefined, flag: string, action?: string): ActorArg {
  const tagged = parseTagged(text, flag);
  const kinds = ruleset.kinds.map((k) => k.name);
  const head = String(tagged.kind);
  let spec: Record<string, unknown> = tagged;
  let label = text.trim();
  let extra: Record<string, unknown> = tagged;
  if (text.trim().startsWith('{')) {
    if (!kinds.includes(head)) throw new CliError(`${flag}: ${notOneOf('actor kind', head, kinds, 'kinds', `of ${ruleset.id}`)}`);
  } else if (!kinds.includes(head)) {
    const catalog = analysisOf(ruleset).catalog(version);
    const entry = catalog.find((c) => c.name.toLowerCase() === head.toLowerCase());
    if (!entry) {
      const near = closest(head, [...kinds, ...catalog.map((c) => c.name)]);
      const hint = near ? ` (did you mean "${near}"?)` : '';
      const catalogHint = catalog.length > 0 ? `, or a name from its catalog (turnkeeper catalog ${ruleset.id})` : '';
      throw new CliError(`${flag}: "${head}" is not an actor kind of ${ruleset.id}${hint}; kinds: ${kinds.join(', ')}${catalogHint}`);
    }
    extra = { ...tagged };
    delete extra.kind;
    spec = { ...entry.spec, kind: entry.kind, ...extra };
    label = entry.name + (Object.keys(extra).length ? ` (${Object.entries(extra).map(([k, v]) => `${k}=${String(v)}`).join(', ')})` : '');
  }
  checkFields(ruleset, 'spec', String(spec.kind), extra, flag);
  if (action === undefined) return { spec, label };
  const act = parseTagged(action, `${flag}-action`);
  const allowed = ruleset.kinds.find((k) => k.name === spec.kind)?.actions ?? [];
  if (allowed.length > 0 && !allowed.includes(String(act.kind))) {
    throw new CliError(`${flag}-action: ${notOneOf('action', String(act.kind), allowed, 'actions', `of a ${ruleset.id} ${String(spec.kind)}`)}`);
  }
  checkFields(ruleset, 'action', String(spec.kind), act, `${flag}-action`);
  return { spec, label, action: act };
}

/**
 * Checks the field names of a spec or action against the kind's JSON Schema, so that a typo is
 * one line naming the field, the closest allowed name and every allowed one. (Values are the
 * ruleset's to check: its errors name field, value and range.)
 */
function checkFields(ruleset: AnyRuleset, part: 'spec' | 'action', kind: string, given: Record<string, unknown>, flag: string): void {
  const fields = fieldsOf(ruleset, part, kind).map((f) => f.name);
  if (fields.length === 0) return;
  for (const key of Object.keys(given)) {
    if (key === 'kind' || fields.includes(key)) continue;
    throw new CliError(`${flag}: ${notOneOf('field', key, fields, 'fields', `of a ${ruleset.id} ${kind}${part === 'action' ? ' action' : ''}`)}`);
  }
}

/**
 * The ruleset with this id among the installed ones, or a one-line error listing them.
 *
 * @example
 * ```ts
 * findRuleset(installed, 'nethack');
 * ```
 */
export function findRuleset(installed: readonly { readonly ruleset: AnyRuleset }[], id: string): AnyRuleset {
  const found = installed.find((i) => i.ruleset.id === id);
  if (!found) throw new CliError(notOneOf('ruleset', id, installed.map((i) => i.ruleset.id), 'installed'));
  return found.ruleset;
}

/**
 * The version to use: the one asked for (checked against the ruleset's), or its default.
 *
 * @example
 * ```ts
 * pickVersion(nethack, '3.4.3'); // '3.4.3'
 * ```
 */
export function pickVersion(ruleset: AnyRuleset, version: string | undefined): string {
  if (version === undefined) return ruleset.defaultVersion;
  if (!ruleset.versions.includes(version)) {
    throw new CliError(notOneOf(`${ruleset.id} version`, version, ruleset.versions, 'versions'));
  }
  return version;
}

/**
 * Ruleset options from `--options '{"nightmare": true}'`.
 *
 * @example
 * ```ts
 * parseOptionsFlag('{"nightmare":true}'); // { nightmare: true }
 * ```
 */
export function parseOptionsFlag(text: string | undefined): Record<string, unknown> | undefined {
  if (text === undefined) return undefined;
  const parsed = value(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new CliError(`--options: expected a JSON object, got ${text}`);
  return parsed as Record<string, unknown>;
}
