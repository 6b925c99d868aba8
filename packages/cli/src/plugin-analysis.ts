// What a plugin's export is turned into: an analysis (with its ruleset) the CLI can hold. A plugin
// declares analysis objects made with `defineAnalysis` ("./analysis#myGameAnalysis"), whose
// `ruleset` is the ruleset. Every property the contract names is read once, here, into a plain
// object (functions bound to their owner), so a getter that throws or changes its mind is met at
// discovery — as one warning line — and never later in the middle of a command. This is the one
// place that knows what a plugin exports.
import type { AnyAnalysis, AnyRuleset } from '@turnkeeper/core';

/**
 * An export that is not a usable analysis: the message names the field and what was wrong.
 *
 * @example
 * ```ts
 * throw new PluginShapeError('ruleset.meta.units.turn.length: got -1; expected a positive number');
 * ```
 */
class PluginShapeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PluginShapeError';
  }
}

function show(v: unknown): string {
  switch (typeof v) {
    case 'string':
      return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
    case 'number':
    case 'boolean':
    case 'bigint':
      return String(v);
    case 'undefined':
      return 'undefined';
    case 'symbol':
      return v.toString();
    case 'function':
      return 'a function';
    default:
      return v === null ? 'null' : Array.isArray(v) ? 'an array' : 'an object';
  }
}

/** Reads `obj[key]` once; a throwing getter (or Proxy trap) becomes a PluginShapeError naming the field. */
function read(obj: object, key: string, path: string): unknown {
  try {
    return (obj as Record<string, unknown>)[key];
  } catch (e) {
    let message = 'an error';
    try {
      message = e instanceof Error ? (e.message.split('\n')[0] ?? '') : String(e);
    } catch {
      // a thrown value whose message cannot be read either: say so plainly
    }
    throw new PluginShapeError(`${path}: reading it threw (${message})`);
  }
}

function fail(path: string, value: unknown, expected: string): never {
  throw new PluginShapeError(`${path}: got ${show(value)}; expected ${expected}`);
}

function object(v: unknown, path: string): object {
  if ((typeof v !== 'object' && typeof v !== 'function') || v === null) fail(path, v, 'an object');
  return v;
}

function text(obj: object, key: string, path: string, fallback?: string): string {
  const v = read(obj, key, `${path}${key}`);
  if (v === undefined && fallback !== undefined) return fallback;
  if (typeof v !== 'string') fail(`${path}${key}`, v, 'a string');
  return v;
}

function texts(obj: object, key: string, path: string, nonEmpty: boolean): string[] {
  const v = read(obj, key, `${path}${key}`);
  if (!Array.isArray(v) || (nonEmpty && v.length === 0)) fail(`${path}${key}`, v, nonEmpty ? 'a non-empty list of strings' : 'a list of strings');
  return v.map((x, i) => {
    if (typeof x !== 'string') fail(`${path}${key}[${i}]`, x, 'a string');
    return x;
  });
}

// `never` returns and parameters make it fit every method slot of the contract (method slots are
// compared bivariantly); what the function really returns is checked where it is used.
type Fn = (...args: never[]) => never;

function fn(obj: object, key: string, path: string): Fn {
  const v = read(obj, key, `${path}${key}`);
  if (typeof v !== 'function') fail(`${path}${key}`, v, 'a function');
  return (v as Fn).bind(obj);
}

function timeUnit(obj: object, key: string, path: string): { name: string; plural: string; description: string } {
  const u = object(read(obj, key, `${path}${key}`), `${path}${key}`);
  const at = `${path}${key}.`;
  return { name: text(u, 'name', at), plural: text(u, 'plural', at), description: text(u, 'description', at, '') };
}

type Meta = AnyRuleset['meta'];

function units(meta: object, path: string): Meta['units'] {
  const at = `${path}units`;
  const u = object(read(meta, 'units', at), at);
  const turnObj = object(read(u, 'turn', `${at}.turn`), `${at}.turn`);
  const length = read(turnObj, 'length', `${at}.turn.length`);
  if (typeof length !== 'number' || !Number.isFinite(length) || length <= 0) fail(`${at}.turn.length`, length, 'a positive number');
  const energy = read(u, 'energy', `${at}.energy`);
  const others = read(u, 'others', `${at}.others`);
  if (others !== undefined && !Array.isArray(others)) fail(`${at}.others`, others, 'a list of units');
  return {
    time: timeUnit(u, 'time', `${at}.`),
    turn: { ...timeUnit(u, 'turn', `${at}.`), length },
    ...(energy === undefined ? {} : { energy: timeUnit(u, 'energy', `${at}.`) }),
    ...(others === undefined ? {} : { others: (others as unknown[]).map((_, i) => timeUnit(others as object, String(i), `${at}.others.`)) }),
  };
}

function metaOf(r: object, id: string, path: string): Meta {
  const at = `${path}meta.`;
  const m = object(read(r, 'meta', `${path}meta`), `${path}meta`);
  const metaId = text(m, 'id', at);
  if (metaId !== id) fail(`${at}id`, metaId, `the ruleset's id (${JSON.stringify(id)})`);
  const versions = texts(m, 'versions', at, true) as unknown as Meta['versions'];
  const defaultVersion = text(m, 'defaultVersion', at);
  if (!versions.includes(defaultVersion)) fail(`${at}defaultVersion`, defaultVersion, `one of its versions (${versions.join(', ')})`);
  return {
    id,
    title: text(m, 'title', at),
    description: text(m, 'description', at, ''),
    versions,
    defaultVersion,
    units: units(m, at),
    docs: text(m, 'docs', at, ''),
    sources: read(m, 'sources', `${at}sources`) === undefined ? [] : texts(m, 'sources', at, false),
  };
}

