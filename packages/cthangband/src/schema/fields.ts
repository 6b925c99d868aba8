import * as v from 'valibot';
import { MAX_PLAYER_SPEED, MAX_SPEED, MIN_PLAYER_SPEED, MIN_SPEED, S16_MAX, S16_MIN, TIMED_EFFECT_MAX } from '../tables/constants.js';

/**
 * An integer field `min..max`, every failure worded as what is allowed (the core names the field
 * and the value): `an integer from min to max (why)`.
 *
 * @example
 * ```ts
 * const byte = intField(0, 255, 'a byte');
 * ```
 */
export function intField(min: number, max: number, why: string) {
  const allowed = `an integer from ${min} to ${max} (${why})`;
  return v.pipe(v.number(allowed), v.integer(allowed), v.minValue(min, allowed), v.maxValue(max, allowed));
}

/**
 * The player's displayed speed (`p_ptr->pspeed − 110`): `pspeed` is an `s16b` that
 * `xtra1.c` `calc_bonuses()` never clamps, so every value from −32878 to +32657 is accepted.
 * Walking and running read `extract_energy[pspeed]`, which covers −110..+89 only: outside it
 * they are an `InvalidActionError` (undefined behaviour in 4.1.0).
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * v.parse(playerSpeedField(), -200); // -200: an overloaded character
 * ```
 */
export function playerSpeedField() {
  return v.pipe(
    intField(MIN_PLAYER_SPEED, MAX_PLAYER_SPEED, 'p_ptr->pspeed is an s16b, unclamped by xtra1.c calc_bonuses(); 0 is normal'),
    v.description(`displayed speed (pspeed − 110), 0 = normal; a step costs extract_energy[speed + 110], defined for ${MIN_SPEED}..+${MAX_SPEED}`),
  );
}

/**
 * A monster's displayed speed (`mspeed − 110` or `r_ptr->speed − 110`): both are bytes
 * (`types.h`), but every monster turn reads `extract_energy[mspeed]` (`melee2.c`
 * `process_monsters()`), which has 200 entries, so the ruleset takes the speeds the table covers,
 * −110..+89; the rest of the byte (+90..+145, which a slow can wrap a speed into: see
 * `monsterSpeedEffect()`) makes that read undefined in 4.1.0, and is refused where it is given.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * v.parse(monsterSpeedField('the race speed'), 30); // 30
 * ```
 */
export function monsterSpeedField(what: string) {
  return v.pipe(
    intField(MIN_SPEED, MAX_SPEED, 'a byte speed index minus 110, inside extract_energy[200] (tables.c), which every monster turn reads; 0 is normal'),
    v.description(`${what}; a turn costs extract_energy[speed + 110]`),
  );
}

/**
 * Blows or shots per round as `xtra1.c` `calc_bonuses()` computes them before its clamp:
 * `p_ptr->num_blow` / `num_fire` are `s16b`, and the clamp to 1..10 at the end of
 * `calc_bonuses()` is applied by the ruleset.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * v.parse(blowsField('blows per round'), 12); // 12, used as 10
 * ```
 */
export function blowsField(what: string) {
  return v.pipe(
    intField(S16_MIN, S16_MAX, 'an s16b; xtra1.c calc_bonuses() clamps it to 1..10'),
    v.description(`${what}; clamped to 1..10 as calc_bonuses() does`),
  );
}

/**
 * A race's attack speed (`r_ptr->num_blows`, a byte read from the 2nd field of `r_info.txt`'s
 * `I:` line by `init1.c`): melee and spells cost `100 / num_blows` (`melee1.c`
 * `make_attack_normal()`), so 0 would divide by zero: 1..255, above 100 the cost is 0. The 4.1.0
 * data uses 1..8 and 10.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * v.parse(attackSpeedField, 10); // 10
 * ```
 */
export const attackSpeedField = v.pipe(
  intField(1, 255, 'r_ptr->num_blows is a byte, and melee costs 100 / num_blows; 4.1.0 races use 1..8 and 10'),
  v.description("the race's attack speed (r_info I: 2nd field): melee and spells cost 100 / numBlows"),
);

/**
 * A `byte` field (0..255), e.g. a race's hit dice.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * v.parse(byteField, 35); // 35
 * ```
 */
export const byteField = intField(0, 255, 'a byte');

/**
 * An `s16b` field (−32768..32767) with a description.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * v.parse(s16Field('the race sleep value'), -1); // -1
 * ```
 */
export function s16Field(what: string) {
  return v.pipe(intField(S16_MIN, S16_MAX, 'an s16b'), v.description(what));
}

