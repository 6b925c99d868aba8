import type { GoldenComparison } from '@turnkeeper/core/conformance';
import { describe, expect, it } from 'vitest';
import { playerDelaysAdapter } from './golden-adapters/player-delays.js';
import { traceAdapter } from './golden-adapters/trace.js';

/**
 * Records of the `dcss.trace/1` format that no golden file happens to contain, each in a small
 * trace built by hand from crawl's rules (every energy and draw worked out below, not produced by
 * the code under test) and replayed through the golden adapter's own code path.
 */

const SCRIPTED_RULE =
  'the i-th random2(n) call with n>=2 (0-based, counting setup, player and monster calls in order) returns script[i] % n; random2(n<=1) returns 0 and consumes nothing';
const DEFAULT_ENERGY = { move: 10, swim: 10, attack: 10, missile: 10, spell: 10 };
const HANDLE = 'world_reacts > handle_monsters';

function monster(index: number, name: string, fields: Record<string, unknown>): Record<string, unknown> {
  return {
    index,
    name,
    base_speed: 10,
    hasted: false,
    slowed: false,
    berserk: false,
    energy_usage: DEFAULT_ENERGY,
    start_energy: 70,
    just_summoned: false,
    weapon: null,
    launcher: null,
    pattern: 'M',
    pursuer: false,
    reach_after_move: false,
    ...fields,
  };
}

function listOf(comparisons: GoldenComparison | readonly GoldenComparison[]): readonly GoldenComparison[] {
  return Array.isArray(comparisons) ? (comparisons as readonly GoldenComparison[]) : [comparisons as GoldenComparison];
}

function replay(trace: Record<string, unknown>): void {
  const list = listOf(traceAdapter.replay(trace, 'hand-built trace'));
  expect(list.length).toBeGreaterThan(0);
  for (const c of list) expect({ label: c.label, value: c.actual }).toEqual({ label: c.label, value: c.expected });
}

