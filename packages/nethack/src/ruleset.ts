import { defineRuleset, InvalidArgumentError } from '@turnkeeper/core';
import { z } from 'zod';
import { heroAllocationLaw, monsterAllocationLaw } from './analysis/allocation-laws.js';
import { monsterSpeed } from './catalog/catalog.js';
import { NethackEngine } from './engine/nethack-engine.js';
import { NETHACK_HOOK_DOCS, type NethackHooks } from './hooks.js';
import { xorshift32Kind } from './random/xorshift32.js';
import { nethackPatch, nethackSpec, type NethackAction } from './schema.js';
import { NORMAL_SPEED } from './speed.js';
import { DEFAULT_VERSION, NETHACK_VERSIONS } from './versions.js';

/** The ruleset's options besides the version: none (hero state lives in the hero's spec). */
const nethackOptions = z.strictObject({});

/**
 * The NetHack ruleset: the speed and movement system of NetHack 3.4.3, 3.6.0, 3.6.1–3.6.7 and
 * 3.7, exactly, random draws included (`shared/spec/nethack.md`). Time is counted in game turns
 * (`moves`); every action costs 12 movement points. Actors are the hero (at most one) and
 * monsters, kept in the game's list order, newest first.
 *
 * @example
 * ```ts
 * import { nethack } from '@turnkeeper/nethack';
 * const loop = nethack.create({ version: '3.6.7', seed: 1 });
 * loop.add('ant', { kind: 'monster', name: 'soldier ant' });
 * loop.add('you', { kind: 'hero', speed: 'Fast' });
 * const turn = loop.next(); // { actor: 'you', time: 1 }: the hero starts with 12 points
 * loop.act(turn.actor, { kind: 'move' });
 * ```
 */
export const nethack = defineRuleset<'nethack', typeof nethackSpec, typeof nethackPatch, NethackAction, typeof nethackOptions, NethackHooks>({
  id: 'nethack',
  title: 'NetHack',
  description:
    'NetHack’s movement points: monsters and the hero gain their speed in points each turn (randomised per version) and act once per 12 points; 3.4.3, 3.6.0, 3.6.1–3.6.7 and 3.7, exactly.',
  versions: NETHACK_VERSIONS,
  defaultVersion: DEFAULT_VERSION,
  units: {
    time: { name: 'turn', plural: 'turns', description: 'one game turn (`moves`): every actor gets its movement allocation once per turn' },
    energy: {
      name: 'movement point',
      plural: 'movement points',
      description: 'every action costs 12 (NORMAL_SPEED); a speed-12 actor gains 12 per turn',
    },
  },
  actorSpec: nethackSpec,
  actorPatch: nethackPatch,
  options: nethackOptions,
  actionKinds: ['move', 'act', 'free'],
  hooks: NETHACK_HOOK_DOCS,
  docs: 'https://github.com/turnkeeper/turnkeeper/tree/main/packages/nethack#readme',
  sources: [
    'shared/spec/nethack.md',
    'Vanilla-NetHack/NetHack-3.4.3 @ ad815fc: src/mon.c mcalcmove(), movemon(); src/allmain.c moveloop()',
    'NetHack/NetHack NetHack-3.6.0_Release … NetHack-3.6.7_Released: src/mon.c, src/allmain.c, src/mondata.c, src/polyself.c',
    'NetHack/NetHack branch NetHack-3.7 @ 79c889502: src/mon.c mcalcmove(), src/allmain.c u_calc_moveamt(), moveloop_core()',
  ],
  randomKinds: [xorshift32Kind],
  /**
   * Long-run actions per turn: the mean allocation over 12 (spec §9). For the hero this is its own
   * speed (riding is not counted: the steed's speed is not part of the hero's spec); a free action
   * takes no time.
   */
  rate(spec, action, version) {
    if (action.kind === 'free') {
      if (spec.kind === 'hero') return Infinity;
      throw new InvalidArgumentError('rate(): action', action, '"move" or "act" for a monster: a monster has no free actions');
    }
    if (spec.kind === 'monster') {
      const base = spec.name === undefined ? (spec.base ?? 0) : monsterSpeed(version, spec.name);
      return monsterAllocationLaw(version, { base, mspeed: spec.mspeed }).mean.toNumber() / NORMAL_SPEED;
    }
    const base = spec.form === undefined ? (spec.base ?? NORMAL_SPEED) : monsterSpeed(version, spec.form);
    return heroAllocationLaw(version, { base, speed: spec.speed, encumbrance: spec.encumbrance }).mean.toNumber() / NORMAL_SPEED;
  },
  createEngine: (ctx, saved) => new NethackEngine(ctx, saved),
});

declare module '@turnkeeper/core' {
  interface RulesetRegister {
    nethack: typeof nethack;
  }
}
