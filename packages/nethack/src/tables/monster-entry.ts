/**
 * One monster type of a catalog: its name, its base speed (`mmove`), and for 3.7's gendered
 * monsters the other names it goes by.
 *
 * @example
 * ```ts
 * import type { MonsterEntry } from '@turnkeeper/nethack/analysis';
 * const e: MonsterEntry = ['dwarf leader', 6, ['dwarf lord', 'dwarf lady']];
 * ```
 */
export type MonsterEntry = readonly [name: string, speed: number, aliases?: readonly string[]];
