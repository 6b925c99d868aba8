import { defineRuleset } from '@turnkeeper/core';
import { DcssEngine } from './engine/engine.js';
import { checkDcssState, dcssState } from './engine/state.js';
import { dcssHooks } from './hooks.js';
import { dcssGenerator } from './random/pcg32.js';
import { dcssActors } from './schema/actors.js';
import { dcssOptions } from './schema/options.js';
import { DCSS_DEFAULT_VERSION, DCSS_VERSIONS } from './versions.js';

/**
 * Dungeon Crawl Stone Soup's time system, exact (random draws included) for trunk (0.35-a0) with
 * the release differences back to 0.27 as versions. Time is in aut (10 aut = one normal turn,
 * `units.turn`); the player acts, then every monster gains `speed × time_taken / 10` energy
 * (`div_rand_round`) and monsters act while they have ≥ 80, highest energy first in libstdc++ heap
 * order, each action paying its own cost; pursuit (0.31+) when the player steps away.
 *
 * @example
 * ```ts
 * import { dcss } from '@turnkeeper/dcss';
 * const loop = dcss.create({ seed: 1 });
 * loop.add('you', { kind: 'player' });
 * loop.add('orc', { kind: 'monster', speed: 10, justSummoned: false });
 * const turn = loop.next(); // { actor: 'you', kind: 'player', time: 0 }
 * loop.act(turn.actor, { kind: 'wait' });
 * loop.next(); // { actor: 'orc', kind: 'monster', time: 0 }: it reacts to your 10-aut wait
 * ```
 */
export const dcss = /* @__PURE__ */ defineRuleset({
  meta: {
    id: 'dcss',
    title: 'Dungeon Crawl Stone Soup',
    description:
      "DCSS's speed and energy system: the player's action lengths in aut (haste, slow, berserk, movement, attack delay), monsters' energy gain with div_rand_round, the ≥ 80 threshold, per-action energy costs, the libstdc++ priority queue order, and pursuit (0.31+).",
    versions: DCSS_VERSIONS,
    defaultVersion: DCSS_DEFAULT_VERSION,
    units: {
      time: { name: 'aut', plural: 'aut', description: 'the game clock (you.elapsed_time); a normal-speed action takes 10 aut' },
      turn: { name: 'turn', plural: 'turns', description: 'a normal-speed player action: BASELINE_DELAY = 10 aut (defines.h)', length: 10 },
      energy: { name: 'energy', plural: 'energy', description: 'monster speed_increment: +speed per 10 aut, acts while ≥ 80, a normal action costs 10' },
      others: [
        {
          name: 'player action',
          plural: 'player actions',
          description: 'one player action (you.num_turns), however long it takes: the world reacts once per action',
        },
      ],
    },
    docs: 'https://github.com/turnkeeper/turnkeeper/tree/main/packages/dcss#readme',
    sources: [
      'crawl/crawl@5539bdd7ae (trunk, 0.35-a0), crawl-ref/source: main.cc (_input, _prep_input, world_reacts), mon-act.cc (handle_monsters, _monster_add_energy, handle_monster_move, _maybe_launch_opportunity_attack, _maybe_randomize_energy), monster.cc (calc_speed, action_energy, energy_cost, lose_energy, has_action_energy, attack_delay, lose_pickup_energy), mon-util.cc/mon-util.h (define_monster, mons_base_speed, mon_energy_usage), player.cc (player_speed, player_movement_speed), player-act.cc (attack_delay_with), movement.cc (move_player_action, _mark_potential_pursuers), fight.cc (mons_fight, player_fight, weapon_adjust_delay, weapon_min_delay), throw.cc (mons_throw), files.cc (load_level), item-use.cc, spl-cast.cc, mon-info.cc (speed_description), output.cc (update_turn_count), random.cc (random2, div_rand_round, random_range, rng::seed), random-var.cc (random_var, expected), pcg.cc, defines.h (MAX_MONSTERS), mon-ench.cc (apply_enchantments, decay_enchantment, lose_ench_duration, add_ench, remove_enchantment_effect), mon-ench.h (INFINITE_DURATION), enchant-type.h, monster.h (speed, speed_increment, ench_countdown), act-iter.cc (monster_iterator), mon-place.cc (get_free_monster), env.h (menv_real), main.cc (_stun_delay, the elapsed_time and num_turns limits), player.cc (player::skill, helpless, cannot_act, dec_haste_player, dec_slow_player, player_end_berserk), player-reacts.cc (_decrement_durations), describe.cc (_append_weapon_stats, _desc_attack_delay), status.cc (_describe_speed), duration-data.h, item-prop.cc (weapon_def, is_crossbow), fight.cc (weapon_min_delay_skill)',
      'crawl/crawl tags 0.27.1, 0.28.0, 0.29.1, 0.30.2, 0.31.0, 0.32.1, 0.33.1, 0.34.1 and commits c20955654e, 333b8329f1, 7d8c13d22b, d469af4107, e438bbe35c, f3e26c52f0, bf7406bced, 90209b8f76, 1a06fe2552, 6cb6efe6f4 for the version differences',
    ],
  },
  kinds: dcssActors,
  hooks: dcssHooks,
  options: dcssOptions,
  random: { generator: dcssGenerator },
  state: { schema: dcssState, check: checkDcssState },
  engine: (ctx, saved) => new DcssEngine(ctx, saved),
});

declare module '@turnkeeper/core' {
  interface RulesetRegister {
    dcss: typeof dcss;
  }
}
