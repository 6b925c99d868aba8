import { Distribution, Fraction } from '@turnkeeper/core';
import { randnorIndex, randnorOffset } from '../random/randnor.js';
import { FROGCOMPOSBAND_DEFAULT_VERSION, type FrogcomposbandVersion } from '../versions.js';
import { COST_STAND, NOMINAL_COST, clipCost } from './energy-need.js';

/**
 * Every probability of one cost draw is a multiple of 1/65536: 32768 table draws × 2 signs
 * (`src/z-rand.c` `randnor()`).
 *
 * @internal
 */
export const DRAW_DENOMINATOR = 65536;

/**
 * Counts of `randnor(mean, stand)` values over the 65536 equally likely outcomes of its two draws
 * (32768 `tmp` values × the sign coin, which is exactly ½ because `Rand_div` is unbiased), as
 * `[value, count]` pairs ascending.
 *
 * @internal
 */
export function randnorCounts(mean: number = NOMINAL_COST, stand: number = COST_STAND): [number, number][] {
  const byOffset = new Map<number, number>();
  for (let tmp = 0; tmp < 32768; tmp++) {
    const off = randnorOffset(randnorIndex(tmp), stand);
    byOffset.set(off, (byOffset.get(off) ?? 0) + 1);
  }
  const counts = new Map<number, number>();
  for (const [off, n] of byOffset) {
    counts.set(mean - off, (counts.get(mean - off) ?? 0) + n);
    counts.set(mean + off, (counts.get(mean + off) ?? 0) + n);
  }
  return [...counts.entries()].sort((a, b) => a[0] - b[0]);
}

let cachedCounts: [number, number][] | undefined;
function unclampedCounts(): [number, number][] {
  cachedCounts ??= randnorCounts();
  return cachedCounts;
}

/**
 * Counts (out of 65536) of one `ENERGY_NEED()` draw for an actor gaining `energy` per game turn,
 * in the version's era: the clamp piles the tails onto its bounds.
 *
 * @internal
 */
function energyNeedCounts(energy: number, version: FrogcomposbandVersion = FROGCOMPOSBAND_DEFAULT_VERSION): [number, number][] {
  const out = new Map<number, number>();
  for (const [v, n] of unclampedCounts()) {
    const c = clipCost(v, energy, version);
    out.set(c, (out.get(c) ?? 0) + n);
  }
  return [...out.entries()].sort((a, b) => a[0] - b[0]);
}

function toDistribution(counts: readonly (readonly [number, number])[], denominator: number): Distribution {
  return Distribution.from(counts.map(([v, n]) => [v, Fraction.of(n, denominator)] as const));
}

/**
 * The exact law of one `ENERGY_NEED()` draw (a nominal-100 cost) at `energy` per game turn.
 * Its mean is exactly 100 in every era, because the law is symmetric about 100.
 *
 * @example
 * ```ts
 * import { energyNeedDistribution } from '@turnkeeper/frogcomposband';
 * const d = energyNeedDistribution(40);
 * d.p(80).toString(); // '8647/65536'
 * d.mean().toString(); // '100/1'
 * ```
 */
export function energyNeedDistribution(energy: number, version: FrogcomposbandVersion = FROGCOMPOSBAND_DEFAULT_VERSION): Distribution {
  return toDistribution(energyNeedCounts(energy, version), DRAW_DENOMINATOR);
}

/**
 * What the player is charged for an action of nominal cost `energyUse` (`src/dungeon.c`
 * `process_player()`): nothing for a free action (0); exactly `energyUse` above 400 or during time-stop;
 * otherwise `trunc(energyUse × c / 100)` for one draw c at the player's clamp index.
 *
 * @internal
 */
function playerCharge(energyUse: number, clip: number): number {
  return Math.trunc((energyUse * clip) / 100);
}

/**
 * Whether a player action of nominal cost `energyUse` is randomized: not when free (0), not
 * above 400, not during time-stop (`src/dungeon.c` `process_player()`).
 *
 * @internal
 */
function isRandomizedCost(energyUse: number, timeStop = false): boolean {
  return energyUse > 0 && energyUse <= 400 && !timeStop;
}

/**
 * The exact law of the player's charge for nominal cost `energyUse` at `energy` per game turn
 * (the player's own clamp index). Deterministic costs give a point mass.
 *
 * @example
 * ```ts
 * import { playerActionCostDistribution } from '@turnkeeper/frogcomposband';
 * playerActionCostDistribution(200, 10).support(); // [140, 142, …, 260]
 * ```
 */
