// Every ```ts block of README.md is copied from this file (checked by the last test), so the
// README's examples are code that runs. Expected values come from the fact sheet.
import { fileURLToPath } from 'node:url';
import { untestedReadmeBlocks } from '@turnkeeper/core/conformance';
import { describe, expect, it } from 'vitest';

describe('README examples', () => {
  it('quick start', async () => {
    const { scripted } = await import('@turnkeeper/core');
    const { nethack } = await import('@turnkeeper/nethack');
    // #region quick-start
    // NetHack 3.6.7. Draws are scripted here: a soldier ant (speed 18) gains 24 points when
    // rn2(12) < 6, else 12; a Fast hero gains 24 when rn2(3) == 0, else 12.
    const loop = nethack.create({ version: '3.6.7', random: scripted([0, 0, 11, 1]) });
    loop.add('ant', { kind: 'monster', name: 'soldier ant' });
    loop.add('you', { kind: 'hero', speed: 'Fast' });

    const log: string[] = [];
    for (let i = 0; i < 7; i++) {
      const turn = loop.next(); // who acts now, and in which game turn
      log.push(`${String(turn.actor)}@${turn.time}`);
      loop.act(turn.actor, { kind: 'move' }); // every action costs 12 movement points
    }
    // log: you@1  you@2 ant@2 you@2 ant@2  you@3 ant@3
    // #endregion quick-start
    expect(log).toEqual(['you@1', 'you@2', 'ant@2', 'you@2', 'ant@2', 'you@3', 'ant@3']);
  });

  it('versions: bug H2588', async () => {
    const { nethack } = await import('@turnkeeper/nethack');
    const orders: string[] = [];
    // #region h2588
    for (const version of ['3.4.3', '3.6.0']) {
      const loop = nethack.create({ version });
      loop.add('bat', { kind: 'monster', base: 24, movement: 24 });
      loop.add('you', { kind: 'hero', movement: 24 });
      const order: string[] = [];
      for (let i = 0; i < 4; i++) order.push(String(loop.step(() => ({ kind: 'move' })).actor));
      orders.push(`${version}: ${order.join(' ')}`);
    }
    // 3.4.3: you bat bat you   (the hero needs more than 12 points to cut in: bug H2588)
    // 3.6.0: you bat you bat
    // #endregion h2588
    expect(orders).toEqual(['3.4.3: you bat bat you', '3.6.0: you bat you bat']);
  });

  it('helplessness and hooks', async () => {
    const { nethack } = await import('@turnkeeper/nethack');
    // #region helpless
    const loop = nethack.create({ version: '3.6.7', seed: 1 });
    loop.add('you', { kind: 'hero', speed: 'Very_fast' });
    const woke: number[] = [];
    loop.on('unmul', (p) => woke.push(p.turn)); // "You can move again."
    loop.act(loop.next().actor, { kind: 'act', helpless: 3 }); // nomul(-3) in turn 1
    while (woke.length === 0) loop.step(() => ({ kind: 'act' })); // helpless slots still cost 12
    // woke: [4]: helplessness is counted in turns, whatever the hero's speed
    // #endregion helpless
    expect(woke).toEqual([4]);
  });

  it('the spawn roll hook', async () => {
    const { nethack } = await import('@turnkeeper/nethack');
    let made = 0;
    // #region spawn
    const loop = nethack.create({ version: '3.6.7', seed: 99 });
    loop.add('you', { kind: 'hero' });
    loop.on('spawnRoll', (p, ctx) => {
      // The game calls rn2(70) here (50 below the castle, 25 once the Wizard is dead) and makes a
      // monster on 0. It joins the head of the list with 0 points and misses this turn.
      if (ctx.random.below(p.n) === 0) loop.add(`spawn-${++made}`, { kind: 'monster', base: 12 });
    });
    for (let i = 0; i < 500; i++) loop.step(() => ({ kind: 'move' }));
    // #endregion spawn
    expect(made).toBeGreaterThan(0);
    expect(loop.ids()[1]).toBe(`spawn-${made}`); // newest first, after the hero
  });

  it('the monster catalog', async () => {
    const { monsterSpeed, nethack } = await import('@turnkeeper/nethack');
    // #region catalog
    monsterSpeed('3.6.7', 'shopkeeper'); // 18
    monsterSpeed('3.7', 'shopkeeper'); // 16: "so that a hasted shopkeeper doesn't always get 2 moves per turn"
    const loop = nethack.create({ version: '3.7' });
    loop.add('shk', { kind: 'monster', name: 'shopkeeper', mspeed: 'fast' }); // hasted: S′ = 22
    // #endregion catalog
    expect([monsterSpeed('3.6.7', 'shopkeeper'), monsterSpeed('3.7', 'shopkeeper')]).toEqual([18, 16]);
    expect(loop.inspect('shk')).toMatchObject({ adjusted: 22 });
  });

  it('exact analysis', async () => {
    const { freeMoves, heroActionsPerTurn, monsterActionsPerTurn, monsterAllocationLaw } = await import('@turnkeeper/nethack');
    // #region analysis
    // How often does a speed-15 monster get two moves between two actions of a Fast hero?
    const fast = { base: 12, speed: 'Fast', encumbrance: 0 } as const;
    const monster = { base: 15, mspeed: 'normal' } as const;
    freeMoves('3.4.3', fast, monster).pGapAtLeast2.toString(); // '3/16'
    freeMoves('3.6.0', fast, monster).pGapAtLeast2.toString(); // '1/6'
    freeMoves('3.6.7', fast, monster).pGapAtLeast2.toString(); // '1/8'

    // What a monster gains per turn, and how often it acts.
    monsterAllocationLaw('3.6.0', { base: 1, mspeed: 'normal' }).distribution.toRecord();
    // { '1': '2/5', '2': '1/5', '3': '1/5', '4': '2/15', '5': '1/15' }
    monsterActionsPerTurn('3.4.3', monster).longRun.toRecord(); // { '1': '3/4', '2': '1/4' }
    heroActionsPerTurn('3.6.7', { ...fast, encumbrance: 1 }).longRun.toRecord();
    // { '0': '1/6', '1': '2/3', '2': '1/6' }
    // #endregion analysis
    expect(['3.4.3', '3.6.0', '3.6.7'].map((v) => freeMoves(v, fast, monster).pGapAtLeast2.toString())).toEqual(['3/16', '1/6', '1/8']);
    expect(monsterAllocationLaw('3.6.0', { base: 1, mspeed: 'normal' }).distribution.toRecord()).toEqual({
      '1': '2/5',
      '2': '1/5',
      '3': '1/5',
      '4': '2/15',
      '5': '1/15',
    });
    expect(monsterActionsPerTurn('3.4.3', monster).longRun.toRecord()).toEqual({ '1': '3/4', '2': '1/4' });
    expect(heroActionsPerTurn('3.6.7', { ...fast, encumbrance: 1 }).longRun.toRecord()).toEqual({ '0': '1/6', '1': '2/3', '2': '1/6' });
  });

  it('registry and snapshots', async () => {
    const { createRegistry } = await import('@turnkeeper/core');
    const { nethack } = await import('@turnkeeper/nethack');
    // #region registry
    const registry = createRegistry([nethack]);
    const loop = registry.get('nethack').create({ version: '3.6.0', seed: 3 }); // fully typed
    loop.add('you', { kind: 'hero', speed: 'Very_fast' });
    loop.step(() => ({ kind: 'move' }));
    const saved = JSON.stringify(loop.snapshot()); // plain JSON
    const again = nethack.restore(JSON.parse(saved)); // continues exactly as `loop` would
    // #endregion registry
    for (let i = 0; i < 50; i++) expect(again.step(() => ({ kind: 'move' }))).toEqual(loop.step(() => ({ kind: 'move' })));
  });

  it('every ts block of the README is one of these examples', () => {
    const readme = fileURLToPath(new URL('../README.md', import.meta.url));
    expect(untestedReadmeBlocks(readme, [fileURLToPath(import.meta.url)])).toEqual([]);
  });
});
