import { defineRuleset } from '@turnkeeper/core';
import { CthangbandEngine } from './engine/engine.js';
import { checkCthangbandState, cthangbandState, pendingOf } from './engine/state.js';
import { cthangbandHooks } from './hooks.js';
import { cthangbandGenerator } from './random/zrand.js';
import { cthangbandActors } from './schema/actors.js';
import { cthangbandOptions } from './schema/options.js';
import { CTHANGBAND_DEFAULT_VERSION, CTHANGBAND_VERSIONS } from './versions.js';

/**
 * The Cthangband 4.1.0 ruleset: ticks (the help text's "Turns") of which a round is 10 and a day
 * 100 000; everyone gains 10 energy a tick and acts at 1000; the player acts repeatedly within a
 * tick while energy lasts, each monster at most once per tick in descending list order; speed
 * changes only what a step costs; monsters pay their move cost up front and are refunded for
 * melee and spells; non-unique monsters' speed is rolled at placement with 4.1.0's spread bug.
 * Time is the game turn; energy is % of a round. Actor kinds: `player` and `monster`. Its
 * analysis (rates, double-move odds, speed tables, the monster catalog) is `cthangbandAnalysis`,
 * from `@turnkeeper/cthangband/analysis`.
 *
 * @example
 * ```ts
 * import { cthangband } from '@turnkeeper/cthangband';
 * const loop = cthangband.create({ seed: 1 });
 * loop.add('player', { kind: 'player', speed: 10 });
 * loop.add('orc', { kind: 'monster', speed: 0, energy: 990 });
 * const turn = loop.next(); // { actor: 'player', kind: 'player', time: 1 }: 1050 + 10 ≥ 1000
 * loop.act(turn.actor, { kind: 'walk' });
 * ```
 */
export const cthangband = /* @__PURE__ */ defineRuleset({
  meta: {
    id: 'cthangband',
    title: 'Cthangband',
    description:
      'Cthangband 4.1.0 (C): 10 energy per tick for everyone, act at 1000; speed only changes the cost of a step (extract_energy); fixed costs for everything else; spells by skill margin; monsters charged their move cost up front and refunded for melee and spells.',
    versions: CTHANGBAND_VERSIONS,
    defaultVersion: CTHANGBAND_DEFAULT_VERSION,
    units: {
      time: {
        name: 'tick',
        plural: 'ticks',
        description: 'one game turn (the help text\'s "Turn", 0.864 s): one pass of dungeon()\'s main loop; 10 ticks are a round, 100 000 a day',
      },
      turn: {
        name: 'game turn',
        plural: 'game turns',
        description: "the game's own turn counter (turn++ at the end of dungeon()'s main loop): one tick",
        length: 1,
      },
      energy: {
        name: 'energy',
        plural: 'energy',
        description: '% of a round: everyone gains 10 a tick and acts at 1000; a cost of 100 takes one round',
      },
      others: [
        { name: 'round', plural: 'rounds', description: '10 ticks (8.64 s); per-round work runs when turn % 10 == 0 (process_world())' },
        { name: 'day', plural: 'days', description: '100 000 ticks (10 * TOWN_DAWN); dawn at turn % 100000 == 0' },
      ],
    },
    docs: 'https://github.com/turnkeeper/turnkeeper/tree/main/packages/cthangband/docs/time-system.md',
    sources: [
      'BackupTheBerlios/scthangband@51b453c3ff2ff3414f4bd8b5297f2219f1141798 cthangband/src: dungeon.c (dungeon, process_player, process_world, play_game), melee2.c (process_monsters, process_monster, monst_spell_monst, make_attack_spell), melee1.c (make_attack_normal), monster2.c (place_monster_one, m_pop, compact_monsters, remove_non_pets), tables.c (extract_energy, adj_str_wgt, adj_con_fix), xtra1.c (calc_bonuses, weight_limit, spell_energy, prt_speed, prt_time), xtra2.c (set_paralyzed, set_stun, set_fast, set_slow), cmd1.c–cmd6.c (energy_use of each command, do_cmd_go_up, new_level_flag), spells1.c (project_m), spells2.c (aggravate_monsters), birth.c (player_birth_aux), z-rand.c (Rand_state_init, Rand_div, damroll), init1.c (r_info I: line), save.c (wr_monster), h-type.h, types.h, variable.c (the C types of every input), defines.h',
      'BackupTheBerlios/scthangband@51b453c3ff2ff3414f4bd8b5297f2219f1141798 cthangband/lib/help/speed.txt (the help text the ruleset is checked against)',
      'BackupTheBerlios/scthangband@51b453c3ff2ff3414f4bd8b5297f2219f1141798 cthangband/lib/edit/r_info.txt (the monster races of the analysis catalog)',
    ],
  },
  kinds: cthangbandActors,
  hooks: cthangbandHooks,
  options: cthangbandOptions,
  random: { generator: cthangbandGenerator },
  // The structure (schema), what relates its fields (check), and the actor it waits on (pending).
  state: { schema: cthangbandState, check: checkCthangbandState, pending: pendingOf },
  engine: (ctx, saved) => new CthangbandEngine(ctx, saved),
});

declare module '@turnkeeper/core' {
  interface RulesetRegister {
    cthangband: typeof cthangband;
  }
}