/**
 * Energy as the game stores it in a spec or patch: a signed 16-bit value (`p_ptr->energy`,
 * `m_ptr->energy`); later gains and costs wrap at the same width.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * v.parse(energyField, 1050); // 1050
 * ```
 */
export const energyField = v.pipe(
  intField(S16_MIN, S16_MAX, 'p_ptr->energy and m_ptr->energy are s16b'),
  v.description('energy: everyone gains 10 a tick and acts at 1000'),
);

/**
 * A player timed effect (`p_ptr->paralyzed`, `stun`, `fast`, `slow`: `s16b`): any `s16b` is
 * accepted and forced into 0..10000 as `xtra2.c` `set_paralyzed()`, `set_stun()`, `set_fast()`
 * and `set_slow()` force every value they store.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * v.parse(timedField('fast', 'Timed -- Fast'), 20); // 20
 * ```
 */
export function timedField(field: string, what: string) {
  return v.pipe(intField(S16_MIN, S16_MAX, `an s16b; xtra2.c set_${field}() forces it into 0..${TIMED_EFFECT_MAX}`), v.description(what));
}

/**
 * Stun shaken off per round: `adj_con_fix[con] + 1` (`dungeon.c` `process_world()`,
 * `tables.c` `adj_con_fix[]`, whose values are 0..9), so 1..10.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * v.parse(stunRecoveryField, 3); // 3
 * ```
 */
export const stunRecoveryField = v.pipe(
  intField(1, 10, 'adj_con_fix[con] + 1; adj_con_fix holds 0..9'),
  v.description("stun lost each round (every 10 game turns): adj_con_fix[the player's CON index] + 1"),
);

/**
 * How many natural-attack mutations the player has (horns, beak, scorpion tail, trunk, tentacles:
 * `cmd1.c` `natural_attack()`).
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * v.parse(naturalAttacksField, 2); // 2
 * ```
 */
export const naturalAttacksField = intField(0, 5, 'natural-attack mutations: horns, beak, scorpion tail, trunk, tentacles');

/**
 * A skill or minimum passed to `spell_energy()` (`xtra1.c`), which takes u16b arguments.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * v.parse(skillField, 20); // 20
 * ```
 */
export const skillField = intField(0, 65_535, 'spell_energy() takes u16b');

/**
 * A skill value (`skill_set[i].value`, a byte in `types.h` `player_skill`): 0..255. Favours,
 * mindcraft and racial powers pass half of it to `spell_energy()`.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * v.parse(skillValueField, 60); // 60: spell_energy(30, min)
 * ```
 */
export const skillValueField = intField(0, 255, 'skill_set[].value is a byte');

/**
 * An optional boolean detail of an action, with its description.
 *
 * @example
 * ```ts
 * const impaired = flag('confused, stunned or hallucinating');
 * ```
 */
export function flag(what: string) {
  return v.optional(v.pipe(v.boolean('true or false'), v.description(what)));
}

/**
 * The details of an action that takes none.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import { noDetails } from './fields.js';
 * v.parse(noDetails, {}); // {}: an action that takes no details (and refuses any)
 * ```
 */
export const noDetails = v.strictObject({});

/**
 * An actor kind's spec and patch entries from one table of fields: every field is optional in
 * both; the spec fills in the field's default, the patch leaves an absent field as it is. One
 * table, so that the two cannot drift apart (a field added to the spec and forgotten in the patch).
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * const { spec, patch } = specAndPatch({ energy: energyField }, { energy: 1050 });
 * v.parse(v.strictObject(spec), {}); // { energy: 1050 }
 * v.parse(v.strictObject(patch), {}); // {}
 * ```
 */
export function specAndPatch<const E extends Record<string, v.GenericSchema>, const D extends { readonly [K in keyof E]: v.Default<E[K], undefined> }>(
  fields: E,
  defaults: D,
): { spec: { [K in keyof E]: v.OptionalSchema<E[K], D[K]> }; patch: { [K in keyof E]: v.OptionalSchema<E[K], undefined> } } {
  const spec: Record<string, v.GenericSchema> = {};
  const patch: Record<string, v.GenericSchema> = {};
  for (const [key, field] of Object.entries(fields)) {
    spec[key] = v.optional(field, defaults[key]);
    patch[key] = v.optional(field);
  }
  return { spec, patch } as { spec: { [K in keyof E]: v.OptionalSchema<E[K], D[K]> }; patch: { [K in keyof E]: v.OptionalSchema<E[K], undefined> } };
}
