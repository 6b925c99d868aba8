// The monster list's structure (removed monsters' slots, compaction, the id index) must keep the
// game's order exactly: fmon order (newest first), a pass's place when monsters go mid-pass, and
// the same turns and draws whether or not anyone listens to the hooks.
import { restore, type ActorId } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import { nethack, nethackHooks } from '../src/index.js';
import { IdIndex } from '../src/engine/id-index.js';
import { MOVE, rulesetLoop, scenario } from '../bench/lib/scenario.js';
import { bareEngine } from '../bench/lib/engine-alone.js';
import type { NethackEngine } from '../src/engine/engine.js';

type Loop = ReturnType<typeof nethack.create>;

function turns(loop: Loop, steps: number): string[] {
  const out: string[] = [];
  loop.run(steps, (t) => {
    out.push(`${String(t.actor)}@${t.time}`);
    return MOVE;
  });
  return out;
}

describe('the monster list (src/mon.c fmon, movemon())', () => {
  it('removing most of a long list mid-pass (it compacts) keeps the pass’s place and the order', () => {
    const loop = nethack.create({ version: '3.4.3' });
    const ids = Array.from({ length: 300 }, (_, i) => `m${i}`);
    for (const id of ids) loop.add(id, { kind: 'monster', base: 12, movement: 12 });
    // The pass goes from the head (the newest) down: m299 … m200.
    expect(turns(loop, 100)).toEqual(
      ids
        .slice(200)
        .reverse()
        .map((id) => `${id}@1`),
    );
    const survivors = ids.filter((_, i) => i % 6 === 0);
    for (const [i, id] of ids.entries()) if (i % 6 !== 0) loop.remove(id);
    loop.add('late', { kind: 'monster', base: 12, movement: 12 });
    expect(loop.ids()).toEqual(['late', ...[...survivors].reverse()]);
    // The saved cursor counts the survivors below the pass's place.
    const below = survivors.filter((id) => Number(id.slice(1)) < 200);
    expect(loop.snapshot().engine).toMatchObject({ cursor: below.length - 1 });
    // The rest of the pass: the survivors not yet visited, in list order; "late" waits.
    expect(turns(loop, below.length)).toEqual([...below].reverse().map((id) => `${id}@1`));
    // The next turn: everyone, newest first.
    expect(turns(loop, survivors.length + 1)).toEqual(['late', ...[...survivors].reverse()].map((id) => `${id}@2`));
  });

  it('a monster removed while its own turn is pending voids it, and the pass goes on below it', () => {
    const loop = nethack.create({ version: '3.6.0' });
    for (let i = 0; i < 200; i++) loop.add(i, { kind: 'monster', base: 12, movement: 12 });
    turns(loop, 10); // 199 … 190
    expect(loop.next().actor).toBe(189);
    for (let i = 189; i >= 20; i--) loop.remove(i);
    expect(turns(loop, 3)).toEqual(['19@1', '18@1', '17@1']);
  });

  it('who acted in a pass (passEnd, the saved state) names the monsters removed after acting, across a compaction and a restore mid-pass', () => {
    const loop = nethack.create({ version: '3.4.3' });
    const ids = Array.from({ length: 300 }, (_, i) => `m${i}`);
    for (const id of ids) loop.add(id, { kind: 'monster', base: 12, movement: 12 });
    const passes: string[][] = [];
    loop.on('passEnd', (p) => {
      passes.push(p.acted.map(String));
    });
    turns(loop, 100); // m299 … m200
    const first = ids.slice(200).reverse();
    expect(loop.snapshot().engine).toMatchObject({ acted: first });
    // Most of the list goes, among them monsters that acted: dead slots outnumber the living, so it compacts.
    const survivors = ids.filter((_, i) => i % 6 === 0);
    for (const [i, id] of ids.entries()) if (i % 6 !== 0) loop.remove(id);
    expect(loop.snapshot().engine).toMatchObject({ acted: first });
    // A restored copy goes on with the same list.
    const copy = restore(nethack, loop.snapshot());
    const copyPasses: string[][] = [];
    copy.on('passEnd', (p) => {
      copyPasses.push(p.acted.map(String));
    });
    const below = survivors.filter((id) => Number(id.slice(1)) < 200).reverse();
    expect(turns(loop, below.length)).toEqual(below.map((id) => `${id}@1`));
    expect(turns(copy, below.length)).toEqual(below.map((id) => `${id}@1`));
    // The pass ends at the next step (the next turn's first): everyone it handed out, in order, the removed included.
    expect(turns(loop, 1)).toEqual(['m294@2']);
    expect(turns(copy, 1)).toEqual(['m294@2']);
    expect(passes[0]).toEqual([...first, ...below]);
    expect(copyPasses[0]).toEqual([...first, ...below]);
    // The next turn's first pass: the survivors alone, newest first.
    turns(loop, survivors.length);
    expect(passes.at(-1)).toEqual([...survivors].reverse());
  });

  it('pass numbers start again after 2^31 − 2 passes without a stale stamp counting as a mover', () => {
    const s = scenario('3.4.3', 20);
    const engines = [bareEngine(s), bareEngine(s)];
    const step = (engine: NethackEngine): void => {
      const id = engine.next();
      if (engine.dueKind === 'player') engine.charge.player(id as ActorId, MOVE);
      else engine.charge.monster();
    };
    // Between two passes (the hero has just acted: the next step starts a pass), one engine
    // nears the last pass number, so that its numbers start again from 1 three passes later.
    for (let i = 0; i < 200 || engines[0]?.save().phase !== 'timePassed'; i++) engines.forEach(step);
    // A removed monster's slot keeps its last stamp (until a compaction): a number the new ones reach again.
    for (const e of engines) e.remove(20);
    const worn = engines[1] as unknown as { pass: number };
    worn.pass = 0x7fffffff - 3;
    let compared = 0;
    // Long enough for the new numbers to pass those the stamps still hold.
    for (let i = 0; i < 1000; i++) {
      engines.forEach(step);
      const [fresh, wrapped] = engines.map((e) => e.save().acted);
      expect(wrapped, `step ${i}`).toEqual(fresh);
      compared++;
    }
    expect(worn.pass).toBeLessThan(1000); // it did start again
    expect(compared).toBe(1000);
  });

  it('listening to hooks (handlers, a trace) changes no turn and no draw, in every family, with removed monsters’ slots', () => {
    // A quiet turn boundary takes its own path (no payload, no steed test): it must match the
    // observed one, also over the dead slots removals leave (fewer than compaction waits for).
    for (const version of ['3.4.3', '3.6.0', '3.6.7', '3.7'] as const) {
      const s = scenario(version, 300);
      const quiet = rulesetLoop(s);
      const handled = rulesetLoop(s);
      for (const hook of Object.keys(nethackHooks) as (keyof typeof nethackHooks)[]) handled.on(hook, () => undefined);
      const traced = rulesetLoop(s, true);
      const play = (loop: Loop): string[] => {
        const first = turns(loop, 2500);
        for (let id = 5; id <= 300; id += 7) loop.remove(id);
        return [...first, ...turns(loop, 2500)];
      };
      const expected = play(quiet);
      expect(play(handled), version).toEqual(expected);
      expect(play(traced), version).toEqual(expected);
      const { engine, random } = quiet.snapshot();
      for (const loop of [handled, traced]) expect(loop.snapshot(), version).toMatchObject({ engine, random });
    }
  });
});

