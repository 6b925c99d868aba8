import * as v from 'valibot';

/**
 * The ruleset's options besides the version (the hero's state lives in its spec):
 * `spawnRoll` — whether the engine itself draws the random-generation roll of every turn
 * boundary, `rn2(u.uevent.udemigod ? 25 : depth > castle ? 50 : 70)` (`src/allmain.c`
 * moveloop(), 3.7 moveloop_core()), and reports it in the `spawnRoll` hook's `roll` (0 is the
 * game's makemon() call, which the engine does not simulate). Default false: the hook's handler
 * draws it, or nobody does (a stream filtered down to the speed code's draws).
 *
 * @example
 * ```ts
 * import { nethack } from '@turnkeeper/nethack';
 * nethack.create({ version: '3.6.0', options: { spawnRoll: true } });
 * ```
 */
export const nethackOptions = v.strictObject({
  spawnRoll: v.optional(v.pipe(v.boolean('true or false'), v.description('the engine draws the random-generation roll itself')), false),
});

/**
 * The options as the engine receives them, defaults filled in.
 *
 * @example
 * ```ts
 * import type { NethackOptions } from '@turnkeeper/nethack';
 * const options: NethackOptions = { spawnRoll: true };
 * ```
 */
export type NethackOptions = v.InferOutput<typeof nethackOptions>;
