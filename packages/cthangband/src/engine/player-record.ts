import type { ActorId } from '@turnkeeper/core';
import type { PlayerState } from './state.js';

/**
 * The player's timing state (`p_ptr`'s fields) as the engine holds it: one object whose fields
 * are rewritten in place — the tick's ledger and the last action included — so that a tick or a
 * pass allocates nothing; `saved()` builds the saved form (the shape of `PlayerState`) when
 * `inspect()` or `save()` asks. A ledger or last action is absent while its tick or kind is
 * unset. Internal to the engine.
 *
 * @example
 * ```ts
 * const p = PlayerRecord.of({ id: 'player', speed: 0, numBlow: 1, numFire: 1, naturalAttacks: 0, energy: 1050, fast: 0, slow: 0, paralyzed: 0, stun: 0, stunRecovery: 1, ledger: null, last: null });
 * p.energy; // 1050
 * ```
 */
export class PlayerRecord {
  id: ActorId;
  speed = 0;
  numBlow = 1;
  numFire = 1;
  naturalAttacks = 0;
  /** `p_ptr->energy`, an s16b (kept wrapped by the engine). */
  energy = 0;
  fast = 0;
  slow = 0;
  paralyzed = 0;
  stun = 0;
  stunRecovery = 1;
  /** The ledger of the last tick the player was processed in; 0: none yet. */
  ledgerTick = 0;
  ledgerE0 = 0;
  ledgerGain = 0;
  ledgerE1 = 0;
  /** The last action; `lastKind` null: none yet. */
  lastKind: string | null = null;
  lastForced = false;
  lastEnergyBefore = 0;
  lastEnergyUse = 0;
  lastDirectDebit = 0;
  lastNaturalAttacks: number | null = null;
  lastEnergyAfter = 0;

  private constructor(id: ActorId) {
    this.id = id;
  }

  /** A record filled from a saved (or newly added) player. */
  static of(s: PlayerState): PlayerRecord {
    const p = new PlayerRecord(s.id);
    p.speed = s.speed;
    p.numBlow = s.numBlow;
    p.numFire = s.numFire;
    p.naturalAttacks = s.naturalAttacks;
    p.energy = s.energy;
    p.fast = s.fast;
    p.slow = s.slow;
    p.paralyzed = s.paralyzed;
    p.stun = s.stun;
    p.stunRecovery = s.stunRecovery;
    if (s.ledger) {
      p.ledgerTick = s.ledger.tick;
      p.ledgerE0 = s.ledger.e0;
      p.ledgerGain = s.ledger.gain;
      p.ledgerE1 = s.ledger.e1;
    }
    if (s.last) {
      p.lastKind = s.last.kind;
      p.lastForced = s.last.forced;
      p.lastEnergyBefore = s.last.energyBefore;
      p.lastEnergyUse = s.last.energyUse;
      p.lastDirectDebit = s.last.directDebit;
      p.lastNaturalAttacks = s.last.naturalAttacks;
      p.lastEnergyAfter = s.last.energyAfter;
    }
    return p;
  }

  /** The saved form: a fresh object sharing nothing with the record. */
  saved(): PlayerState {
    return {
      id: this.id,
      speed: this.speed,
      numBlow: this.numBlow,
      numFire: this.numFire,
      naturalAttacks: this.naturalAttacks,
      energy: this.energy,
      fast: this.fast,
      slow: this.slow,
      paralyzed: this.paralyzed,
      stun: this.stun,
      stunRecovery: this.stunRecovery,
      ledger: this.ledger(),
      last: this.last(),
    };
  }

  /** The ledger as saved and inspected: a fresh object, or null. */
  ledger(): PlayerState['ledger'] {
    return this.ledgerTick === 0 ? null : { tick: this.ledgerTick, e0: this.ledgerE0, gain: this.ledgerGain as 0 | 10, e1: this.ledgerE1 };
  }

  /** The last action as saved and inspected: a fresh object, or null. */
  last(): PlayerState['last'] {
    if (this.lastKind === null) return null;
    return {
      kind: this.lastKind,
      forced: this.lastForced,
      energyBefore: this.lastEnergyBefore,
      energyUse: this.lastEnergyUse,
      directDebit: this.lastDirectDebit,
      naturalAttacks: this.lastNaturalAttacks,
      energyAfter: this.lastEnergyAfter,
    };
  }
}
