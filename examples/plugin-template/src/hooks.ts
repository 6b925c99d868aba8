import type { HookPayloads } from '@turnkeeper/core';

/**
 * The hooks Tick-Tock's engine emits: none. A real game declares here, with `hook(...)` from
 * `@turnkeeper/core`, each point where the original does other work (a world step, a spawn roll),
 * with its payload schema and a one-line description.
 *
 * @example
 * ```ts
 * import { ticktockHooks } from 'turnkeeper-plugin-template';
 * Object.keys(ticktockHooks); // []
 * ```
 */
export const ticktockHooks = {};

/**
 * Hook name → payload, as handlers receive them (none for Tick-Tock).
 *
 * @example
 * ```ts
 * import type { TicktockHookPayloads } from 'turnkeeper-plugin-template';
 * type None = keyof TicktockHookPayloads; // never
 * ```
 */
// No hooks: the empty object type is meant here.
// eslint-disable-next-line @typescript-eslint/no-generated-empty-object-type
export type TicktockHookPayloads = HookPayloads<typeof ticktockHooks>;
