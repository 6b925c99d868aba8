import { defineRuleset } from '@turnkeeper/core';
import { FrogEngine } from './engine/engine.js';
import { checkFrogcomposbandState, frogcomposbandState } from './engine/state.js';
import { frogcomposbandHooks } from './hooks.js';
import { frogcomposbandGenerator } from './random/frog-rng.js';
import { frogcomposbandActors } from './schema/actors.js';
import { frogcomposbandOptions } from './schema/options.js';
import { FROGCOMPOSBAND_DEFAULT_VERSION, FROGCOMPOSBAND_VERSIONS } from './versions.js';

/**
 * The FrogComposband ruleset: the exact speed and energy system of FrogComposband 7.1 (and the
 * two earlier eras of its cost randomizer, 7.0.cloudberry and 7.0.nougat, as versions). Time is
 * counted in game turns; each actor gains energy per game turn from its speed, acts when its
 * `energy_need` reaches 0, and pays a randomized cost; the player acts first in every game turn,
 * then the monsters from the highest index down. `create({ seed, generator: 'game' })` draws from
 * the game's own generator.
 *
 * @example
 * ```ts
 * import { frogcomposband } from '@turnkeeper/frogcomposband';
 * const loop = frogcomposband.create({ seed: 1, generator: 'game' });
 * loop.add('hero', { kind: 'player', speed: 10 });
 * loop.add('orc', { kind: 'monster', race: 0 });
 * const turn = loop.next(); // { actor: 'hero', kind: 'player', time: 1 }
 * loop.act(turn.actor, { kind: 'act' });
 * ```
 */
export const frogcomposband = /* @__PURE__ */ defineRuleset({
  meta: {
    id: 'frogcomposband',
    title: 'FrogComposband',
    description:
      'FrogComposband 7.1: energy per game turn from a fixed speed table, energy_need counted down to 0, randomized action costs clamped by speed, the player first and monsters from the highest index down.',
    versions: FROGCOMPOSBAND_VERSIONS,
    defaultVersion: FROGCOMPOSBAND_DEFAULT_VERSION,
    units: {
      time: { name: 'game turn', plural: 'game turns', description: 'one pass of the main loop: player, monsters, world; 100,000 make a day' },
      turn: { name: 'game turn', plural: 'game turns', description: 'one pass of the main loop in dungeon() (src/dungeon.c): energy is handed out once per game turn', length: 1 },
      energy: { name: 'energy', plural: 'energy', description: 'gained per game turn by speed (10 at +0, 49 at most); a nominal action costs 100' },
      others: [
        { name: 'tick', plural: 'ticks', description: '10 game turns: timed effects count down once per tick' },
        { name: 'day', plural: 'days', description: '100,000 game turns' },
        { name: 'player turn', plural: 'player turns', description: 'one action of the player that costs energy; not a fixed length of time' },
      ],
    },
    docs: 'https://github.com/turnkeeper/turnkeeper/tree/main/packages/frogcomposband/docs/time-system.md',
    sources: [
      'github.com/sulkasormi/frogcomposband @ 80805f2661afb09134f99976e497d92b27903970 (v7.1.salmiak-27): src/dungeon.c (dungeon, process_player, process_world, energy_need_clipper_aux), src/melee2.c (process_monsters, process_monster, process_mon_mtimed), src/monster2.c (get_mspeed, place_monster_one), src/z-rand.c (Rand_div, Rand_state_init, randnor), src/defines.h (ENERGY_NEED, SPEED_TO_ENERGY), src/tables.c (extract_energy, adj_str_wgt), src/variable.c (energy_need_hack), src/xtra1.c (calc_bonuses, weight_limit, prt_speed), src/effects.c (_slow_calc, _inc_minislow), src/cmd1.c (move_player, _snow_adjust_energy), src/cmd2.c (do_cmd_fire_aux2), src/xtra2.c (bow_energy), src/cmd5.c (do_cmd_cast), src/spells.c (do_cmd_spell), src/yellow_mage.c, src/yeqrezh.c (_on_cast), src/cmd6.c (device use), src/r_hound.c (hound_stalk_spell), src/ninja.c (quick_walk_spell), src/bldg.c (do_cmd_bldg, inn_comm), lib/help/speedsys.txt',
      'github.com/sulkasormi/frogcomposband commits c9a9c9a8 (2018-10-01, the fixed 67..133 clamp, v7.0.cloudberry) and 9f0b42f5 (2020-05-19, the clamp by energy, v7.1.salmiak); tag v7.0.nougat for the unclamped randnor(100, 18) and get_mspeed() without the blood-curse case; d76e4e04 (2019-07-16, p_ptr->nice, v7.1.chocolate)',
    ],
  },
  kinds: frogcomposbandActors,
  hooks: frogcomposbandHooks,
  options: frogcomposbandOptions,
  random: { generator: frogcomposbandGenerator },
  state: { schema: frogcomposbandState, check: checkFrogcomposbandState, pending: (s) => s.current },
  engine: (ctx, saved) => new FrogEngine(ctx, saved),
});

declare module '@turnkeeper/core' {
  interface RulesetRegister {
    frogcomposband: typeof frogcomposband;
  }
}
