import { actorKind } from '@turnkeeper/core';
import { z } from 'zod';
import { MAX_M_IDX, MAX_SPEED, NORMAL_SPEED_INDEX } from '../tables/constants.js';
import { attackSpeedField, byteField, energyField, monsterSpeedField, noDetails, s16Field } from './fields.js';

const hitDice = z.tuple([byteField('hitDice[0] (hdice)'), byteField('hitDice[1] (hside)')], { error: 'hitDice must be [hdice, hside], two bytes' });

const speedAfter = monsterSpeedField('speedAfter')
  .optional()
  .describe("the monster's speed after the spell (a haste-self): the refund reads extract_energy at it");

const none = noDetails;

const ledger = z.strictObject({
  tick: z.number().int(),
  e0: z.number().int().describe('energy when process_monsters() reached the monster'),
  gain: z.number().int().describe('10, or 0 when a BORN monster was skipped'),
  e1: z.number().int(),
  bornSkip: z.boolean(),
});

/**
 * A monster (`m_list[i]` and its race). `speed` is the race speed (displayed; a byte, so
 * −110..+145) and `numBlows` the race's attack speed (a byte: melee and spells cost
 * `100 / numBlows`). Give `energy` (and optionally its own `mspeed`) for a monster already placed;
 * leave `energy` out and the ruleset places it as `monster2.c` `place_monster_one()` does, drawing
 * sleep, hit points, the 4.1.0 speed spread (stored in a byte, so it can wrap) and the start
 * energy 900..999 in that order. `born` flags it MFLAG_BORN. A speed beyond the table (+90..+145,
 * or a byte wrapped below 0) is held as the game holds it; the monster's next turn, which would
 * read `extract_energy` out of bounds, is a `TIME_OVERFLOW` error. At most 511 per loop
 * (`MAX_M_IDX` − 1 slots).
 *
 * Actions (`melee2.c` `process_monster()`, `melee1.c` `make_attack_normal()`): the move cost is
 * charged when the turn begins; `melee_player`, `spell_at_player` and `spell_at_monster` refund it
 * and charge `100 / numBlows` instead (`speedAfter`: a haste-self spell's new speed, which the
 * refund reads; `noRefund`: a NEVER_BLOW race or a pet); `move` (the default), `late_spell`,
 * `attack_monster`, `asleep`, `out_of_range` (cdis ≥ 100) and `cannot_sense` keep it.
 *
 * @example
 * ```ts
 * import { cthangband } from '@turnkeeper/cthangband';
 * const loop = cthangband.create({ seed: 1 });
 * loop.add('jackal', { kind: 'monster', speed: 0, sleep: 10, hitDice: [1, 4], asleep: true }); // placed with the game's rolls
 * loop.add('orc', { kind: 'monster', speed: 0, numBlows: 2, energy: 950 });                     // placed as given
 * ```
 */
export const cthangbandMonster = actorKind({
  label: 'monster',
  description:
    'a monster (m_list): gains 10 energy a tick and acts at most once a tick at ≥ 1000, after the player, by descending list index; charged its move cost up front',
  max: MAX_M_IDX - 1,
  spec: z
    .strictObject({
      speed: monsterSpeedField('speed').describe('the race speed, displayed (r_ptr->speed − 110, a byte)'),
      numBlows: attackSpeedField('numBlows').default(1),
      unique: z.boolean().default(false).describe('uniques get no speed roll'),
      forceMaxhp: z.boolean().default(false).describe('FORCE_MAXHP: hit points are hdice × hside, no roll'),
      sleep: s16Field('sleep', 'the race sleep value v (r_ptr->sleep, an s16b); placed asleep with v ≠ 0, csleep = 2v + randint(10v)').default(0),
      hitDice: hitDice.default([0, 0]),
      asleep: z.boolean().default(false).describe("placed asleep (place_monster_one's slp): csleep is rolled when sleep ≠ 0"),
      mspeed: monsterSpeedField('mspeed').optional().describe("already placed: the monster's own speed (default: the race speed)"),
      energy: energyField.optional().describe('already placed: its energy; omit to roll the placement'),
      born: z
        .boolean()
        .default(false)
        .describe('flagged MFLAG_BORN (place_monster_one() sets it below hack_m_idx; the engine does that itself): skipped, without energy, the next time it is reached'),
    })
    .superRefine((m, ctx) => {
      // place_monster_one() rolls the speed only when the ruleset places the monster.
      if (m.energy !== undefined) return;
      if (m.mspeed !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['mspeed'],
          message: 'mspeed is only allowed with energy (a monster already placed); without energy the speed is rolled',
        });
      }
      // The spread reads extract_energy[r_ptr->speed]: outside the table that read is undefined.
      if (!m.unique && m.speed > MAX_SPEED) {
        ctx.addIssue({
          code: 'custom',
          path: ['speed'],
          message: `a non-unique monster placed by the ruleset needs speed ≤ +${MAX_SPEED}: place_monster_one() reads extract_energy[${m.speed + NORMAL_SPEED_INDEX}] for its spread roll, beyond the table's 200 entries (give mspeed and energy to place it yourself)`,
        });
      }
    }),
  patch: z.strictObject({
    speed: monsterSpeedField('speed').optional().describe("the monster's own speed (mspeed): haste and slow are permanent edits in 4.1.0 (see monsterSpeedEffect())"),
    numBlows: attackSpeedField('numBlows').optional(),
    energy: energyField.optional(),
  }),
  actions: {
    move: none,
    melee_player: z.strictObject({
      noRefund: z.boolean().optional().describe('a NEVER_BLOW race or a pet: make_attack_normal() returns before the refund'),
    }),
    spell_at_player: z.strictObject({ speedAfter }),
    spell_at_monster: z.strictObject({ speedAfter }),
    late_spell: none,
    attack_monster: none,
    asleep: none,
    out_of_range: none,
    cannot_sense: none,
  },
  defaultAction: 'move',
  view: z.strictObject({
    index: z.number().int().describe('its m_list index: higher acts earlier in a tick'),
    raceSpeed: z.number().int(),
    speed: z.number().int().describe("the monster's own speed (mspeed − 110)"),
    moveCost: z.number().int().nullable().describe('extract_energy[mspeed]: the up-front charge of a turn; null outside the table'),
    numBlows: z.number().int(),
    attackCost: z.number().int().nullable().describe('100 / numBlows; null for 0 (a division by zero)'),
    unique: z.boolean(),
    csleep: z.number().int(),
    maxhp: z.number().int(),
    energy: z.number().int(),
    wait: z.number().int().describe('1000 − energy'),
    born: z.boolean(),
    ledger: ledger.nullable().describe('the last tick the monster was reached in'),
    last: z
      .strictObject({
        tick: z.number().int(),
        chargedMove: z.number().int(),
        afterCharge: z.number().int(),
        kind: z.string().nullable(),
        refund: z.number().int().nullable(),
        attackCost: z.number().int().nullable(),
        energyAfter: z.number().int().nullable(),
      })
      .nullable()
      .describe("the monster's last turn"),
  }),
});