export function playerActionCostDistribution(
  energyUse: number,
  energy: number,
  version: FrogcomposbandVersion = FROGCOMPOSBAND_DEFAULT_VERSION,
  timeStop = false,
): Distribution {
  if (!isRandomizedCost(energyUse, timeStop)) return Distribution.point(energyUse);
  return energyNeedDistribution(energy, version).map((c) => playerCharge(energyUse, c));
}

/**
 * Terrain a move ends on, for the extra costs of monsters (`src/melee2.c` `process_monster()`) and the
 * nominal walking cost of the player (`src/cmd1.c` `move_player()`). `web` is a web on plain floor.
 *
 * @example
 * ```ts
 * import type { Terrain } from '@turnkeeper/frogcomposband';
 * const t: Terrain = 'snow';
 * ```
 */
export type Terrain = 'plain' | 'tree' | 'snow' | 'slush' | 'web';

/**
 * A monster's movement abilities that waive terrain costs (race flags read by `src/melee2.c` `process_monster()`).
 *
 * @example
 * ```ts
 * const bird: MonsterMoveFlags = { canFly: true };
 * ```
 */
export interface MonsterMoveFlags {
  readonly canFly?: boolean;
  readonly passWall?: boolean;
  readonly wildWood?: boolean;
  readonly wildSnow?: boolean;
  /** The monster is a spider (`'S'`): webs cost it nothing. */
  readonly spider?: boolean;
}

/**
 * One extra charge a monster pays for moving onto terrain: which rule, and how the draw `c`
 * becomes the added cost.
 *
 * @internal
 */
export interface TerrainExtra {
  readonly terrain: 'tree' | 'snow' | 'slush' | 'web';
  add(draw: number): number;
}

const TREE: TerrainExtra = { terrain: 'tree', add: (c) => c };
const SNOW: TerrainExtra = { terrain: 'snow', add: (c) => Math.trunc((c * 2) / 5) };
const SLUSH: TerrainExtra = { terrain: 'slush', add: (c) => Math.trunc(c / 9) };
const WEB: TerrainExtra = { terrain: 'web', add: (c) => c };

/**
 * The extra `ENERGY_NEED()` charges of a monster moving onto `terrain` (`src/melee2.c`
 * `process_monster()`), in the order drawn: tree adds a full draw, snow `trunc(2c/5)`, slush
 * `trunc(c/9)` (all three waived by CAN_FLY / PASS_WALL / WILD_WOOD or WILD_SNOW); a web adds a
 * full draw for any non-spider, on top of the others (`web: true` with another terrain).
 *
 * @internal
 */
function monsterTerrainExtras(terrain: Terrain, flags: MonsterMoveFlags, web = false): TerrainExtra[] {
  const out: TerrainExtra[] = [];
  const ground = groundExtra(terrain, flags);
  if (ground) out.push(ground);
  const webbed = webExtra(terrain, flags, web);
  if (webbed) out.push(webbed);
  return out;
}

/**
 * The first of {@link monsterTerrainExtras}: tree, snow or slush, unless waived (none on plain
 * floor or a web). Apart, so that the engine charges a move without building the list.
 *
 * @internal
 */
export function groundExtra(terrain: Terrain, flags: MonsterMoveFlags): TerrainExtra | undefined {
  const grounded = !flags.canFly && !flags.passWall;
  if (terrain === 'tree' && grounded && !flags.wildWood) return TREE;
  if (terrain === 'snow' && grounded && !flags.wildSnow) return SNOW;
  if (terrain === 'slush' && grounded && !flags.wildSnow) return SLUSH;
  return undefined;
}

/**
 * The second of {@link monsterTerrainExtras}: a web, for any non-spider.
 *
 * @internal
 */
export function webExtra(terrain: Terrain, flags: MonsterMoveFlags, web: boolean): TerrainExtra | undefined {
  return (terrain === 'web' || web) && !flags.spider ? WEB : undefined;
}

/**
 * The exact law of the whole charge of a monster's action that moves onto `terrain`: the base
 * draw plus the terrain extras, independent draws at the monster's energy index. Its
 * denominator is 65536 per draw (2^32 for one extra).
 *
 * @example
 * ```ts
 * import { monsterMoveCostDistribution } from '@turnkeeper/frogcomposband';
 * monsterMoveCostDistribution('tree', 10).mean().toString(); // '200/1'
 * ```
 */
export function monsterMoveCostDistribution(
  terrain: Terrain,
  energy: number,
  version: FrogcomposbandVersion = FROGCOMPOSBAND_DEFAULT_VERSION,
  flags: MonsterMoveFlags = {},
  web = false,
): Distribution {
  const draw = energyNeedDistribution(energy, version);
  let total = draw;
  for (const extra of monsterTerrainExtras(terrain, flags, web)) total = total.convolve(draw.map((c) => extra.add(c)));
  return total;
}
