import { defineRuleset } from '@turnkeeper/core';
import { FrogcomposbandEngine } from './engine/engine.js';
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
      time: { name: 'game turn', plural: 'game turns', description: 'one pass of the main loop: player, monsters, world' },
      turn: { name: 'game turn', plural: 'game turns', description: 'one pass of dungeon() (src/dungeon.c), handing out energy once', length: 1 },
      energy: { name: 'energy', plural: 'energy', description: 'gained per game turn by speed (10 at +0, 49 at most); an action costs ~100' },
      others: [
        { name: 'tick', plural: 'ticks', description: '10 game turns: timed effects count down per tick' },
        { name: 'day', plural: 'days', description: '100,000 game turns' },
        { name: 'player turn', plural: 'player turns', description: 'an action of the player that costs energy' },
      ],
    },
    docs: 'https://github.com/turnkeeper/turnkeeper/tree/main/packages/frogcomposband/docs/time-system.md',
    // The files only: the functions read in each, and what each commit brought, are in
    // docs/time-system.md ("Sources"), kept out of the bundle a game ships.
    sources: [
      'github.com/sulkasormi/frogcomposband @ 80805f2661afb09134f99976e497d92b27903970 (v7.1.salmiak-27): src/dungeon.c, src/melee2.c, src/monster2.c, src/z-rand.c, src/defines.h, src/tables.c, src/variable.c, src/xtra1.c, src/effects.c, src/cmd1.c, src/cmd2.c, src/xtra2.c, src/cmd5.c, src/spells.c, src/yellow_mage.c, src/yeqrezh.c, src/cmd6.c, src/r_hound.c, src/ninja.c, src/bldg.c, lib/help/speedsys.txt',
      'github.com/sulkasormi/frogcomposband commits c9a9c9a8 (v7.0.cloudberry), 9f0b42f5 (v7.1.salmiak), d76e4e04 (v7.1.chocolate) and tag v7.0.nougat: src/dungeon.c, src/defines.h, src/monster2.c',
    ],
  },
  kinds: frogcomposbandActors,
  hooks: frogcomposbandHooks,
  options: frogcomposbandOptions,
  random: { generator: frogcomposbandGenerator },
  state: { schema: frogcomposbandState, check: checkFrogcomposbandState, pending: (s) => s.current },
  engine: (ctx, saved) => new FrogcomposbandEngine(ctx, saved),
});

declare module '@turnkeeper/core' {
  interface RulesetRegister {
    frogcomposband: typeof frogcomposband;
  }
}
