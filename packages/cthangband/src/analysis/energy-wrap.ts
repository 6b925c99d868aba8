import { Fraction } from '@turnkeeper/core';
import { toS16 } from '@turnkeeper/core/cint';
import type { CthangbandMonsterAction } from '../schema/types.js';
import { ACT_THRESHOLD, ENERGY_PER_TICK, S16_MIN } from '../tables/constants.js';
import { moveCost } from '../tables/energy-table.js';

/** Every value an `s16b` energy can hold. */
const STATES = 65_536;

/** Per net turn cost (0..9): each energy's long-run turns and ticks, on the cycle it falls into. */
const cycleTables = new Map<number, { readonly turns: Int32Array; readonly ticks: Int32Array }>();

/**
 * One tick of a monster whose every turn nets `net` (the refunded move cost gone, `100 /
 * num_blows` kept): it gains 10, and at 1000 or more takes **one** turn (`melee2.c`
 * `process_monsters()`), each sum stored in the `s16b` `m_ptr->energy`. The move cost charged
 * up front and the refund read the same `extract_energy[mspeed]` once the speed is settled, so
 * they cancel (no intermediate sum leaves the `s16b` range: the energy is ≥ 1000 there).
 */
function steadyTick(energy: number, net: number): number {
  const gained = toS16(energy + ENERGY_PER_TICK);
  return gained >= ACT_THRESHOLD ? toS16(gained - net) : gained;
}

/**
 * For one net cost below 10, the cycle each of the 65 536 energies ends in, as its turns and
 * ticks: the energy map is a function on a finite set, so every start falls into a cycle (a
 * functional graph walked once, each energy visited once). Cached per net cost.
 */
function cycleTable(net: number): { readonly turns: Int32Array; readonly ticks: Int32Array } {
  const cached = cycleTables.get(net);
  if (cached) return cached;
  const turns = new Int32Array(STATES);
  const ticks = new Int32Array(STATES);
  // 0: not seen; 1: on the path being walked; 2: its cycle is known.
  const mark = new Uint8Array(STATES);
  const next = (i: number): number => steadyTick(i + S16_MIN, net) - S16_MIN;
  const acts = (i: number): boolean => toS16(i + S16_MIN + ENERGY_PER_TICK) >= ACT_THRESHOLD;
  const path: number[] = [];
  for (let start = 0; start < STATES; start++) {
    if (mark[start] !== 0) continue;
    path.length = 0;
    let x = start;
    while (mark[x] === 0) {
      mark[x] = 1;
      path.push(x);
      x = next(x);
    }
    if (mark[x] === 1) {
      // A new cycle through x: count its ticks and turns, then mark its members.
      let length = 0;
      let count = 0;
      let y = x;
      do {
        length++;
        if (acts(y)) count++;
        y = next(y);
      } while (y !== x);
      do {
        turns[y] = count;
        ticks[y] = length;
        mark[y] = 2;
        y = next(y);
      } while (y !== x);
    }
    for (const p of path) {
      if (mark[p] === 2) continue;
      turns[p] = turns[x] as number;
      ticks[p] = ticks[x] as number;
      mark[p] = 2;
    }
  }
  const table = { turns, ticks };
  cycleTables.set(net, table);
  return table;
}

/**
 * The long-run turns per tick of a monster whose turn nets less than the 10 it gains a tick (a
 * refunded melee or spell with attack speed above 10: `100 / num_blows` < 10), placed at each of
 * `placements` (speed and energy, equally likely). Such a monster still takes one turn a tick at
 * most, so its energy climbs by `10 − net` a tick until the `s16b` wraps past 32 767 to about
 * −32 760, and it then waits some 3 400 ticks to reach 1000 again (`melee2.c`
 * `process_monsters()`; no 4.1.0 race has an attack speed above 10, so only a modified race or
 * spec meets this). Its rate is the count over that cycle, exact: the first turn is charged at
 * the placed speed and refunded at the speed after it, then the cycle the energy falls into.
 *
 * @example
 * ```ts
 * // attack speed 12 (8 a turn), casting at monsters: 15 883 turns every 19 260 ticks
 * wrappedMonsterRate(8, { kind: 'spell_at_monster' }, [{ speed: 0, energy: 950 }]).toString(); // '15883/19260'
 * ```
 */
export function wrappedMonsterRate(
  net: number,
  action: CthangbandMonsterAction,
  placements: readonly { readonly speed: number; readonly energy: number }[],
): Fraction {
  const table = cycleTable(net);
  // Placements that fall into the same cycle share its rate: sum each distinct rate once.
  const counts = new Map<number, number>();
  for (const { speed, energy } of placements) {
    const after = action.kind === 'spell_at_monster' || action.kind === 'spell_at_player' ? (action.speedAfter ?? speed) : speed;
    let e = energy;
    for (;;) {
      const gained = toS16(e + ENERGY_PER_TICK);
      if (gained < ACT_THRESHOLD) {
        e = gained;
        continue;
      }
      // The first turn: charged at the placed speed, refunded at the speed after it (engine.ts chargeMonster()).
      e = toS16(toS16(toS16(gained - moveCost(speed)) + moveCost(after)) - net);
      break;
    }
    const i = e - S16_MIN;
    const key = (table.turns[i] as number) * STATES * 2 + (table.ticks[i] as number);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let total = Fraction.ZERO;
  for (const [key, n] of counts) total = total.add(Fraction.of(Math.floor(key / (STATES * 2)) * n, key % (STATES * 2)));
  return total.div(Fraction.of(placements.length));
}
