import { defineRuleset } from '@turnkeeper/core';
import { NethackEngine } from './engine/engine.js';
import { checkNethackState, nethackState } from './engine/state.js';
import { nethackHooks } from './hooks.js';
import { nethackGenerator } from './random/glibc-random.js';
import { nethackActors } from './schema/actors.js';
import { nethackOptions } from './schema/options.js';
import { NETHACK_DEFAULT_VERSION, NETHACK_VERSIONS } from './versions.js';

/**
 * The NetHack ruleset: the speed and movement system of NetHack 3.4.3, 3.6.0, 3.6.1–3.6.7 and
 * 3.7, exactly, random draws included (`src/mon.c` mcalcmove() and movemon(), `src/allmain.c`
 * moveloop() and 3.7's u_calc_moveamt()). Time is counted in game turns (`moves`); every action
 * costs 12 movement points. Actors are the player (the hero, at most one) and monsters, kept in the
 * game's list order, newest first. `generator: 'game'` draws from glibc's random(), as the Linux
 * builds of 3.4.3–3.6.1 do.
 *
 * @example
 * ```ts
 * import { nethack } from '@turnkeeper/nethack';
 * const loop = nethack.create({ version: '3.6.7', seed: 1 });
 * loop.add('ant', { kind: 'monster', base: 18 }); // a soldier ant (nethackAnalysis.lookup('soldier ant').spec)
 * loop.add('you', { kind: 'player', speed: 'Fast' });
 * const turn = loop.next(); // { actor: 'you', kind: 'player', time: 1 }: the hero starts with 12 points
 * loop.act(turn.actor, { kind: 'move' });
 * ```
 */
export const nethack = /* @__PURE__ */ defineRuleset({
  meta: {
    id: 'nethack',
    title: 'NetHack',
    description:
      'NetHack’s movement points: monsters and the hero gain their speed in points each turn (randomised per version) and act once per 12 points; 3.4.3, 3.6.0, 3.6.1–3.6.7 and 3.7, exactly.',
    versions: NETHACK_VERSIONS,
    defaultVersion: NETHACK_DEFAULT_VERSION,
    units: {
      time: { name: 'turn', plural: 'turns', description: 'one game turn (`moves`): every actor gets its movement allocation once per turn' },
      turn: { name: 'turn', plural: 'turns', description: 'one game turn (`moves`), the unit of actions per turn', length: 1 },
      energy: {
        name: 'movement point',
        plural: 'movement points',
        description: 'every action costs 12 (NORMAL_SPEED); a speed-12 actor gains 12 per turn',
      },
    },
    docs: 'https://github.com/turnkeeper/turnkeeper/blob/main/packages/nethack/docs/time-system.md',
    sources: [
      'Vanilla-NetHack/NetHack-3.4.3 @ ad815fc: src/mon.c mcalcmove(), movemon(); src/allmain.c moveloop(), stop_occupation(); src/hack.c nomul(), calc_capacity(); src/cmd.c rhack(), parse(); src/timeout.c nh_timeout(); src/steed.c kick_steed(), dismount_steed(); src/potion.c itimeout(); src/worn.c mon_adjust_speed(); src/rnd.c rn2(); include/unixconf.h Rand(); src/hacklib.c setrandom(); src/monst.c; include/prop.h, include/youprop.h, include/you.h, include/decl.h, include/global.h',
      'NetHack/NetHack NetHack-3.6.0_Release (585e9f1b35): src/mon.c mcalcmove(), movemon(); src/allmain.c moveloop(); src/monst.c',
      'NetHack/NetHack NetHack-3.6.1_Release (d4ebae12f1) … NetHack-3.6.7_Released (ed600d9f0f): src/mon.c, src/allmain.c, src/mondata.c set_mon_data(), src/polyself.c set_uasmon(), src/makemon.c grow_up(), src/rnd.c, include/config.h USE_ISAAC64',
      'NetHack/NetHack branch NetHack-3.7 @ 79c889502c: src/mon.c mcalcmove(mon, m_moving), movemon(); src/allmain.c moveloop_core(), u_calc_moveamt(); src/hack.c nomul(), end_running(); src/cmd.c get_count(); src/potion.c peffect_speed(); src/worn.c mon_adjust_speed(); src/mondata.c set_mon_data(); include/monsters.h, include/decl.h',
    ],
  },
  kinds: nethackActors,
  hooks: nethackHooks,
  options: nethackOptions,
  random: {
    generator: nethackGenerator,
    // glibc random() is the Unix build's Rand() up to 3.6.1; 3.6.2 moved to ISAAC64 (include/config.h USE_ISAAC64).
    generatorVersions: ['3.4.3', '3.6.0', '3.6.1'],
  },
  state: {
    schema: nethackState,
    check: checkNethackState,
    pending: (state) => (state.phase === 'heroDue' || state.phase === 'monsterDue' ? state.current : null),
  },
  engine: (ctx, saved) => new NethackEngine(ctx, saved),
});

declare module '@turnkeeper/core' {
  interface RulesetRegister {
    nethack: typeof nethack;
  }
}
