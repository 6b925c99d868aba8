import { InvalidSpecError, defineRuleset, type EngineContext, type JsonValue } from '@turnkeeper/core';
import { z } from 'zod';
import { DCSS_ACTION_KINDS, type DcssAction } from './actions.js';
import { DcssEngine } from './engine/dcss-engine.js';
import { DCSS_HOOK_DOCS, type DcssHooks } from './engine/hooks.js';
import { pcg32Kind } from './random/pcg32.js';
import { exactRate } from './rate.js';
import { dcssActorPatch, dcssActorSpec } from './schema.js';
import { DCSS_VERSIONS, type DcssVersion } from './versions.js';

/** The ruleset's options besides the version: none (every timing difference is a version). */
const dcssOptions = z.strictObject({});

/**
 * Dungeon Crawl Stone Soup's time system, exact (random draws included) for trunk (0.35-a0) with
 * the release differences of the fact sheet's §9 as versions. Time is in aut (10 aut = one normal
 * turn); monsters gain `speed × time_taken / 10` energy per player action (`div_rand_round`), act
 * while they have ≥ 80, in libstdc++ heap order, and pay per action type.
 *
 * @example
 * ```ts
 * import { dcss } from '@turnkeeper/dcss';
 * const loop = dcss.create({ seed: 1 });
 * loop.add('you', { kind: 'player' });
 * loop.add('orc', { kind: 'monster', speed: 10, justSummoned: false });
 * const turn = loop.next(); // { actor: 'you', time: 0 }
 * loop.act(turn.actor, { kind: 'wait' });
 * loop.next(); // { actor: 'orc', time: 0 }: it reacts to your 10-aut wait
 * ```
 */
export const dcss = defineRuleset({
  id: 'dcss',
  title: 'Dungeon Crawl Stone Soup',
  description:
    "DCSS's speed and energy system: the player's action lengths in aut (haste, slow, berserk, movement, attack delay), monsters' energy gain with div_rand_round, the ≥ 80 threshold, per-action energy costs, the libstdc++ priority queue order, and pursuit (0.31+).",
  versions: DCSS_VERSIONS,
  units: {
    time: { name: 'aut', plural: 'aut', description: 'the game clock (you.elapsed_time); a normal-speed action takes 10 aut' },
    energy: { name: 'energy', plural: 'energy', description: "monster speed_increment: +speed per 10 aut, acts while ≥ 80, a normal action costs 10" },
    others: [{ name: 'turn', plural: 'turns', description: 'one player action (you.num_turns), however long it takes' }],
  },
  actorSpec: dcssActorSpec,
  actorPatch: dcssActorPatch,
  options: dcssOptions,
  actionKinds: DCSS_ACTION_KINDS,
  hooks: DCSS_HOOK_DOCS,
  docs: 'https://github.com/turnkeeper/turnkeeper/tree/main/packages/dcss#readme',
  sources: [
    'shared/spec/dcss.md (crawl/crawl@5539bdd7ae, compared with 0.34.1 and 0.32.1)',
    'crawl-ref/source: main.cc, mon-act.cc, monster.cc, player.cc, player-act.cc, movement.cc, fight.cc, throw.cc, random.cc, random-var.cc, pcg.cc',
  ],
  randomKinds: [pcg32Kind],
  rate(spec, action: DcssAction, version) {
    const rate = exactRate(spec, action, version as DcssVersion);
    if (!rate) {
      throw new InvalidSpecError('dcss rate', [{ field: 'action.kind', value: action.kind, allowed: `an action a ${spec.kind} can take repeatedly at a known cost` }]);
    }
    return rate.toNumber();
  },
  createEngine: (ctx: EngineContext<z.output<typeof dcssOptions>, DcssHooks>, saved?: JsonValue) => new DcssEngine(ctx, saved),
});

declare module '@turnkeeper/core' {
  interface RulesetRegister {
    dcss: typeof dcss;
  }
}

/** Hook payloads of the DCSS ruleset, re-exported for handler typing. */
export type { DcssHooks };
