import { BadRandomError, InvalidOptionsError } from '../errors.js';
import type { GameGenerator, RandomSource } from '../random/random-source.js';
import { seeded } from '../random/xoshiro128.js';
import { TraceBuffer } from '../trace/trace-buffer.js';
import type { LoopStart } from './open-loop.js';
import type { RulesetTypes } from './types.js';

/**
 * How to create a time loop from a ruleset. Unknown keys are errors.
 *
 * @example
 * ```ts
 * import { generic, scripted } from '@turnkeeper/core';
 * generic.create({ version: '1', seed: 42, trace: true });
 * generic.create({ random: scripted([3, 1, 4, 1, 5]) });
 * // a ruleset with its own generator (DCSS's PCG32) is seeded as the game seeds it with { seed: 42, generator: 'game' }
 * ```
 */
export interface CreateLoopOptions<Version extends string = string, Options = unknown> {
  /** The game version to follow; defaults to the ruleset's default version. */
  readonly version?: Version;
  /** Seed of the generator (default 0). Not allowed together with `random`. */
  readonly seed?: number;
  /** Which generator a seed drives: core's xoshiro128** (default) or the game's own. */
  readonly generator?: 'core' | 'game';
  /** A random source to draw from instead (a scripted one, a recording…). */
  readonly random?: RandomSource;
  /** Ruleset options other than the version. */
  readonly options?: Options;
  /**
   * Record a trace of every event and random draw: `true` keeps them all; `{ limit }` keeps the
   * last `limit` events (older ones are dropped and counted), for long traced runs.
   */
  readonly trace?: boolean | { readonly limit: number };
}

/**
 * How to restore a snapshot. Pass `random` only when the snapshot's generator kind is not one the
 * core or the ruleset knows. Unknown keys are errors.
 *
 * @example
 * ```ts
 * import { generic, restore, seeded, type RandomSource } from '@turnkeeper/core';
 * const snapshot = generic.create({ seed: 7 }).snapshot();
 * const myCustomSource: RandomSource = seeded(7); // a source of a kind neither core nor the ruleset knows
 * restore(generic, snapshot, { random: myCustomSource });
 * ```
 */
export interface RestoreLoopOptions {
  readonly random?: RandomSource;
}

const CREATE_KEYS = ['version', 'seed', 'generator', 'random', 'options', 'trace'];

function bad(what: string, field: string, value: unknown, allowed: string): never {
  throw new InvalidOptionsError(what, [{ field, value, allowed }]);
}

/** A plain copy of an options object (one read of each key), or a typed error naming what is wrong. */
function readOptions(what: string, opts: unknown, keys: readonly string[]): Record<string, unknown> {
  if (opts === undefined) return {};
  if (typeof opts !== 'object' || opts === null || Array.isArray(opts)) bad(what, '', opts, 'an object (or nothing)');
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(opts)) {
    if (!keys.includes(key)) bad(what, key, (opts as Record<string, unknown>)[key], `not an option; options are ${keys.join(', ')}`);
    copy[key] = (opts as Record<string, unknown>)[key];
  }
  return copy;
}

function checkRandom(what: string, random: unknown): RandomSource | undefined {
  if (random === undefined) return undefined;
  if (typeof random !== 'object' || random === null || typeof (random as { below?: unknown }).below !== 'function') {
    bad(what, 'random', random, 'a random source: an object with below(n)');
  }
  return random as RandomSource;
}

/**
 * Checks `create()` options: known keys only, a safe non-negative seed, a known generator, a
 * random source with `below`, a valid trace setting. Returns a plain copy.
 *
 * @internal
 */
function readCreateOptions(id: string, opts: unknown, generator: GameGenerator | undefined): CreateLoopOptions {
  const what = `${id} create() options`;
  const o = readOptions(what, opts, CREATE_KEYS);
  if (o.seed !== undefined && (typeof o.seed !== 'number' || !Number.isSafeInteger(o.seed) || o.seed < 0))
    bad(what, 'seed', o.seed, 'a non-negative safe integer');
  if (o.generator !== undefined && o.generator !== 'core' && o.generator !== 'game') {
    bad(what, 'generator', o.generator, '"core" (xoshiro128**) or "game" (the game\'s own generator)');
  }
  if (o.generator === 'game' && !generator) bad(what, 'generator', 'game', `"core": ${id} ships no game generator`);
  checkRandom(what, o.random);
  if (o.random !== undefined && (o.seed !== undefined || o.generator !== undefined)) {
    bad(what, o.seed !== undefined ? 'seed' : 'generator', o.seed ?? o.generator, 'nothing when random is given (the source is already seeded)');
  }
  if (o.trace !== undefined && typeof o.trace !== 'boolean') {
    const t = o.trace as Record<string, unknown> | null;
    const limit = typeof t === 'object' && t !== null ? t.limit : undefined;
    const keys = typeof t === 'object' && t !== null ? Object.keys(t) : [];
    if (typeof limit !== 'number' || !Number.isSafeInteger(limit) || limit < 1 || keys.some((k) => k !== 'limit')) {
      bad(what, 'trace', o.trace, 'true, false, or { limit } with limit an integer ≥ 1');
    }
    o.trace = { limit };
  }
  return o;
}

/**
 * Where a loop made by `create(opts)` starts: the options checked, the version and ruleset
 * options parsed (`parse`), the seed checked against the generator it drives, the random source
 * and trace made.
 *
 * @internal
 */
export function createStart<T extends RulesetTypes>(
  id: string,
  random: { readonly generator?: GameGenerator; readonly generatorVersions: readonly string[] },
  parse: (version: unknown, options: unknown) => { version: T['version']; options: unknown },
  opts: unknown,
): LoopStart<T> {
  const { generator } = random;
  const o = readCreateOptions(id, opts, generator);
  const { version, options } = parse(o.version, o.options);
  const seed = o.seed ?? 0;
  const game = o.generator === 'game' ? generator : undefined;
  if (game && !random.generatorVersions.includes(version)) {
    bad(
      `${id} create() options`,
      'generator',
      'game',
      `"core" under ${version}: the game generator ${id} ships is that of ${random.generatorVersions.join(', ')}`,
    );
  }
  if (game?.maxSeed !== undefined && seed > game.maxSeed)
    bad(`${id} create() options`, 'seed', seed, `an integer from 0 to ${game.maxSeed}: the seed ${id}'s own generator takes`);
  const source = o.random ?? (game ? game.seeded(seed) : seeded(seed));
  const trace = o.trace === undefined || o.trace === false ? undefined : new TraceBuffer(o.trace === true ? Infinity : o.trace.limit);
  return { version, options, source, trusted: o.random === undefined, trace, saved: undefined, pending: null };
}

/**
 * Checks `restore()` options: only `random`, a random source. Returns a plain copy.
 *
 * @internal
 */
export function readRestoreOptions(id: string, opts: unknown): RestoreLoopOptions {
  const what = `${id} restore() options`;
  const o = readOptions(what, opts, ['random']);
  checkRandom(what, o.random);
  return o;
}

/**
 * Wraps a caller's random source so that a result outside `[0, n)` is a `BadRandomError`, not a
 * silent wrong answer. Core's and the games' own generators are trusted and not wrapped.
 *
 * @internal
 */
export function checkedRandom(source: RandomSource): RandomSource {
  return {
    below(n: number, site?: string): number {
      const result = source.below(n, site);
      if (!Number.isInteger(result) || result < 0 || result >= Math.max(1, n)) throw new BadRandomError(n, result);
      return result;
    },
  };
}