describe('the id index', () => {
  it('holds small integers, strings, negative and huge ids apart, and finds each again', () => {
    const index = new IdIndex();
    const ids: ActorId[] = [0, 1, '1', -1, 2 ** 40, 'x', 5000, 300, 1e6];
    ids.forEach((id, p) => {
      index.set(id, p);
    });
    // 1 and "1" are two ids; 0 and -0 one, as in a Map.
    ids.forEach((id, p) => {
      expect(index.get(id)).toBe(p);
    });
    expect(index.get(-0)).toBe(0);
    expect(index.get(2)).toBe(-1);
    // Enough small ids to grow the typed array past 5000, which was first held in the Map.
    for (let i = 2; i < 4500; i++) if (i !== 300) index.set(i, 100 + i);
    expect(index.get(5000)).toBe(6);
    index.set(5000, 7);
    expect(index.get(5000)).toBe(7);
    index.delete(5000);
    expect(index.get(5000)).toBe(-1);
    index.set(5000, 8);
    expect(index.get(5000)).toBe(8);
    for (const id of ['1', 1, -1, 'x']) index.delete(id);
    expect([index.get('1'), index.get(1), index.get(-1), index.get('x'), index.get(4499)]).toEqual([-1, -1, -1, -1, 4599]);
  });
});
