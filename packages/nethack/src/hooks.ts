import { hook } from '@turnkeeper/core';
import { z } from 'zod';

const turn = z.number().int().min(1).describe('the game turn (moves) the boundary sets up, or the current turn');
const id = z.union([z.string().min(1), z.number().int()]);
const points = z.number().int();

/**
 * The hooks the NetHack engine emits, with their payload schemas, in the order of one turn
 * boundary (`src/allmain.c` moveloop(), 3.7 moveloop_core()): `distress` → one
 * `monsterAllocation` per monster in list order → `spawnRoll` → (`makemon`) → `heroAllocation` →
 * (`timeout`) → `housekeeping` → (`unmul`). `passEnd` closes every movemon() pass. Handlers draw the game's other
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
    z.strictObject({ turn }),
  ),
  monsterAllocation: hook(
    'After each monster gains its movement (src/mon.c mcalcmove(), list order, newest first); payload { turn, actor, gain, movement }.',
    z.strictObject({ turn, actor: id, gain: points.min(0), movement: points }),
  ),
  spawnRoll: hook(
    'The random-generation roll between monster and hero allocation: the game calls rn2(n) (n = 70, 50 below the castle, 25 after killing the Wizard) and makes a monster on 0, which then misses this turn; payload { turn, n, site, roll } (site labels the draw, e.g. "moveloop:rn2(70)"; roll is the engine\'s own draw with the spawnRoll option, else null and a handler may draw it).',
    z.strictObject({
      turn,
      n: z.union([z.literal(25), z.literal(50), z.literal(70)]),
      site: z.string().min(1),
      roll: z.number().int().min(0).max(69).nullable(),
    }),
  ),
  makemon: hook(
    'The engine\'s own spawn roll (spawnRoll option) came up 0, where the game calls makemon() (src/allmain.c moveloop(); 3.7 moveloop_core()); the engine makes no monster: one a handler adds joins the head of the list with 0 points and misses this turn. A trace records it as "spawn roll was 0 (makemon not simulated)" in the record of this turn; payload { turn } (the turn whose allocation made the roll).',
    z.strictObject({ turn }),
  ),
  heroAllocation: hook(
    'After the hero gains movement (moveloop(), 3.7 u_calc_moveamt()); steed names the steed whose mcalcmove() was used when riding after a move; payload { turn, actor, gain, movement, steed }.',
    z.strictObject({ turn, actor: id, gain: points.min(0), movement: points.min(0), steed: id.nullable() }),
  ),
  housekeeping: hook(
    'The once-per-turn block after moves++ (regeneration, teleportitis rn2(85), polymorph rn2(100), hunger, engraving wipe, …), before the helplessness countdown; payload { turn, multi }.',
    z.strictObject({ turn, multi: points }),
  ),
  timeout: hook(
    'A timer of the hero ran out in nh_timeout() (src/timeout.c), early in the once-per-turn block: "gallop" (u.ugallop: the steed "stops galloping") or "timedFast" (timed speed: "You feel yourself slowing down"); payload { turn, timer, steed }.',
    z.strictObject({ turn, timer: z.enum(['gallop', 'timedFast']), steed: id.nullable() }),
  ),
  unmul: hook('The hero’s helplessness ran out at this turn boundary (src/hack.c unmul(), "You can move again."); payload { turn }.', z.strictObject({ turn })),
  passEnd: hook(
    'The end of one movemon() pass over the monster list (src/mon.c); payload { turn, acted (ids in order), somebodyCanMove }.',
    z.strictObject({ turn, acted: z.array(id), somebodyCanMove: z.boolean() }),
  ),
};
