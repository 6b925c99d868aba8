import type { ActorId } from '@turnkeeper/core';

// A type alias (not an interface) so that the payloads satisfy core's JsonObject index signature.

/**
 * The hooks the NetHack engine emits, with their payloads, in the order of one turn boundary
 * (spec §1 "Turn", §5): `distress` → one `monsterAllocation` per monster in list order →
 * `spawnRoll` → `heroAllocation` → `housekeeping` → (`unmul`). `passEnd` closes every movemon()
 * pass. Handlers draw the game's other random numbers through `ctx.random`, in the original order.
 *
 * @example
 * ```ts
 * loop.on('spawnRoll', (p, ctx) => { if (ctx.random.below(p.n) === 0) loop.add('new', { kind: 'monster', base: 12 }); });
 * ```
 */
export type NethackHooks = {
  /** mcalcdistress(): the first thing of a turn boundary (shapechangers, lycanthropes, timeouts). */
  distress: { turn: number };
  /** After one monster's mcalcmove(): what it gained and its pool now. */
  monsterAllocation: { turn: number; actor: ActorId; gain: number; movement: number };
  /** The random-generation roll: the game calls rn2(n) here and makemon() on 0. */
  spawnRoll: { turn: number; n: number };
  /** After the hero's allocation; `steed` names the steed when it came from mcalcmove(steed). */
  heroAllocation: { turn: number; actor: ActorId; gain: number; movement: number; steed: ActorId | null };
  /** The once-per-turn block, after `moves++`, before the helplessness countdown. */
  housekeeping: { turn: number; multi: number };
  /** Helplessness ran out at this boundary (unmul(): "You can move again."). */
  unmul: { turn: number };
  /** The end of one movemon() pass: who acted in it, and whether somebody can still move. */
  passEnd: { turn: number; acted: ActorId[]; somebodyCanMove: boolean };
};

/**
 * One-line descriptions of {@link NethackHooks}, for the ruleset's docs.
 *
 * @example
 * ```ts
 * import { NETHACK_HOOK_DOCS } from '@turnkeeper/nethack';
 * NETHACK_HOOK_DOCS.spawnRoll;
 * ```
 */
export const NETHACK_HOOK_DOCS: { readonly [K in keyof NethackHooks]: string } = {
  distress:
    'Turn boundary, first step: where mcalcdistress() runs (shapechanger and lycanthrope rolls, monster timeouts); payload { turn } of the turn being set up.',
  monsterAllocation:
    'After each monster gains its movement (mcalcmove(), list order, newest first); payload { turn, actor, gain, movement }.',
  spawnRoll:
    'The random-generation roll between monster and hero allocation: the game calls rn2(n) (n = 70, 50 below the castle, 25 after killing the Wizard) and makes a monster on 0, which then misses this turn; payload { turn, n }.',
  heroAllocation:
    "After the hero gains movement (moveloop() / u_calc_moveamt()); steed names the steed whose mcalcmove() was used when riding after a move; payload { turn, actor, gain, movement, steed }.",
  housekeeping:
    'The once-per-turn block after moves++ (regeneration, teleportitis rn2(85), polymorph rn2(100), hunger, engraving wipe, …), before the helplessness countdown; payload { turn, multi }.',
  unmul: 'The hero’s helplessness ran out at this turn boundary (unmul(), "You can move again."); payload { turn }.',
  passEnd:
    'The end of one movemon() pass over the monster list; payload { turn, acted (ids in order), somebodyCanMove }.',
};
