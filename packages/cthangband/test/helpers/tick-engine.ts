// The oracle of test/lazy-pass.test.ts: the ruleset's engine with its monster pass replaced by the
// game's own, which reaches every slot of the list in every tick (melee2.c process_monsters(),
// Cthangband 4.1.0: from the cursor down to 1, holes and a BORN monster's skipped tick passed
// over, the first monster at 1000 or more after the tick's gain gets the turn). Everything else —
// the monster list, the player, the phases of dungeon(), the charges — is the engine's own, so
// the comparison checks exactly what the engine adds to find a tick's turns: each monster's due
// tick and the ring of per-tick bitsets that files it. It also never takes the engine's quiet
// path (quietTicks(): the phases without their dispatch, for ticks where no hook is heard), so
// that path is checked against the phases taken one by one. And it writes every turn's numbers out
// when it hands the turn out, where the engine leaves them to be read from the monster's own fields
// until one of those changes (Last.Lazy), so that deferral is checked too.
import type { ActorId } from '@turnkeeper/core';
import { CthangbandEngine } from '../../src/engine/engine.js';
import { SLOT } from '../../src/engine/monster-list.js';
import { ACT_THRESHOLD } from '../../src/tables/constants.js';

/**
 * The engine, passing over every monster in every tick instead of only those filed as due.
 *
 * @example
 * ```ts
 * const engine = new TickEngine(ctx);
 * engine.next(); // the same turn a CthangbandEngine hands out
 * ```
 */
export class TickEngine extends CthangbandEngine {
  /** Every tick through the phases one by one, never through quietTicks(). */
  protected override quiet(): boolean {
    return false;
  }

  protected override nextMonster(): ActorId | undefined {
    if (this.newLevelFlag) return undefined;
    const list = this.list;
    const tick = this.tick;
    for (let i = this.cursor; i >= 1; i--) {
      if (list.state[i] === SLOT.hole || list.bornTick[i] === tick) continue;
      if (list.energyAt(i, tick) >= ACT_THRESHOLD) return this.handOut(i);
    }
    this.cursor = 0;
    return undefined;
  }

  /** The engine's hand-out, with the turn's numbers written out at once (never Last.Lazy). */
  protected override handOut(slot: number): ActorId {
    const id = super.handOut(slot);
    this.list.settle(slot);
    return id;
  }
}
