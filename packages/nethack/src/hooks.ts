import { hook, type HookPayloads } from '@turnkeeper/core';
import * as v from 'valibot';

const int = v.pipe(v.number(), v.integer());
const turn = v.pipe(int, v.minValue(1), v.description('the game turn (moves) the boundary sets up, or the current turn'));
const id = v.union([v.pipe(v.string(), v.minLength(1)), int]);
const points = int;
const gain = v.pipe(int, v.minValue(0));

/**
 * The hooks the NetHack engine emits, with their payload schemas, in the order of one turn
 * boundary (`src/allmain.c` moveloop(), 3.7 moveloop_core()): `distress` → one
 * `monsterAllocation` per monster in list order → `spawnRoll` → (`makemon`) → `heroAllocation` →
 * (`timeout`) → `housekeeping` → (`unmul`). `passEnd` closes every movemon() pass; `kick` follows
 * the hero's kick action. Handlers draw the game's other
 * random numbers through `ctx.random`, in the original order (the spawn roll's payload carries the
 * site label of its draw).
 *
 * @example
 * ```ts
 * import { nethack } from '@turnkeeper/nethack';
 * const loop = nethack.create();
 * loop.add('you', { kind: 'player' });
 * loop.on('spawnRoll', (p, ctx) => {
 *   if (ctx.random.below(p.n, p.site) === 0) loop.add(`new-${p.turn}`, { kind: 'monster', base: 12 });
 * });
 * ```
 */
export const nethackHooks = {
  distress: hook(
    'Turn boundary, first step: where mcalcdistress() (3.7 m_calcdistress()) runs — shapechanger and lycanthrope rolls, monster timeouts; payload { turn } of the turn being set up.',
    v.strictObject({ turn }),
  ),
  monsterAllocation: hook(
    'After each monster gains its movement (src/mon.c mcalcmove(), list order, newest first); payload { turn, actor, gain, movement }.',
    v.strictObject({ turn, actor: id, gain, movement: points }),
  ),
  spawnRoll: hook(
    'The random-generation roll between monster and hero allocation: the game calls rn2(n) (n = 70, 50 below the castle, 25 after killing the Wizard) and makes a monster on 0, which then misses this turn; payload { turn, n, site, roll } (site labels the draw, e.g. "moveloop:rn2(70)"; roll is the engine\'s own draw with the spawnRoll option, else null and a handler may draw it).',
    v.strictObject({
      turn,
      n: v.picklist([25, 50, 70]),
      site: v.pipe(v.string(), v.minLength(1)),
      roll: v.nullable(v.pipe(int, v.minValue(0), v.maxValue(69))),
    }),
  ),
  makemon: hook(
    'The engine\'s own spawn roll (spawnRoll option) came up 0, where the game calls makemon() (src/allmain.c moveloop(); 3.7 moveloop_core()); the engine makes no monster: one a handler adds joins the head of the list with 0 points and misses this turn. A trace records it as "spawn roll was 0 (makemon not simulated)" in the record of this turn; payload { turn } (the turn whose allocation made the roll).',
    v.strictObject({ turn }),
  ),
  heroAllocation: hook(
    'After the hero gains movement (moveloop(), 3.7 u_calc_moveamt()); steed names the steed whose mcalcmove() was used when riding after a move; payload { turn, actor, gain, movement, steed }.',
    v.strictObject({ turn, actor: id, gain, movement: v.pipe(int, v.minValue(0)), steed: v.nullable(id) }),
  ),
  housekeeping: hook(
    'The once-per-turn block after moves++ (regeneration, teleportitis rn2(85), polymorph rn2(100), hunger, engraving wipe, …), before the helplessness countdown; payload { turn, multi }.',
    v.strictObject({ turn, multi: points }),
  ),
  timeout: hook(
    'A timer of the hero ran out in nh_timeout() (src/timeout.c), early in the once-per-turn block: "gallop" (u.ugallop: the steed "stops galloping") or "timedFast" (timed speed: "You feel yourself slowing down"); payload { turn, timer, steed }.',
    v.strictObject({ turn, timer: v.picklist(['gallop', 'timedFast']), steed: v.nullable(id) }),
  ),
  unmul: hook('The hero’s helplessness ran out at this turn boundary (src/hack.c unmul(), "You can move again."); payload { turn }.', v.strictObject({ turn })),
  kick: hook(
    'The hero kicked the steed (the kick action: dokick(), src/dokick.c, calls kick_steed(), src/steed.c), after kick_steed()\'s own draws: result "gallops" (u.ugallop grew by added), "thrown" (dismount_steed(DISMOUNT_THROWN) follows, whose draws — the damage rn1(10, 10), the wounded legs rn1(5, 5) — a handler draws here), "roused", "stirs" or "does not respond"; payload { turn, steed, result, added, tameness } (added is 0 unless it gallops; tameness is the steed\'s after the kick).',
    v.strictObject({
      turn,
      steed: id,
      result: v.picklist(['gallops', 'thrown', 'roused', 'stirs', 'does not respond']),
      added: v.pipe(int, v.minValue(0), v.maxValue(49)),
      tameness: v.pipe(int, v.minValue(0), v.maxValue(127)),
    }),
  ),
  passEnd: hook(
    'The end of one movemon() pass over the monster list (src/mon.c); payload { turn, acted (ids in order), somebodyCanMove }.',
    v.strictObject({ turn, acted: v.array(id), somebodyCanMove: v.boolean() }),
  ),
};

/**
 * Hook name → payload, as handlers receive them.
 *
 * @example
 * ```ts
 * import type { NethackHookPayloads } from '@turnkeeper/nethack';
 * type Spawn = NethackHookPayloads['spawnRoll']; // { turn: number; n: 25 | 50 | 70; site: string; roll: number | null }
 * ```
 */
export type NethackHookPayloads = HookPayloads<typeof nethackHooks>;
