import { toJsonSchema } from '@valibot/to-json-schema';
import { InvalidArgumentError } from '../errors.js';
import type { AnyRuleset } from '../ruleset/any-ruleset.js';
import type { AnySchema } from '../schema/parse.js';

/**
 * A JSON Schema document, as plain data.
 *
 * @example
 * ```ts
 * import type { JsonSchema } from '@turnkeeper/core/json-schema';
 * const s: JsonSchema = { type: 'integer', minimum: 1 };
 * ```
 */
export type JsonSchema = Record<string, unknown>;

const DIALECT = 'https://json-schema.org/draft/2020-12/schema';

/**
 * The JSON Schema (draft 2020-12) of a valibot schema, as a user writes it (defaults optional).
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import { jsonSchemaOf } from '@turnkeeper/core/json-schema';
 * jsonSchemaOf(v.strictObject({ speed: v.number() })); // { type: 'object', properties: { speed: … } … }
 * ```
 */
export function jsonSchemaOf(schema: AnySchema): JsonSchema {
  const out = toJsonSchema(schema, { target: 'draft-2020-12', errorMode: 'ignore', typeMode: 'input' }) as JsonSchema;
  return { $schema: DIALECT, ...stripDialect(out) };
}

function stripDialect(schema: JsonSchema): JsonSchema {
  const rest = { ...schema };
  delete rest.$schema;
  return rest;
}

function kindNames(ruleset: AnyRuleset): string[] {
  return ruleset.kindList.map((k) => k.name);
}

function checkKind(ruleset: AnyRuleset, kind: string): void {
  if (!kindNames(ruleset).includes(kind)) throw new InvalidArgumentError(`${ruleset.id} actor kind`, kind, `one of ${kindNames(ruleset).join(', ')}`);
}

/**
 * The JSON Schema of an actor spec: one kind's, or any kind's (`oneOf`, by `kind`).
 *
 * @example
 * ```ts
 * import { generic } from '@turnkeeper/core';
 * import { specJsonSchema } from '@turnkeeper/core/json-schema';
 * specJsonSchema(generic, 'actor').properties; // { speed: …, energy: …, paused: …, kind: … }
 * ```
 */
export function specJsonSchema(ruleset: AnyRuleset, kind?: string): JsonSchema {
  if (kind !== undefined) {
    checkKind(ruleset, kind);
    return jsonSchemaOf(ruleset.schemaOf(kind, 'spec'));
  }
  return { $schema: DIALECT, oneOf: kindNames(ruleset).map((k) => stripDialect(jsonSchemaOf(ruleset.schemaOf(k, 'spec')))) };
}

/**
 * The JSON Schema of one kind's patch (what `loop.update` takes).
 *
 * @example
 * ```ts
 * import { generic } from '@turnkeeper/core';
 * import { patchJsonSchema } from '@turnkeeper/core/json-schema';
 * patchJsonSchema(generic, 'actor');
 * ```
 */
export function patchJsonSchema(ruleset: AnyRuleset, kind: string): JsonSchema {
  checkKind(ruleset, kind);
  return jsonSchemaOf(ruleset.schemaOf(kind, 'patch'));
}

/**
 * The JSON Schema of one kind's actions (`oneOf`, by action name).
 *
 * @example
 * ```ts
 * import { generic } from '@turnkeeper/core';
 * import { actionJsonSchema } from '@turnkeeper/core/json-schema';
 * actionJsonSchema(generic, 'actor').oneOf; // the `act` and `wait` schemas
 * ```
 */
export function actionJsonSchema(ruleset: AnyRuleset, kind: string): JsonSchema {
  checkKind(ruleset, kind);
  const actions = ruleset.kindList.find((k) => k.name === kind)?.actions ?? [];
  return { $schema: DIALECT, oneOf: actions.map((a) => stripDialect(jsonSchemaOf(ruleset.actionSchemaOf(kind, a)))) };
}

/**
 * The JSON Schema of one kind's inspect view (what `loop.inspect` returns).
 *
 * @example
 * ```ts
 * import { generic } from '@turnkeeper/core';
 * import { viewJsonSchema } from '@turnkeeper/core/json-schema';
 * viewJsonSchema(generic, 'actor');
 * ```
 */
export function viewJsonSchema(ruleset: AnyRuleset, kind: string): JsonSchema {
  checkKind(ruleset, kind);
  return jsonSchemaOf(ruleset.schemaOf(kind, 'view'));
}

/**
 * The JSON Schema of a hook's payload.
 *
 * @example
 * ```ts
 * import { hookPayloadJsonSchema } from '@turnkeeper/core/json-schema';
 * import * as v from 'valibot';
 * import { defineRuleset, GenericEngine, genericActor, genericState, hook } from '@turnkeeper/core';
 * const withHook = defineRuleset({
 *   meta: { id: 'hooked', title: 'Hooked', description: 'generic, with one hook', versions: ['1'], units: { time: { name: 'tick', plural: 'ticks', description: 'a tick' } }, docs: 'https://example.org', sources: [] },
 *   kinds: { actor: genericActor },
 *   hooks: { spawnRoll: hook('The random-generation roll.', v.strictObject({ n: v.number() })) },
 *   options: v.strictObject({}),
 *   state: { schema: genericState },
 *   engine: (_ctx, saved) => new GenericEngine(saved),
 * });
 * hookPayloadJsonSchema(withHook, 'spawnRoll'); // { type: 'object', properties: { n: { type: 'number' } }, … }
 * ```
 */
export function hookPayloadJsonSchema(ruleset: AnyRuleset, hook: string): JsonSchema {
  const decl = ruleset.hooks[hook];
  if (!decl) throw new InvalidArgumentError(`${ruleset.id} hook`, hook, `one of ${Object.keys(ruleset.hooks).join(', ') || '(none)'}`);
  return jsonSchemaOf(decl.payload);
}

/**
 * The JSON Schema of the ruleset's options, `version` included.
 *
 * @example
 * ```ts
 * import { generic } from '@turnkeeper/core';
 * import { optionsJsonSchema } from '@turnkeeper/core/json-schema';
 * optionsJsonSchema(generic).properties; // { version: { enum: ['1'], default: '1' … } }
 * ```
 */
export function optionsJsonSchema(ruleset: AnyRuleset): JsonSchema {
  const schema = jsonSchemaOf(ruleset.options);
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  const version = { type: 'string', enum: [...ruleset.meta.versions], default: ruleset.meta.defaultVersion };
  return { ...schema, properties: { version, ...properties } };
}
