import { fileURLToPath } from 'node:url';
import type { ActorId } from '@turnkeeper/core';
import { untestedReadmeBlocks } from '@turnkeeper/core/conformance';
import { describe, expect, it } from 'vitest';
import { chanceOfTwoOrMore, dcss, gameplayGenerator, monsterActionsPerPlayerAction, moveTimeDistribution, playerSpeedDistribution } from '@turnkeeper/dcss';

// Every ```ts block of README.md appears verbatim below (or in golden-replay.test.ts) and runs here.

describe('README examples', () => {
  it('quick start', () => {
    const loop = dcss.create({ seed: 2024 });
    loop.add('you', { kind: 'player', hasted: true });
    loop.add('orc', { kind: 'monster', speed: 10, justSummoned: false });
    loop.add('ogre', { kind: 'monster', speed: 10, energyUsage: { attack: 15 }, justSummoned: false });

    const turn = loop.next(); // { actor: 'you', time: 0 }
    loop.act('you', { kind: 'move' }); // 6 or 7 aut when hasted
    const reactions = [];
    for (let t = loop.next(); t.actor !== 'you'; t = loop.next()) {
      reactions.push(t.actor);
      loop.act(t.actor, t.actor === 'ogre' ? { kind: 'melee' } : { kind: 'move' });
    }
    const clock = loop.time; // 6 or 7: the clock moved by the player's action

    expect(turn).toEqual({ actor: 'you', time: 0 });
    expect([6, 7]).toContain(clock);
    expect(reactions).toEqual([]); // 60–70 energy gained from 70 is not yet 80
    expect(loop.pending).toBe('you');
  });

  it("DCSS's own generator", () => {
    const rng = gameplayGenerator(42n);
    rng.below(10); // 1, as crawl's first random2(10) for game seed 42
    const seeded = dcss.create({ random: gameplayGenerator(42n) });

    expect(gameplayGenerator(42n).below(10)).toBe(1); // pcg32_vectors.json, seeding[1]
    seeded.add('you', { kind: 'player' });
    expect(seeded.snapshot().random.kind).toBe('dcss-pcg32');
  });

  it('hooks', () => {
    const loop = dcss.create({ seed: 7 });
    loop.add('you', { kind: 'player' }).add('orc', { kind: 'monster', speed: 20, justSummoned: false });
    const aiRolls: [ActorId, number][] = [];
    loop.on('monsterAction', ({ actor }, ctx) => {
      aiRolls.push([actor, ctx.random.below(8)]); // the monster's AI draws, before its action is charged
    });
    loop.next();
    loop.act('you', { kind: 'wait' });
    for (let t = loop.next(); t.actor !== 'you'; t = loop.next()) loop.act(t.actor, { kind: 'move' });
    expect(aiRolls.map(([a]) => a)).toEqual(['orc', 'orc']); // 70 + 20 = 90: acts at 90 and at 80 (spec §8: k = 1 + ⌊10/10⌋)
  });

  it('analysis', () => {
    const ogre = monsterActionsPerPlayerAction({ baseSpeed: 10, delay: 10, cost: 15 });
    ogre.longRun.toRecord(); // { '0': '1/3', '1': '2/3' }: an attacking ogre attacks twice per three turns
    const hasted = playerSpeedDistribution({ hasted: true, slowed: false, berserk: false, petrifying: false });
    const vsHasted = monsterActionsPerPlayerAction({ baseSpeed: 15, delay: hasted, cost: 10 });
    vsHasted.mean.toString(); // '1/1': 15 × 20/3 / 100
    chanceOfTwoOrMore({ baseSpeed: 12, delay: 10, cost: 10 }).toString(); // '1/5'

    expect(ogre.longRun.toRecord()).toEqual({ '0': '1/3', '1': '2/3' });
    expect(vsHasted.mean.toString()).toBe('1/1');
    expect(chanceOfTwoOrMore({ baseSpeed: 12, delay: 10, cost: 10 }).toString()).toBe('1/5');
  });

  it('versions', () => {
    const twoStage = moveTimeDistribution({ hasted: true, slowed: false, berserk: false, petrifying: false }, 8, 'two-stage');
    twoStage.toRecord(); // { '4': '1/15', '5': '8/15', '6': '2/5' } in 0.34; trunk: { '5': '2/3', '6': '1/3' }

    expect(twoStage.toRecord()).toEqual({ '4': '1/15', '5': '8/15', '6': '2/5' });
  });

  it('has no untested example', () => {
    const here = (p: string): string => fileURLToPath(new URL(p, import.meta.url));
    expect(untestedReadmeBlocks(here('../README.md'), [here('./readme.test.ts'), here('./golden-replay.test.ts')])).toEqual([]);
  });
});
