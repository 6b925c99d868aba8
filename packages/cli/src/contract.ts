// Every read the CLI makes of a ruleset's analysis and JSON Schemas goes through this file, so a
// change in how rulesets publish them (an analysis object of its own, schemas from a subpath) is
// made here alone.
import type { AnyAnalysis, AnyRuleset } from '@turnkeeper/core';

/**
 * The analysis interface of a ruleset (`rate`, `between`, `speedTable`, `catalog`, …).
 *
 * @example
 * ```ts
 * analysisOf(nethack).speedTable({ kind: 'monster' });
 * ```
 */
export function analysisOf(ruleset: AnyRuleset): AnyAnalysis {
  return ruleset.analysis;
}

/**
 * Which JSON Schema of a ruleset: an actor kind's spec, patch, action or view, or the options.
 *
 * @example
 * ```ts
 * const part: SchemaPart = 'spec';
 * ```
 */
export type SchemaPart = 'spec' | 'patch' | 'action' | 'view' | 'options';

/**
 * One of a ruleset's JSON Schemas (draft 2020-12). `kind` is needed for every part but `options`;
 * without it, `spec` is the union over the kinds.
 *
 * @example
 * ```ts
 * schemaOf(dcss, 'spec', 'monster').properties; // { speed: {…}, hasted: {…}, … }
 * ```
 */
export function schemaOf(ruleset: AnyRuleset, part: SchemaPart, kind?: string): Record<string, unknown> {
  switch (part) {
    case 'spec':
      return kind === undefined ? ruleset.specJsonSchema() : ruleset.specJsonSchema(kind);
    case 'patch':
      return ruleset.patchJsonSchema(kind ?? '');
    case 'action':
      return ruleset.actionJsonSchema(kind ?? '');
    case 'view':
      return ruleset.viewJsonSchema(kind ?? '');
    case 'options':
      return ruleset.optionsJsonSchema();
  }
}

/**
 * The fields an actor kind's spec (or action) accepts, from its JSON Schema, with their
 * descriptions: for "unknown field" errors that list what is allowed, and for explanations.
 *
 * @example
 * ```ts
 * fieldsOf(nethack, 'spec', 'monster').map((f) => f.name); // ['base', 'name', 'mspeed', …]
 * ```
 */
export function fieldsOf(ruleset: AnyRuleset, part: 'spec' | 'action', kind: string): { name: string; description: string | undefined }[] {
  let schema: Record<string, unknown>;
  try {
    schema = schemaOf(ruleset, part, kind);
  } catch {
    return [];
  }
  const names = new Map<string, string | undefined>();
  const visit = (s: unknown): void => {
    if (typeof s !== 'object' || s === null) return;
    const o = s as Record<string, unknown>;
    const props = o.properties;
    if (typeof props === 'object' && props !== null) {
      for (const [name, p] of Object.entries(props as Record<string, unknown>)) {
        if (name === 'kind') continue;
        const d = typeof p === 'object' && p !== null ? (p as { description?: unknown }).description : undefined;
        if (!names.has(name) || names.get(name) === undefined) names.set(name, typeof d === 'string' ? d : undefined);
      }
    }
    for (const key of ['anyOf', 'oneOf', 'allOf']) if (Array.isArray(o[key])) (o[key] as unknown[]).forEach(visit);
  };
  visit(schema);
  return [...names].map(([name, description]) => ({ name, description }));
}
