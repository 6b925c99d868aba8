// Every read the CLI makes of a ruleset's JSON Schemas goes through this file (core's
// `@turnkeeper/core/json-schema`), so a change in how schemas are published is made here alone.
// The analysis questions are asked of the analysis object discovery found (`installed.analysis`),
// whose `ruleset` is the ruleset.
import type { AnyRuleset } from '@turnkeeper/core';
import { actionJsonSchema, optionsJsonSchema, patchJsonSchema, specJsonSchema, viewJsonSchema } from '@turnkeeper/core/json-schema';

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
      return specJsonSchema(ruleset, kind);
    case 'patch':
      return patchJsonSchema(ruleset, kind ?? '');
    case 'action':
      return actionJsonSchema(ruleset, kind ?? '');
    case 'view':
      return viewJsonSchema(ruleset, kind ?? '');
    case 'options':
      return optionsJsonSchema(ruleset);
  }
}

/**
 * A field an actor kind's spec (or action) accepts, with its description.
 *
 * @example
 * ```ts
 * const f: Field = { name: 'speed', description: 'the monster speed (mon-data.h)' };
 * ```
 */
export interface Field {
  readonly name: string;
  readonly description: string | undefined;
}

/**
 * The fields an actor kind's spec (or action) accepts, from its JSON Schema, with their
 * descriptions: for "unknown field" errors that list what is allowed, and for explanations.
 *
 * @example
 * ```ts
 * fieldsOf(nethack, 'spec', 'monster').map((f) => f.name); // ['base', 'mspeed', …]
 * ```
 */
export function fieldsOf(ruleset: AnyRuleset, part: 'spec' | 'action', kind: string): Field[] {
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
