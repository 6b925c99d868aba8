// Every ```ts block of README.md is copied from this file (checked by the last test), so the
// README's examples are code that runs.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { untestedReadmeBlocks } from '../src/conformance/index.js';

describe('README examples', () => {
  it('quick start', async () => {
    const { generic } = await import('../src/index.js');
    const log: string[] = [];
    // #region quick-start
    const loop = generic.create({ seed: 42 });
    loop.add('hero', { speed: 100 }).add('bat', { speed: 200 });

    for (let i = 0; i < 5; i++) {
      const turn = loop.next(); // who acts now, and at what tick
      log.push(`${turn.actor}@${turn.time}`);
      loop.act(turn.actor, { kind: 'act' }); // report what it did; the ruleset charges it
    }
    // log: hero@0 bat@0 hero@1 bat@1 bat@1
    // #endregion quick-start
    expect(log.join(' ')).toBe('hero@0 bat@0 hero@1 bat@1 bat@1');
  });

  it('speed changes, free actions, waits and removal', async () => {
    const { generic } = await import('../src/index.js');
    const loop = generic.create();
    loop.add('snail', { speed: 20 }).add('clock', { speed: 100 });
    loop.step(() => ({ kind: 'act' }));
    loop.step(() => ({ kind: 'act' }));
    loop.step(() => ({ kind: 'act' }));
    expect(loop.time).toBe(1);
    // #region changes
    loop.update('snail', { speed: 200 }); // hasted while waiting: effective from this tick
    loop.update('clock', { paused: true }); // stays present, not scheduled
    const turn = loop.next();
    loop.act(turn.actor, { kind: 'act', cost: 0 }); // a free action: acts again this tick
    loop.step(() => ({ kind: 'wait', ticks: 10 })); // a fixed delay, whatever the speed
    loop.remove('snail'); // any actor, even during its own pending turn
    // #endregion changes
    expect(turn).toEqual({ actor: 'snail', kind: 'actor', time: 2 });
    expect(loop.ids()).toEqual(['clock']);
  });

  it('snapshots and traces', async () => {
    const { generic } = await import('../src/index.js');
    const loop = generic.create({ seed: 7, trace: true });
    loop.add(0, { speed: 150 }).add(1, { speed: 90 });
    for (let i = 0; i < 20; i++) loop.step(() => ({ kind: 'act' }));
    // #region snapshot
    const saved = JSON.stringify(loop.snapshot()); // plain JSON: store it anywhere
    const again = generic.restore(JSON.parse(saved));
    // `again` continues exactly as `loop` would, trace included.
    console.log(again.trace?.events.length);
    // #endregion snapshot
    expect(again.next()).toEqual(loop.next());
    expect(again.trace?.events).toEqual(loop.trace?.events);
  });

  it('random sources', async () => {
    const { scripted, seeded } = await import('../src/index.js');
    // #region random
    const rng = seeded(2024); // xoshiro128** 1.1, seeded through SplitMix64
    const d6 = rng.below(6) + 1; // a uniform integer in [0, 6), plus one

    const script = scripted([7, 10]); // for tests: the i-th draw returns values[i] mod n
    script.below(1); // 0: n <= 1 consumes nothing
    script.below(5); // 2
    script.below(3); // 1
    // #endregion random
    expect(d6).toBeGreaterThanOrEqual(1);
    expect(script.consumed).toBe(2);
  });

  it('a registry with typed lookup', async () => {
    const { createRegistry, generic } = await import('../src/index.js');
    // #region registry
    const registry = createRegistry([generic]);
    registry.get('generic').create(); // typed as the generic ruleset's loop
    registry.ids(); // ['generic']
    // registry.get('angband') throws UnknownRulesetError: Unknown ruleset "angband"; registered: "generic"
    // #endregion registry
    expect(() => registry.get('angband')).toThrow('Unknown ruleset "angband"; registered: "generic"');
  });

  it('exact analysis helpers', async () => {
    const { Distribution, frac, stationary } = await import('../src/index.js');
    // #region analysis
    const gain = Distribution.from([
      [12, frac(2, 3)],
      [24, frac(1, 3)],
    ]);
    gain.mean().toString(); // '16/1'
    stationary([
      [[0, frac(1, 2)], [1, frac(1, 2)]],
      [[0, frac(1, 4)], [1, frac(3, 4)]],
    ]).map(String); // ['1/3', '2/3']
    // #endregion analysis
    expect(gain.mean().toString()).toBe('16/1');
  });

  it('every ts block of the README is one of the regions above', () => {
    const readme = fileURLToPath(new URL('../README.md', import.meta.url));
    expect(untestedReadmeBlocks(readme, [fileURLToPath(import.meta.url)])).toEqual([]);
  });
});