describe('dcss.trace/1 records no golden file shows, replayed through the adapter', () => {
  it('idle (W) and item (I) actions, a missile cost that rounds (mons_throw), a berserk monster and player drawing, movement speed 4 raised to 6', () => {
    // Setup: the berserk archer's calc_speed, berserk_mul(11) = div_rand_round(33, 2): draw 1 ≥ 1 → 16.
    // Turn 1 (wait): player_speed() berserk_div(10) = div_rand_round(20, 3): draw 2 ≥ 2 → 6 aut.
    //   Gains: idler 10×6/10 = 6 (80 → 86), item user 6 (75 → 81), archer 16×6 = 96 → 9 + (draw 3 < 6) = 10 (70 → 80).
    //   Queue 86, 81, 80: the idler idles for min(move 8, swim 6) = 6 (→ 80, queued again after the archer's 80 in
    //   libstdc++'s heap), the item user pays EUT_ITEM 10 (→ 71), the archer fires: its speed launcher's delay
    //   div_rand_round(20, 3) draw 0 < 2 → 7, then div_rand_round(15 × 7, 10) = 10 + (draw 9 < 5) = 10 (→ 70);
    //   the idler idles again (→ 74).
    // Turn 2 (move, movement speed 4 → 6): player_speed() draw 0 < 2 → 7 (the _prep_input roll, unused by a move);
    //   trunk's move: berserk player_speed(60) = 400 (exact), mv 6 × 60 = 360: 400 × 360 / 36000 = 4 aut, no draw.
    //   Gains: idler 4 (→ 78), item user 4 (→ 75), archer 16 × 4 = 64 → 6 + (draw 2 < 4) = 7 (→ 77). Nobody acts.
    replay({
      schema: 'dcss.trace/1',
      source: 'hand-built from crawl-ref/source main.cc, mon-act.cc, monster.cc, throw.cc, player.cc, movement.cc',
      description: 'W and I letters, mons_throw rounding, berserk calc_speed and player_speed draws, movement speed clamp',
      id: 'records_idle_item_missile',
      player: {
        hasted: false,
        slowed: false,
        berserk: true,
        movement_speed: 4,
        melee: { unarmed: true, weapon: 'none', base_delay: 10, brand: 'none', skill10: 0 },
      },
      monsters: [
        monster(0, 'idler', { energy_usage: { ...DEFAULT_ENERGY, move: 8, swim: 6 }, start_energy: 80, pattern: 'W' }),
        monster(1, 'item user', { start_energy: 75, pattern: 'I' }),
        monster(2, 'berserk archer', { base_speed: 11, berserk: true, energy_usage: { ...DEFAULT_ENERGY, missile: 15 }, launcher: 'speed', pattern: 'F' }),
      ],
      setup: {
        effective_speeds: [10, 10, 16],
        rng_calls: [{ i: 0, n: 2, raw: 1, value: 1, site: 'calc_speed(berserk archer) > div_rand_round(33,2)' }],
      },
      turns: [
        {
          turn: 1,
          player_action: 'wait',
          time_taken: 6,
          elapsed_time: 6,
          player_rng_calls: [{ i: 1, n: 3, raw: 2, value: 2, site: '_prep_input > player_speed(1) > div_rand_round(20,3)' }],
          monster_rng_calls: [
            { i: 2, n: 10, raw: 3, value: 3, site: `${HANDLE} > monster_add_energy(berserk archer) > div_rand_round(96,10)` },
            {
              i: 3,
              n: 3,
              raw: 0,
              value: 0,
              site: `${HANDLE} > handle_monster_move(berserk archer) > mons_throw(berserk archer) > weapon_adjust_delay(launcher) > div_rand_round(20,3)`,
            },
            { i: 4, n: 10, raw: 9, value: 9, site: `${HANDLE} > handle_monster_move(berserk archer) > mons_throw(berserk archer) > div_rand_round(105,10)` },
          ],
          action_order: [0, 1, 2, 0],
          monsters: [
            {
              index: 0,
              energy_start: 80,
              gain: 6,
              energy_after_gain: 86,
              actions: [
                { a: 'W', before: 86, after: 80 },
                { a: 'W', before: 80, after: 74 },
              ],
              energy_end: 74,
            },
            { index: 1, energy_start: 75, gain: 6, energy_after_gain: 81, actions: [{ a: 'I', before: 81, after: 71 }], energy_end: 71 },
            { index: 2, energy_start: 70, gain: 10, energy_after_gain: 80, actions: [{ a: 'F', before: 80, after: 70 }], energy_end: 70 },
          ],
        },
        {
          turn: 2,
          player_action: 'move',
          moved_away: false,
          time_taken: 4,
          elapsed_time: 10,
          player_rng_calls: [{ i: 5, n: 3, raw: 0, value: 0, site: '_prep_input > player_speed(1) > div_rand_round(20,3)' }],
          monster_rng_calls: [{ i: 6, n: 10, raw: 2, value: 2, site: `${HANDLE} > monster_add_energy(berserk archer) > div_rand_round(64,10)` }],
          action_order: [],
          monsters: [
            { index: 0, energy_start: 74, gain: 4, energy_after_gain: 78, actions: [], energy_end: 78 },
            { index: 1, energy_start: 71, gain: 4, energy_after_gain: 75, actions: [], energy_end: 75 },
            { index: 2, energy_start: 70, gain: 7, energy_after_gain: 77, actions: [], energy_end: 77 },
          ],
        },
      ],
      rng: { kind: 'scripted', rule: SCRIPTED_RULE, consumed: 7, script: [1, 2, 3, 0, 9, 0, 2] },
    });
  });

  it("an opportunity attack with a speed weapon, a just-summoned pursuer that never acts, and a crossbow's min delay in melee", () => {
    // Turn 1 (move away, 10 aut, no draw): the fencer (80, speed weapon) gains 10 → 90; the newcomer is just
    //   summoned: no gain. The fencer steps (→ 80), then one_chance_in(3) draws 0 and it reaches: an opportunity
    //   attack, delay div_rand_round(20, 3) draw 2 ≥ 2 → 6, cost 10 × 6 / 10 = 6 (→ 74), energy then
    //   min(74 + 10, 80 − random2(2) = 1) = 79. The newcomer stays a potential pursuer without acting.
    // Turn 2 (melee with an arbalest, skill 20): a crossbow's min delay is 10 (fight.cc weapon_min_delay), so
    //   skill counts up to 18: 19 − 180 / 20 = 10 aut, a single value (no draws; 9 aut without the crossbow rule).
    //   The fencer 79 + 10 = 89 steps (→ 79; no longer a pursuer), the newcomer 70 + 10 = 80 steps (→ 70).
    replay({
      schema: 'dcss.trace/1',
      source: 'hand-built from crawl-ref/source mon-act.cc _maybe_launch_opportunity_attack, fight.cc weapon_min_delay, player-act.cc attack_delay_with',
      description: 'opportunity attack with weapon-brand draws, a just-summoned pursuer, crossbow min delay',
      id: 'records_pursuit_crossbow',
      player: {
        hasted: false,
        slowed: false,
        berserk: false,
        movement_speed: 10,
        melee: { unarmed: false, weapon: 'arbalest', base_delay: 19, brand: 'none', skill10: 200 },
      },
      monsters: [
        monster(0, 'fencer', { start_energy: 80, weapon: 'speed', pursuer: true, reach_after_move: true }),
        monster(1, 'newcomer', { just_summoned: true, pursuer: true }),
      ],
      setup: { effective_speeds: [10, 10], rng_calls: [] },
      turns: [
        {
          turn: 1,
          player_action: 'move',
          moved_away: true,
          time_taken: 10,
          elapsed_time: 10,
          player_rng_calls: [],
          monster_rng_calls: [
            { i: 0, n: 3, raw: 0, value: 0, site: `${HANDLE} > handle_monster_move(fencer) > opportunity_attack_check(fencer): one_chance_in(3)` },
            {
              i: 1,
              n: 3,
              raw: 2,
              value: 2,
              site: `${HANDLE} > handle_monster_move(fencer) > mons_fight(fencer) > weapon_adjust_delay(weapon) > div_rand_round(20,3)`,
            },
            { i: 2, n: 2, raw: 1, value: 1, site: `${HANDLE} > handle_monster_move(fencer) > opportunity_attack_refund(fencer)` },
          ],
          action_order: [0],
          monsters: [
            {
              index: 0,
              energy_start: 80,
              gain: 10,
              energy_after_gain: 90,
              actions: [{ a: 'M', before: 90, after: 79, note: 'opportunity_attack;' }],
              energy_end: 79,
            },
            { index: 1, energy_start: 70, gain: 0, energy_after_gain: 70, actions: [], energy_end: 70 },
          ],
        },
        {
          turn: 2,
          player_action: 'melee',
          time_taken: 10,
          elapsed_time: 20,
          player_rng_calls: [],
          monster_rng_calls: [],
          action_order: [0, 1],
          monsters: [
            { index: 0, energy_start: 79, gain: 10, energy_after_gain: 89, actions: [{ a: 'M', before: 89, after: 79 }], energy_end: 79 },
            { index: 1, energy_start: 70, gain: 10, energy_after_gain: 80, actions: [{ a: 'M', before: 80, after: 70 }], energy_end: 70 },
          ],
        },
      ],
      rng: { kind: 'scripted', rule: SCRIPTED_RULE, consumed: 3, script: [0, 2, 1] },
    });
  });

  it('fails a trace whose record the loop does not reproduce (the comparison can fail)', () => {
    const comparisons = traceAdapter.replay(
      {
        schema: 'dcss.trace/1',
        source: 'hand-built',
        description: 'a wrong energy',
        id: 'records_wrong',
        player: {
          hasted: false,
          slowed: false,
          berserk: false,
          movement_speed: 10,
          melee: { unarmed: true, weapon: 'none', base_delay: 10, brand: 'none', skill10: 0 },
        },
        monsters: [monster(0, 'orc', { pattern: 'W' })],
        setup: { effective_speeds: [10], rng_calls: [] },
        turns: [
          {
            turn: 1,
            player_action: 'wait',
            time_taken: 10,
            elapsed_time: 10,
            player_rng_calls: [],
            monster_rng_calls: [],
            action_order: [0],
            // The idle costs 10 (70 + 10 − 10 = 70), not 9.
            monsters: [{ index: 0, energy_start: 70, gain: 10, energy_after_gain: 80, actions: [{ a: 'W', before: 80, after: 71 }], energy_end: 71 }],
          },
        ],
        rng: { kind: 'scripted', rule: SCRIPTED_RULE, consumed: 0, script: [] },
      },
      'hand-built trace',
    );
    const turns = listOf(comparisons).find((c) => c.label === 'turns');
    expect(turns?.actual).not.toEqual(turns?.expected);
  });
});

