import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { parse as parseYaml } from 'yaml';
import { CliError, notOneOf } from './cli-error.js';

const actorId = z.union([z.string().min(1), z.number().int().refine(Number.isSafeInteger, { error: 'a safe integer' })]);
const record = z.record(z.string(), z.unknown());

/**
 * A `turnkeeper simulate` scenario (JSON or YAML): the ruleset, version, options, seed and
 * generator, how many turns, and the actors — each with its spec (as for `loop.add`) and the
 * actions it takes in turn (a cycle; default: its kind's default action). Published as JSON Schema
 * in `@turnkeeper/cli/scenario.schema.json`; each actor's spec is then checked by its ruleset.
 *
 * @example
 * ```ts
 * scenarioSchema.parse({ ruleset: 'nethack', turns: 50, actors: [{ id: 'you', spec: { kind: 'player' } }] });
 * ```
 */
export const scenarioSchema = z
  .strictObject({
    $schema: z.string().optional().describe('the JSON Schema this file follows'),
    ruleset: z.string().min(1).describe('the id of an installed ruleset (turnkeeper list)'),
    version: z.string().optional().describe("the game version (default: the ruleset's default)"),
    options: record.optional().describe('ruleset options other than the version'),
    seed: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(1).describe('the seed of the random source'),
    generator: z.enum(['core', 'game']).default('core').describe("core's xoshiro128** or the game's own generator"),
    turns: z.number().int().min(1).max(1_000_000).optional().describe("how many of the game's turns to run (its units.turn: NetHack turns, DCSS 10-aut turns…); default 20 when actions is not given"),
    actions: z.number().int().min(1).max(10_000_000).optional().describe('how many turns to hand out to the actors instead (each actor turn counts one)'),
    actors: z
      .array(
        z.strictObject({
          id: actorId.describe('a stable id: a non-empty string or an integer'),
          spec: record.describe('the actor spec, kind included, as the ruleset defines it'),
          actions: z.array(record).min(1).optional().describe("the actions the actor takes, in a cycle (default: its kind's default action)"),
        }),
      )
      .min(1)
      .describe('the actors, added in this order'),
  })
  .refine((s) => s.turns === undefined || s.actions === undefined, { error: 'give turns or actions, not both', path: ['actions'] })
  .describe('A turnkeeper simulate scenario');

/**
 * A parsed scenario.
 *
 * @example
 * ```ts
 * const s: Scenario = scenarioSchema.parse(data);
 * ```
 */
export type Scenario = z.output<typeof scenarioSchema>;

/**
 * The scenario schema as JSON Schema (draft 2020-12), as published in `scenario.schema.json`.
 *
 * @example
 * ```ts
 * JSON.stringify(scenarioJsonSchema(), null, 2);
 * ```
 */
export function scenarioJsonSchema(): Record<string, unknown> {
  return { $id: 'https://turnkeeper.dev/schema/scenario.schema.json', ...z.toJSONSchema(scenarioSchema, { io: 'input' }) };
}

/**
 * Reads and validates a scenario file (`.json`, `.yaml` or `.yml`); any problem is one line naming
 * the file, the field and what is allowed.
 *
 * @example
 * ```ts
 * const scenario = loadScenario('duel.yaml', process.cwd());
 * ```
 */
export function loadScenario(file: string, cwd: string): Scenario {
  const path = resolve(cwd, file);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new CliError(`cannot read scenario file ${file}`);
  }
  let data: unknown;
  try {
    data = /\.ya?ml$/i.test(file) ? parseYaml(text) : JSON.parse(text);
  } catch (e) {
    throw new CliError(`${file}: not valid ${/\.ya?ml$/i.test(file) ? 'YAML' : 'JSON'} (${(e as Error).message.split('\n')[0] ?? ''})`);
  }
  const parsed = scenarioSchema.safeParse(data);
  if (!parsed.success) throw new CliError(`${file}: ${describeIssue(parsed.error.issues[0])}`);
  return parsed.data;
}

const SCENARIO_KEYS = Object.keys(scenarioSchema.shape);
const ACTOR_KEYS = ['id', 'spec', 'actions'];

/**
 * One line for the first problem zod found in a scenario: where (`actors[0].spec`), what is
 * wrong, and for an unknown key the allowed ones (with the closest).
 *
 * @example
 * ```ts
 * describeIssue(scenarioSchema.safeParse({ ruleset: 'dcss', turn: 3 }).error?.issues[0]);
 * // 'turn: unknown key "turn" (did you mean "turns"?); keys: $schema, ruleset, …'
 * ```
 */
export function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (issue === undefined) return 'invalid';
  const at = issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('').replace(/^\./, '');
  if (issue.code === 'unrecognized_keys') {
    const allowed = issue.path.length === 0 ? SCENARIO_KEYS : ACTOR_KEYS;
    const key = issue.keys[0] ?? '';
    return `${at ? `${at}: ` : ''}${notOneOf('key', key, allowed, 'keys')}`;
  }
  return `${at || '(root)'}: ${issue.message}`;
}
