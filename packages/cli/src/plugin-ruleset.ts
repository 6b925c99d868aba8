// What a plugin's export is turned into: a ruleset the CLI can hold. Every property the contract
// names is read once, here, into a plain object (functions bound to their owner), so a getter
// that throws or changes its mind is met at discovery — as one warning line — and never later in
// the middle of a command. This is the one place that knows what a plugin exports: when plugins
// export analysis objects (`analysis.ruleset` being the ruleset), only `rulesetOf` changes.
import type { AnyAnalysis, AnyRuleset } from '@turnkeeper/core';

/**
 * An export that is not a usable ruleset: the message names the field and what was wrong.
 *
 * @example
 * ```ts
 * throw new PluginShapeError('units.turn.length: got -1; expected a positive number');
 * ```
 */
export class PluginShapeError extends Error {
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
      message = e instanceof Error ? e.message.split('\n')[0] ?? '' : String(e);
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

function units(obj: object): AnyRuleset['units'] {
  const u = object(read(obj, 'units', 'units'), 'units');
  const turnObj = object(read(u, 'turn', 'units.turn'), 'units.turn');
  const length = read(turnObj, 'length', 'units.turn.length');
  if (typeof length !== 'number' || !Number.isFinite(length) || length <= 0) fail('units.turn.length', length, 'a positive number');
  const energy = read(u, 'energy', 'units.energy');
  const others = read(u, 'others', 'units.others');
  if (others !== undefined && !Array.isArray(others)) fail('units.others', others, 'a list of units');
  return {
    time: timeUnit(u, 'time', 'units.'),
    turn: { ...timeUnit(u, 'turn', 'units.'), length },
    ...(energy === undefined ? {} : { energy: timeUnit(u, 'energy', 'units.') }),
    ...(others === undefined ? {} : { others: (others as unknown[]).map((_, i) => timeUnit(others as object, String(i), 'units.others.')) }),
  };
}

function kinds(obj: object): AnyRuleset['kinds'] {
  const list = read(obj, 'kinds', 'kinds');
  if (!Array.isArray(list) || list.length === 0) fail('kinds', list, 'a non-empty list of actor kinds');
  return list.map((k: unknown, i) => {
    const at = `kinds[${i}].`;
    const kind = object(k, `kinds[${i}]`);
    const max = read(kind, 'max', `${at}max`);
    if (typeof max !== 'number' || !(max >= 1)) fail(`${at}max`, max, 'a number ≥ 1 (Infinity when unlimited)');
    const actions = texts(kind, 'actions', at, true);
    const defaultAction = text(kind, 'defaultAction', at);
    if (!actions.includes(defaultAction)) fail(`${at}defaultAction`, defaultAction, `one of its actions (${actions.join(', ')})`);
    return { name: text(kind, 'name', at), label: text(kind, 'label', at), description: text(kind, 'description', at, ''), max, actions, defaultAction };
  });
}

function analysisOf(obj: object): AnyAnalysis {
  const a = object(read(obj, 'analysis', 'analysis'), 'analysis');
  return {
    rate: fn(a, 'rate', 'analysis.'),
    actionsPerTurn: fn(a, 'actionsPerTurn', 'analysis.'),
    between: fn(a, 'between', 'analysis.'),
    speedTable: fn(a, 'speedTable', 'analysis.'),
    versions: fn(a, 'versions', 'analysis.'),
    catalog: fn(a, 'catalog', 'analysis.'),
  };
}

/**
 * A plugin's export as a ruleset the CLI can hold, or a {@link PluginShapeError} naming the first
 * field that is missing, of the wrong type, or whose getter throws. Every field of the ruleset
 * contract is read exactly once; the result is a plain object whose metadata is data and whose
 * functions are bound to the plugin's own objects.
 *
 * @example
 * ```ts
 * import { generic } from '@turnkeeper/core';
 * rulesetOf(generic).id; // 'generic'
 * rulesetOf({ id: 'fake', create() {}, analysis: {}, kinds: [] }); // throws PluginShapeError: title: got undefined; expected a string
 * ```
 */
export function rulesetOf(value: unknown): AnyRuleset {
  const r = object(value, 'the export');
  const id = text(r, 'id', '');
  // The id is how users name the ruleset on the command line and in one-line messages.
  if (!/^[A-Za-z0-9][\w.-]*$/.test(id)) fail('id', id, 'a name of letters, digits, ".", "_" or "-"');
  const versions = texts(r, 'versions', '', true) as unknown as AnyRuleset['versions'];
  const defaultVersion = text(r, 'defaultVersion', '');
  if (!versions.includes(defaultVersion)) fail('defaultVersion', defaultVersion, `one of its versions (${versions.join(', ')})`);
  const generator = read(r, 'generator', 'generator');
  if (generator !== undefined) {
    const kind = read(object(generator, 'generator'), 'kind', 'generator.kind');
    if (typeof kind !== 'string') fail('generator.kind', kind, 'a string');
  }
  const hooks = read(r, 'hooks', 'hooks');
  return {
    id,
    title: text(r, 'title', ''),
    description: text(r, 'description', '', ''),
    versions,
    defaultVersion,
    units: units(r),
    kinds: kinds(r),
    hooks: hooks === undefined ? {} : (object(hooks, 'hooks') as AnyRuleset['hooks']),
    docs: text(r, 'docs', '', ''),
    sources: read(r, 'sources', 'sources') === undefined ? [] : texts(r, 'sources', '', false),
    generator: generator as AnyRuleset['generator'],
    generatorVersions: read(r, 'generatorVersions', 'generatorVersions') === undefined ? [...versions] : texts(r, 'generatorVersions', '', false),
    actors: object(read(r, 'actors', 'actors'), 'actors') as AnyRuleset['actors'],
    hookDecls: object(read(r, 'hookDecls', 'hookDecls') ?? {}, 'hookDecls') as AnyRuleset['hookDecls'],
    randomKinds: (read(r, 'randomKinds', 'randomKinds') ?? []) as AnyRuleset['randomKinds'],
    analysis: analysisOf(r),
    create: fn(r, 'create', ''),
    restore: fn(r, 'restore', ''),
    parseSpec: fn(r, 'parseSpec', ''),
    parseOptions: fn(r, 'parseOptions', ''),
    specJsonSchema: fn(r, 'specJsonSchema', ''),
    patchJsonSchema: fn(r, 'patchJsonSchema', ''),
    actionJsonSchema: fn(r, 'actionJsonSchema', ''),
    viewJsonSchema: fn(r, 'viewJsonSchema', ''),
    hookPayloadJsonSchema: fn(r, 'hookPayloadJsonSchema', ''),
    optionsJsonSchema: fn(r, 'optionsJsonSchema', ''),
  };
}
