import { defineRuleset } from '@turnkeeper/core';
import { AngbandEngine } from './engine/engine.js';
import { angbandState, checkAngbandState } from './engine/state.js';
import { angbandHooks } from './hooks.js';
import { angbandGenerator } from './random/well1024a.js';
import { angbandActors } from './schema/actors.js';
import { angbandOptions } from './schema/options.js';
import { ANGBAND_DEFAULT_VERSION, ANGBAND_VERSIONS } from './versions.js';

/**
 * Angband's energy system (4.0 to 4.2) as a Turnkeeper ruleset. Time is the game turn; every actor
 * gains `turn_energy(speed)` energy a game turn (10 at normal speed, from the `extract_energy`
 * table) and an action costs 100 (`move_energy`), so a normal-speed actor acts every 10 game
 * turns — a standard turn. The player acts while it has 100 or more, after any monster with more
 * energy; each monster acts at most once a game turn, deciding before it gains, in descending list
 * order. Actor kinds: `player` and `monster`. Its analysis is `angbandAnalysis`, from
 * `turnkeeper-angband/analysis`.
 *
 * @example
 * ```ts
 * import { angband } from 'turnkeeper-angband';
 * const loop = angband.create({ seed: 1 });
 * loop.add('you', { kind: 'player' });
 * loop.add('spider', { kind: 'monster', speed: 10, variation: 0, energy: 0 });
 * const turn = loop.next(); // { actor: 'you', kind: 'player', time: 1 }
 * loop.act(turn.actor, { kind: 'move' });
 * ```
 */
export const angband = /* @__PURE__ */ defineRuleset({
  meta: {
    id: 'angband',
    title: 'Angband 4.2',
    description:
      'Angband (4.0 to 4.2, C): energy from the extract_energy table every game turn, 100 to act; monsters with more energy than the player go before it, each at most once a game turn; the player acts while it has 100.',
    versions: ANGBAND_VERSIONS,
    defaultVersion: ANGBAND_DEFAULT_VERSION,
    units: {
      time: {
        name: 'game turn',
        plural: 'game turns',
        description: 'one pass of run_game_loop() (src/game-world.c): every actor gains turn_energy(speed), and turn++',
      },
      turn: {
        name: 'standard turn',
        plural: 'standard turns',
        description: "10 game turns: one action at normal speed (the character sheet's Standard turns count the player's energy spent / 100)",
        length: 10,
      },
      energy: {
        name: 'energy',
        plural: 'energy',
        description: 'gained per game turn from the extract_energy table (10 at normal speed); an action costs move_energy, 100',
      },
    },
    docs: 'https://github.com/turnkeeper/turnkeeper/tree/main/examples/angband-plugin/docs/time-system.md',
    sources: [
      'angband/angband tag 4.2.5 (69e24dbb0018): src/game-world.c (extract_energy, turn_energy, run_game_loop, process_player, process_player_cleanup, process_world, on_new_level), src/mon-move.c (process_monsters, reset_monsters), src/mon-make.c (place_new_monster_one, mon_pop, compact_monsters), src/mon-timed.c (monster_effect_level), src/player-util.c (energy_per_move), src/player-attack.c (py_attack, ranged_helper), src/player-calcs.c (calc_bonuses), src/z-rand.c (WELL1024a, Rand_state_init, Rand_div), lib/gamedata/constants.txt',
      'angband/angband tags 4.0.5 and 4.1.3, commits b93470b56, 81b46d42d, 20ea92d45, 43bd4f0e3, 014a27fa9 (the version differences)',
    ],
  },
  kinds: angbandActors,
  hooks: angbandHooks,
  options: angbandOptions,
  random: { generator: angbandGenerator },
  state: { schema: angbandState, check: checkAngbandState, pending: (state) => state.pending },
  engine: (ctx, saved) => new AngbandEngine(ctx, saved),
});

declare module '@turnkeeper/core' {
  interface RulesetRegister {
    angband: typeof angband;
  }
}
