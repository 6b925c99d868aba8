import type { AnyAnalysis, AnyRuleset, SpecIssue } from '@turnkeeper/core';
import { CliError, closest, notOneOf } from './cli-error.js';
import { fieldsOf } from './contract.js';

/**
 * An actor named on the command line: its spec and, when given, its action.
 *
 * @example
 * ```ts
 * const a: ActorArg = { spec: { kind: 'monster', base: 18 }, label: 'soldier ant' };
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
function parseTagged(text: string, flag: string): Record<string, unknown> {
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
 * Reads an actor argument for the ruleset of `analysis`: `kind[:field=value,…]`, a JSON spec, or
 * the name of an entry of the ruleset's catalog (`soldier ant`), optionally with extra fields
 * (`soldier ant:mspeed=fast`). A spec that names a catalog entry (`monster:name=jackal`,
 * `{"name": "jackal"}`) stands for that entry, as in every analysis question; names are resolved
 * by `analysis.lookup` (whose error suggests the closest names), so the spec returned is one a
 * loop accepts too. Validation of the fields is the ruleset's (its errors name them).
 *
 * @example
 * ```ts
 * parseActor(nethackAnalysis, 'soldier ant', '3.6.7', '--b'); // { spec: { kind: 'monster', base: 18, … }, label: 'soldier ant' }
 * ```
 */
export function parseActor(analysis: AnyAnalysis, text: string, version: string | undefined, flag: string, action?: string): ActorArg {
  const ruleset = analysis.ruleset;
  const tagged = parseTagged(text, flag);
  const kinds = ruleset.kindList.map((k) => k.name);
  const json = text.trim().startsWith('{');
  let given: Record<string, unknown> = tagged;
  // A kind-less JSON spec is fine for a ruleset of one kind (the generic README writes them so).
  if (json && tagged.kind === undefined && typeof tagged.name !== 'string') {
    if (kinds.length !== 1) throw new CliError(`${flag}: a JSON spec needs "kind" (${kinds.join(', ')}) or a catalog "name"`);
    given = { ...tagged, kind: kinds[0] };
  }
  const kind = given.kind === undefined ? undefined : typeof given.kind === 'string' ? given.kind : JSON.stringify(given.kind);
  let name: string | undefined;
  if (kind === undefined) name = String(given.name);
  else if (!kinds.includes(kind)) {
    if (json) throw new CliError(`${flag}: ${notOneOf('actor kind', kind, kinds, 'kinds', `of ${ruleset.id}`)}`);
    name = kind;
    given = { ...given };
    delete given.kind;
  } else if (typeof given.name === 'string' && !fieldsOf(ruleset, 'spec', kind).some((f) => f.name === 'name')) name = given.name;
  let spec = given;
  let label = text.trim();
  if (name !== undefined) {
    const entry = catalogEntry(analysis, name, version, flag, kinds);
    const extra = { ...given };
    delete extra.kind;
    delete extra.name;
    checkFields(ruleset, 'spec', entry.kind, extra, flag);
    spec = { ...(entry.spec as Record<string, unknown>), ...extra, kind: given.kind ?? entry.kind };
    label =
      entry.name +
      (Object.keys(extra).length
        ? ` (${Object.entries(extra)
            .map(([k, v]) => `${k}=${String(v)}`)
            .join(', ')})`
        : '');
  } else checkFields(ruleset, 'spec', kind ?? '', given, flag);
  if (action === undefined) return { spec, label };
  const act = parseTagged(action, `${flag}-action`);
  const allowed = ruleset.kindList.find((k) => k.name === spec.kind)?.actions ?? [];
  if (allowed.length > 0 && !allowed.includes(String(act.kind))) {
    throw new CliError(`${flag}-action: ${notOneOf('action', String(act.kind), allowed, 'actions', `of a ${ruleset.id} ${String(spec.kind)}`)}`);
  }
  checkFields(ruleset, 'action', String(spec.kind), act, `${flag}-action`);
  return { spec, label, action: act };
}

/**
 * The catalog entry `name` stands for, through `analysis.lookup`; a name that is neither a kind
 * nor in the catalog is one line with the kinds and the catalog's closest names (core's).
 */
function catalogEntry(
  analysis: AnyAnalysis,
  name: string,
  version: string | undefined,
  flag: string,
  kinds: readonly string[],
): ReturnType<AnyAnalysis['lookup']> {
  const id = analysis.ruleset.id;
  try {
    return analysis.lookup(name, version);
  } catch (e) {
    // Read structurally: a plugin may bring its own copy of core, whose error classes are not ours.
    const issues = e instanceof Error ? (e as Error & { issues?: unknown }).issues : undefined;
    const issue = Array.isArray(issues) ? (issues as SpecIssue[]).find((i) => i.field === 'name' && typeof i.allowed === 'string') : undefined;
    if (issue === undefined) throw e;
    // A mistyped kind ("monstr") is said as one; otherwise the catalog's own suggestions.
    const nearKind = closest(name, kinds);
    const hasCatalog = analysis.catalog(version).length > 0;
    if (nearKind !== undefined || !hasCatalog) {
      throw new CliError(
        `${flag}: "${name}" is not an actor kind of ${id}${nearKind ? ` (did you mean "${nearKind}"?)` : ''}; kinds: ${kinds.join(', ')}${hasCatalog ? `, or a name from its catalog (turnkeeper catalog ${id})` : ''}`,
      );
    }
    throw new CliError(`${flag}: "${name}" is neither an actor kind of ${id} (${kinds.join(', ')}) nor ${issue.allowed} (turnkeeper catalog ${id} lists them)`);
  }
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
 * The version to use: the one asked for (checked against the ruleset's), or its default.
 *
 * @example
 * ```ts
 * pickVersion(nethack, '3.4.3'); // '3.4.3'
 * ```
 */
export function pickVersion(ruleset: AnyRuleset, version: string | undefined): string {
  if (version === undefined) return ruleset.meta.defaultVersion;
  if (!ruleset.meta.versions.includes(version)) {
    throw new CliError(notOneOf(`${ruleset.id} version`, version, ruleset.meta.versions, 'versions'));
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
