/**
 * `@turnkeeper/core/json-schema`: JSON Schemas (draft 2020-12) of everything a user writes for a
 * ruleset — actor specs, patches, actions, views, hook payloads and options — for the CLI, the
 * docs and editors. A subpath of its own, so that a game does not bundle the converter.
 *
 * @module
 */
export {
  jsonSchemaOf,
  specJsonSchema,
  patchJsonSchema,
  actionJsonSchema,
  viewJsonSchema,
  hookPayloadJsonSchema,
  optionsJsonSchema,
  type JsonSchema,
} from './json-schema.js';
