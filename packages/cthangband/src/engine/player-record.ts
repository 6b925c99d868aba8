import type { ActorId } from '@turnkeeper/core';
import { toS16 } from '@turnkeeper/core/cint';
import type { PlayerState } from './state.js';

/** The numeric fields a saved player and the record share, under the same names: what `of()` copies. */
const STATS = ['speed', 'numBlow', 'numFire', 'naturalAttacks', 'energy', 'fast', 'slow', 'paralyzed', 'stun', 'stunRecovery'] as const;

/** The last action as the record keeps it (the saved form's fields, in its order); `kind` null: none yet. */
type LastAction = { -readonly [K in keyof NonNullable<PlayerState['last']>]: K extends 'kind' ? string | null : NonNullable<PlayerState['last']>[K] };

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
  /** The last action, rewritten in place by {@link PlayerRecord.pay}. */
  private readonly lastAction: LastAction = { kind: null, forced: false, energyBefore: 0, energyUse: 0, directDebit: 0, naturalAttacks: null, energyAfter: 0 };

  private constructor(id: ActorId) {
    this.id = id;
  }

  /** A record filled from a saved (or newly added) player. */
  static of(s: PlayerState): PlayerRecord {
    const p = new PlayerRecord(s.id);
    for (const k of STATS) p[k] = s[k];
    if (s.ledger) {
      p.ledgerTick = s.ledger.tick;
      p.ledgerE0 = s.ledger.e0;
      p.ledgerGain = s.ledger.gain;
      p.ledgerE1 = s.ledger.e1;
    }
    if (s.last) Object.assign(p.lastAction, s.last);
    return p;
  }

  /**
   * Charges one pass of `dungeon.c` `process_player()` and records it as the last action: a direct
   * debit (Dimension Door, Psychic Drain) is taken during the command, `energy_use` after it, each
   * stored in the s16b `p_ptr->energy`.
   */
  pay(kind: string, forced: boolean, energyUse: number, directDebit: number, naturalAttacks: number | null): void {
    const a = this.lastAction;
    a.energyBefore = this.energy;
    this.energy = toS16(toS16(this.energy - directDebit) - energyUse);
    a.kind = kind;
    a.forced = forced;
    a.energyUse = energyUse;
    a.directDebit = directDebit;
    a.naturalAttacks = naturalAttacks;
    a.energyAfter = this.energy;
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
    const a = this.lastAction;
    return a.kind === null ? null : { ...a, kind: a.kind };
  }
}
