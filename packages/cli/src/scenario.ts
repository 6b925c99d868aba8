import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as v from 'valibot';
import { check, show, type SpecIssue } from '@turnkeeper/core';
import { jsonSchemaOf } from '@turnkeeper/core/json-schema';
import { CliError, notOneOf } from './cli-error.js';

const actorId = v.union(
  [v.pipe(v.string(), v.minLength(1, 'a non-empty string')), v.pipe(v.number(), v.safeInteger('a safe integer'))],
  'a non-empty string or an integer',
);
const record = v.record(v.string(), v.unknown(), 'an object');

/** An integer from `min` to `max`, every refusal saying so. */
function integerFrom(min: number, max: number, description: string) {
  const allowed = `an integer from ${min.toLocaleString('en')} to ${max.toLocaleString('en')}`;
  return v.pipe(v.number(), v.integer(allowed), v.minValue(min, allowed), v.maxValue(max, allowed), v.description(description));
}

/**
 * A `turnkeeper simulate` scenario (JSON or YAML): the ruleset, version, options, seed and
 * generator, how many turns, and the actors — each with its spec (as for `loop.add`) and the
 * actions it takes in turn (a cycle; default: its kind's default action). A valibot schema,
 * published as JSON Schema in `@turnkeeper/cli/scenario.schema.json`; each actor's spec is then
 * checked by its ruleset.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * v.parse(scenarioSchema, { ruleset: 'nethack', turns: 50, actors: [{ id: 'you', spec: { kind: 'player' } }] });
 * ```
 */
export const scenarioSchema = v.pipe(
  v.strictObject({
    $schema: v.optional(v.pipe(v.string(), v.description('the JSON Schema this file follows'))),
    ruleset: v.pipe(v.string(), v.minLength(1, 'a ruleset id (turnkeeper list)'), v.description('the id of an installed ruleset (turnkeeper list)')),
    version: v.optional(v.pipe(v.string(), v.description("the game version (default: the ruleset's default)"))),
    options: v.optional(v.pipe(record, v.description('ruleset options other than the version'))),
    seed: v.optional(integerFrom(0, Number.MAX_SAFE_INTEGER, 'the seed of the random source'), 1),
    generator: v.optional(v.pipe(v.picklist(['core', 'game'], '"core" or "game"'), v.description("core's xoshiro128** or the game's own generator")), 'core'),
    turns: v.optional(
      integerFrom(
        1,
        1_000_000,
        "how many of the game's turns to run (its units.turn: NetHack turns, DCSS 10-aut turns…); default 20 when actions is not given",
      ),
    ),
    actions: v.optional(integerFrom(1, 10_000_000, 'how many turns to hand out to the actors instead (each actor turn counts one)')),
    actors: v.pipe(
      v.array(
        v.strictObject({
          id: v.pipe(actorId, v.description('a stable id: a non-empty string or an integer')),
          spec: v.pipe(record, v.description('the actor spec, kind included, as the ruleset defines it')),
          actions: v.optional(
            v.pipe(
              v.array(record),
              v.minLength(1, 'a non-empty list of actions'),
              v.description("the actions the actor takes, in a cycle (default: its kind's default action)"),
            ),
          ),
        }),
      ),
      v.minLength(1, 'a non-empty list of actors'),
      v.description('the actors, added in this order'),
    ),
  }),
  v.forward(
    v.check((s) => s.turns === undefined || s.actions === undefined, 'turns or actions, not both'),
    ['actions'],
  ),
  v.description('A turnkeeper simulate scenario'),
);

/**
 * A parsed scenario.
 *
 * @example
 * ```ts
 * import { parseScenario, type Scenario } from '@turnkeeper/cli';
 * declare const data: unknown; // the file's YAML or JSON, parsed
 * const s: Scenario = parseScenario(data, 'duel.yaml');
 * ```
 */
export type Scenario = v.InferOutput<typeof scenarioSchema>;

/**
 * The scenario schema as JSON Schema (draft 2020-12), as published in `scenario.schema.json`.
 *
 * @example
 * ```ts
 * JSON.stringify(scenarioJsonSchema(), null, 2);
 * ```
 */
export function scenarioJsonSchema(): Record<string, unknown> {
  return { $id: 'https://turnkeeper.dev/schema/scenario.schema.json', ...jsonSchemaOf(scenarioSchema) };
}

const SCENARIO_KEYS = Object.keys(scenarioSchema.pipe[0].entries);
const ACTOR_KEYS = Object.keys(scenarioSchema.pipe[0].entries.actors.pipe[0].item.entries);

/**
 * One line for the first problem found in a scenario: where (`actors[0].spec`), the value and what
 * is allowed, and for an unknown key the allowed ones (with the closest).
 *
 * @example
 * ```ts
 * describeIssue({ field: 'turn', value: 3, allowed: 'not a field here (unknown key)' });
 * // 'turn: unknown key "turn" (did you mean "turns"?); keys: $schema, ruleset, …'
 * ```
 */
export function describeIssue(issue: SpecIssue | undefined): string {
  if (issue === undefined) return 'invalid';
  const path = issue.field === '' ? [] : issue.field.split('.');
  const at = path
    .map((p) => (/^\d+$/.test(p) ? `[${p}]` : `.${p}`))
    .join('')
    .replace(/^\./, '');
  // A key the object does not have: named with the keys it has (valibot reports it at its path).
  const key = path.at(-1) ?? '';
  const inActor = path.length === 3 && path[0] === 'actors' && /^\d+$/.test(path[1] ?? '');
  if ((path.length === 1 && !SCENARIO_KEYS.includes(key)) || (inActor && !ACTOR_KEYS.includes(key))) {
    const where = path
      .slice(0, -1)
      .map((p) => (/^\d+$/.test(p) ? `[${p}]` : `.${p}`))
      .join('')
      .replace(/^\./, '');
    return `${where ? `${where}: ` : ''}${notOneOf('key', key, inActor ? ACTOR_KEYS : SCENARIO_KEYS, 'keys')}`;
  }
  return `${at || '(root)'}: got ${show(issue.value)}; expected ${issue.allowed}`;
}

/**
 * Validates scenario data (parsed JSON or YAML); any problem is one line naming `where` (the file
 * or the flags), the field, the value and what is allowed.
 *
 * @example
 * ```ts
 * const scenario = parseScenario({ ruleset: 'dcss', actors: [{ id: 'you', spec: { kind: 'player' } }] }, 'duel.json');
 * ```
 */
export function parseScenario(data: unknown, where: string): Scenario {
  const r = check(scenarioSchema, data);
  if (!r.ok) throw new CliError(`${where}: ${describeIssue(r.issues[0])}`);
  return r.value;
}

/**
 * Reads and validates a scenario file (`.json`, `.yaml` or `.yml`); any problem is one line naming
 * the file, the field and what is allowed. The YAML parser loads only for a YAML file.
 *
 * @example
 * ```ts
 * const scenario = await loadScenario('duel.yaml', process.cwd());
 * ```
 */
export async function loadScenario(file: string, cwd: string): Promise<Scenario> {
  const path = resolve(cwd, file);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new CliError(`cannot read scenario file ${file}`);
  }
  const isYaml = /\.ya?ml$/i.test(file);
  const yaml = isYaml ? await import('yaml') : undefined;
  let data: unknown;
  try {
    data = yaml ? yaml.parse(text) : JSON.parse(text);
  } catch (e) {
    throw new CliError(`${file}: not valid ${isYaml ? 'YAML' : 'JSON'} (${(e as Error).message.split('\n')[0] ?? ''})`);
  }
  return parseScenario(data, file);
}
