import type * as v from 'valibot';
import type { ObjectSchema } from './actor-kind.js';

/**
 * One hook a ruleset's engine emits: a one-line description for the docs, and the valibot schema of
 * its payload (so handlers are typed without generics, and the conformance kit checks every
 * payload the engine emits).
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import { hook } from '@turnkeeper/core';
 * const spawnRoll = hook('The random-generation roll: rn2(n), a monster on 0.', v.strictObject({ turn: v.number(), n: v.number() }));
 * ```
 */
export interface HookDecl<P extends ObjectSchema = ObjectSchema> {
  readonly description: string;
  readonly payload: P;
}

/**
 * The hooks of a ruleset, by name.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import { hook, type HookDecls } from '@turnkeeper/core';
 * const hooks: HookDecls = { spawnRoll: hook('The random-generation roll.', v.strictObject({ n: v.number() })) };
 * ```
 */
export type HookDecls = Readonly<Record<string, HookDecl>>;

/**
 * Declares a hook: its description and payload schema.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import { hook } from '@turnkeeper/core';
 * export const hooks = {
 *   turnEnd: hook('The end of a game turn.', v.strictObject({ turn: v.pipe(v.number(), v.integer()) })),
 * };
 * ```
 */
export function hook<P extends ObjectSchema>(description: string, payload: P): HookDecl<P> {
  return { description, payload };
}

/**
 * Hook name → payload type, inferred from a ruleset's hook declarations.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import { hook, type HookPayloads } from '@turnkeeper/core';
 * const hooks = { turnEnd: hook('The end of a game turn.', v.strictObject({ turn: v.number() })) };
 * type P = HookPayloads<typeof hooks>['turnEnd']; // { turn: number }
 * ```
 */
export type HookPayloads<H extends HookDecls> = { [K in keyof H & string]: v.InferOutput<H[K]['payload']> };