function kindList(r: object, path: string): AnyRuleset['kindList'] {
  const list = read(r, 'kindList', `${path}kindList`);
  if (!Array.isArray(list) || list.length === 0) fail(`${path}kindList`, list, 'a non-empty list of actor kinds');
  return list.map((k: unknown, i) => {
    const at = `${path}kindList[${i}].`;
    const kind = object(k, `${path}kindList[${i}]`);
    const max = read(kind, 'max', `${at}max`);
    if (typeof max !== 'number' || !(max >= 1)) fail(`${at}max`, max, 'a number ≥ 1 (Infinity when unlimited)');
    const actions = texts(kind, 'actions', at, true);
    const defaultAction = text(kind, 'defaultAction', at);
    if (!actions.includes(defaultAction)) fail(`${at}defaultAction`, defaultAction, `one of its actions (${actions.join(', ')})`);
    return { name: text(kind, 'name', at), label: text(kind, 'label', at), description: text(kind, 'description', at, ''), max, actions, defaultAction };
  });
}

function randomOf(r: object, versions: readonly string[], path: string): AnyRuleset['random'] {
  const at = `${path}random`;
  const random = read(r, 'random', at);
  if (random === undefined) return { generatorVersions: [], kinds: [] };
  const o = object(random, at);
  const generator = read(o, 'generator', `${at}.generator`);
  if (generator !== undefined) {
    const kind = read(object(generator, `${at}.generator`), 'kind', `${at}.generator.kind`);
    if (typeof kind !== 'string') fail(`${at}.generator.kind`, kind, 'a string');
  }
  const generatorVersions =
    read(o, 'generatorVersions', `${at}.generatorVersions`) === undefined
      ? generator === undefined
        ? []
        : [...versions]
      : texts(o, 'generatorVersions', `${at}.`, false);
  const kinds = read(o, 'kinds', `${at}.kinds`) ?? [];
  if (!Array.isArray(kinds)) fail(`${at}.kinds`, kinds, 'a list of random kinds');
  return { generator: generator as AnyRuleset['random']['generator'], generatorVersions, kinds: kinds as AnyRuleset['random']['kinds'] };
}

/**
 * A ruleset (`analysis.ruleset`) as a plain object the CLI can hold, every field of the runtime
 * contract read once: `id`, `meta`, `kindList`, the declared `kinds`, `hooks`, `options`, `random`,
 * `state`, and the functions bound to the plugin's own ruleset.
 *
 * @example
 * ```ts
 * import { generic } from '@turnkeeper/core';
 * rulesetOf(generic).meta.title; // 'Generic energy scheduler'
 * ```
 */
function rulesetOf(value: unknown, path = ''): AnyRuleset {
  const r = object(value, path === '' ? 'the ruleset' : path.replace(/\.$/, ''));
  const id = text(r, 'id', path);
  // The id is how users name the ruleset on the command line and in one-line messages.
  if (!/^[A-Za-z0-9][\w.-]*$/.test(id)) fail(`${path}id`, id, 'a name of letters, digits, ".", "_" or "-"');
  const meta = metaOf(r, id, path);
  const hooks = read(r, 'hooks', `${path}hooks`);
  return {
    id,
    meta,
    kindList: kindList(r, path),
    kinds: object(read(r, 'kinds', `${path}kinds`), `${path}kinds`) as AnyRuleset['kinds'],
    hooks: hooks === undefined ? {} : (object(hooks, `${path}hooks`) as AnyRuleset['hooks']),
    options: object(read(r, 'options', `${path}options`), `${path}options`) as AnyRuleset['options'],
    random: randomOf(r, meta.versions, path),
    state: object(read(r, 'state', `${path}state`), `${path}state`) as AnyRuleset['state'],
    schemaOf: fn(r, 'schemaOf', path),
    actionSchemaOf: fn(r, 'actionSchemaOf', path),
    create: fn(r, 'create', path),
    resume: fn(r, 'resume', path),
    parseSpec: fn(r, 'parseSpec', path),
    parseAction: fn(r, 'parseAction', path),
    parseOptions: fn(r, 'parseOptions', path),
  };
}

/**
 * A plugin's export as an analysis the CLI can hold, or a {@link PluginShapeError} naming the
 * first field that is missing, of the wrong type, or whose getter throws. Every field of the
 * analysis contract (and of its `ruleset`) is read exactly once; the result is a plain object
 * whose metadata is data and whose functions are bound to the plugin's own objects. An export
 * that is a ruleset rather than its analysis is told which to declare.
 *
 * @example
 * ```ts
 * import { genericAnalysis } from '@turnkeeper/core/analysis';
 * analysisOf(genericAnalysis).ruleset.id; // 'generic'
 * analysisOf({ rate() {} }); // throws PluginShapeError: ruleset: got undefined; expected an object
 * ```
 */
export function analysisOf(value: unknown): AnyAnalysis {
  const a = object(value, 'the export');
  const ruleset = read(a, 'ruleset', 'ruleset');
  if (ruleset === undefined && typeof read(a, 'create', 'create') === 'function') {
    throw new PluginShapeError('a ruleset, not its analysis: declare the object made with defineAnalysis, as "./analysis#<name>Analysis"');
  }
  return {
    ruleset: rulesetOf(object(ruleset, 'ruleset'), 'ruleset.'),
    rate: fn(a, 'rate', ''),
    actionsPerTurn: fn(a, 'actionsPerTurn', ''),
    between: fn(a, 'between', ''),
    speedTable: fn(a, 'speedTable', ''),
    versions: fn(a, 'versions', ''),
    catalog: fn(a, 'catalog', ''),
    lookup: fn(a, 'lookup', ''),
  };
}