describe('dcss.player_delays/1 records no golden file shows', () => {
  it('a melee row with a shield penalty, and one of a hasted, petrifying player', () => {
    const melee = (fields: Record<string, unknown>): Record<string, unknown> => ({
      weapon: 'long sword',
      base_delay: 14,
      min_delay: 7,
      brand: 'none',
      skill10: 0,
      status: 'normal',
      shield_penalty20: 0,
      ...fields,
    });
    const file = {
      schema: 'dcss.player_delays/1',
      source: 'hand-built from crawl-ref/source player-act.cc attack_delay_with, player.cc player_speed',
      description: 'records with a shield penalty and a petrifying status',
      wait: [{ status: 'hasted_petrifying', time_taken: { '9': '1/3', '10': '2/3' } }],
      move: [{ status: 'normal', movement_speed: 10, time_taken: { '10': '1/1' } }],
      move_0_34: [{ status: 'normal', movement_speed: 10, time_taken: { '10': '1/1' } }],
      melee: [
        // 14 at skill 0, + div_rand_round(30, 20) = 1 or 2 (½ each): 15 or 16.
        melee({ shield_penalty20: 30, time_taken: { '15': '1/2', '16': '1/2' } }),
        // Unarmed 10; player_speed 6 (⅓) or 7 (⅔) hasted, × 15/10 truncated while petrifying: 9 or 10.
        melee({ weapon: 'unarmed', base_delay: 10, min_delay: 5, status: 'hasted_petrifying', time_taken: { '9': '1/3', '10': '2/3' } }),
      ],
    };
    for (const c of listOf(playerDelaysAdapter.replay(file, 'hand-built player delays'))) {
      expect({ label: c.label, value: c.actual }).toEqual({ label: c.label, value: c.expected });
    }
  });
});
