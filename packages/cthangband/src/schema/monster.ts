import { actorKind } from '@turnkeeper/core';
import * as v from 'valibot';
import { PLACEABLE_SPEEDS } from '../rules/monster-placement.js';
import { MAX_M_IDX, NORMAL_SPEED_INDEX } from '../tables/constants.js';
import { EXTRACT_ENERGY } from '../tables/energy-table.js';
import { attackSpeedField, byteField, energyField, flag, monsterSpeedField, noDetails, s16Field } from './fields.js';

const hitDice = v.strictTuple([byteField, byteField], 'two bytes: [hdice, hside]');

const speedAfter = v.optional(monsterSpeedField("the monster's speed after the spell (a haste-self): the refund reads extract_energy at it"));

const none = noDetails;
const int = v.pipe(v.number(), v.integer());
const nullableInt = v.nullable(int);

const ledger = v.strictObject({
  tick: int,
  e0: v.pipe(int, v.description('energy when process_monsters() reached the monster')),
  gain: v.pipe(int, v.description('10, or 0 when a BORN monster was skipped')),
  e1: int,
  bornSkip: v.boolean(),
});

/** The spec's fields; the checks that relate them are piped after (see cthangbandMonster). */
const monsterSpec = v.strictObject({
  speed: monsterSpeedField('the race speed, displayed (r_ptr->speed − 110, a byte)'),
  numBlows: v.optional(attackSpeedField, 1),
  unique: v.optional(v.pipe(v.boolean('true or false'), v.description('uniques get no speed roll')), false),
  forceMaxhp: v.optional(v.pipe(v.boolean('true or false'), v.description('FORCE_MAXHP: hit points are hdice × hside, no roll')), false),
  sleep: v.optional(s16Field('the race sleep value v (r_ptr->sleep, an s16b); placed asleep with v ≠ 0, csleep = 2v + randint(10v)'), 0),
  // A function default: every parsed spec gets an array of its own.
  hitDice: v.optional(
    v.pipe(hitDice, v.description('[hdice, hside]: placement rolls damroll(hdice, hside) hit points unless forceMaxhp')),
    () => [0, 0] as [number, number],
  ),
  asleep: v.optional(v.pipe(v.boolean('true or false'), v.description("placed asleep (place_monster_one's slp): csleep is rolled when sleep ≠ 0")), false),
  mspeed: v.optional(monsterSpeedField("already placed: the monster's own speed (default: the race speed)")),
  energy: v.optional(v.pipe(energyField, v.description('already placed: its energy; omit to roll the placement'))),
  born: v.optional(
    v.pipe(
      v.boolean('true or false'),
      v.description(
        'flagged MFLAG_BORN (place_monster_one() sets it below hack_m_idx; the engine does that itself): skipped, without energy, the next time it is reached',
      ),
    ),
    false,
  ),
});

type MonsterSpecFields = v.InferOutput<typeof monsterSpec>;

/**
 * A monster (`m_list[i]` and its race). `speed` is the race speed (displayed) and `numBlows` the
 * race's attack speed (melee and spells cost `100 / numBlows`). Give `energy` (and optionally its
 * own `mspeed`) for a monster already placed; leave `energy` out and the ruleset places it as
 * `monster2.c` `place_monster_one()` does, drawing sleep, hit points, the 4.1.0 speed spread and
 * the start energy 900..999 in that order. `born` flags it MFLAG_BORN. At most 511 per loop
 * (`MAX_M_IDX` − 1 slots).
 *
 * Every speed is one `extract_energy` covers (−110..+89), because every turn reads the table at
 * the monster's speed: the rest of the byte the game stores (+90..+145, where a slow can wrap a
 * speed) makes that read undefined in 4.1.0, so such a spec, patch or `speedAfter` is refused
 * where it is given, and a non-unique race the ruleset places must be one whose whole spread roll
 * stays inside the table (`PLACEABLE_SPEEDS`, −40..+87: every 4.1.0 race is). An attack speed of
 * 0 would divide by zero: 1..255.
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
  spec: v.pipe(
    monsterSpec,
    // place_monster_one() rolls the speed only when the ruleset places the monster.
    v.forward(
      v.check(
        (m: MonsterSpecFields) => m.energy !== undefined || m.mspeed === undefined,
        'absent without energy: mspeed is only for a monster already placed (with energy); without energy the speed is rolled',
      ),
      ['mspeed'],
    ),
    // The spread roll of a slower or faster race can leave extract_energy (the byte wraps below
    // index 0, or passes 199): its turns would read the table out of bounds, undefined in 4.1.0.
    v.forward(
      v.check(
        (m: MonsterSpecFields) => m.energy !== undefined || m.unique || (m.speed >= PLACEABLE_SPEEDS.min && m.speed <= PLACEABLE_SPEEDS.max),
        (issue) => {
          const speed = issue.input.speed;
          const spread = Math.floor((EXTRACT_ENERGY[speed + NORMAL_SPEED_INDEX] ?? 0) / 10);
          return `from ${PLACEABLE_SPEEDS.min} to +${PLACEABLE_SPEEDS.max} for a non-unique monster the ruleset places: place_monster_one() rolls speed ± ${spread} (extract_energy[speed] / 10), which would leave extract_energy's −110..+89 (give mspeed and energy to place it yourself, or unique: true)`;
        },
      ),
      ['speed'],
    ),
  ),
  patch: v.strictObject({
    speed: v.optional(monsterSpeedField("the monster's own speed (mspeed): haste and slow are permanent edits in 4.1.0 (see monsterSpeedEffect())")),
    numBlows: v.optional(attackSpeedField),
    energy: v.optional(energyField),
  }),
  actions: {
    move: none,
    melee_player: v.strictObject({ noRefund: flag('a NEVER_BLOW race or a pet: make_attack_normal() returns before the refund') }),
    spell_at_player: v.strictObject({ speedAfter }),
    spell_at_monster: v.strictObject({ speedAfter }),
    late_spell: none,
    attack_monster: none,
    asleep: none,
    out_of_range: none,
    cannot_sense: none,
  },
  defaultAction: 'move',
  view: v.strictObject({
    index: v.pipe(int, v.description('its m_list index: higher acts earlier in a tick')),
    raceSpeed: int,
    speed: v.pipe(int, v.description("the monster's own speed (mspeed − 110)")),
    moveCost: v.pipe(int, v.description('extract_energy[mspeed]: the up-front charge of a turn')),
    numBlows: int,
    attackCost: v.pipe(int, v.description('100 / numBlows: what melee and spells cost')),
    unique: v.boolean(),
    csleep: int,
    maxhp: int,
    energy: int,
    wait: v.pipe(int, v.description('1000 − energy')),
    born: v.boolean(),
    ledger: v.pipe(v.nullable(ledger), v.description('the last tick the monster was reached in')),
    last: v.pipe(
      v.nullable(
        v.strictObject({
          tick: int,
          chargedMove: int,
          afterCharge: int,
          kind: v.nullable(v.string()),
          refund: nullableInt,
          attackCost: nullableInt,
          energyAfter: nullableInt,
        }),
      ),
      v.description("the monster's last turn"),
    ),
  }),
});
