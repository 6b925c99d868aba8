// The conformance kit's run-time checks for a loop whose hero rides (the kit itself runs with a
// hero on foot: it adds each kind's first spec to an empty loop, where a steed would be missing).
import type { Turn } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { nethack, NETHACK_VERSIONS, type NethackMonsterAction, type NethackPlayerAction, type NethackVersion } from '../src/index.js';
import { nethackAnalysis } from '../src/analysis/index.js';
import { restore } from '@turnkeeper/core';

type Loop = ReturnType<typeof nethack.create>;

function build(version: NethackVersion, seed: number, trace = true): Loop {
  const loop = nethack.create({ version, seed, trace });
  loop.add(0, { kind: 'monster', base: 18 });
  loop.add('horse', { kind: 'monster', base: 24, tameness: 20 });
  loop.add('you', { kind: 'player', speed: 'Fast', encumbrance: 'Burdened', riding: 'horse', gallop: 400, running: true, level: 10 });
  loop.add('lich', { kind: 'monster', base: 9, mspeed: 'fast' });
  loop.add('newt', { kind: 'monster', base: 6, mspeed: 'slow' });
  return loop;
}

// The hero runs (so the steed gallops until u.ugallop runs out), attacks, takes free actions, kicks
// its steed (which gallops on, or in the end throws the rider) and is sometimes made helpless
// (which stops the run until the next running command); monsters move.
function action(turn: Turn, step: number): NethackPlayerAction | NethackMonsterAction {
  if (turn.kind === 'monster') return step % 3 === 0 ? { kind: 'act' } : { kind: 'move' };
  if (step % 97 === 0) return { kind: 'act', helpless: 2 };
  if (step % 11 === 0) return { kind: 'free' };
  if (step % 53 === 0) return { kind: 'kick' };
  return step % 4 === 0 ? { kind: 'act' } : { kind: 'move', run: true };
}

function run(loop: Loop, n: number, from = 0): void {
  for (let i = 0; i < n; i++) {
    const turn = loop.next();
    loop.act(turn.actor, action(turn, from + i));
  }
}

const views = { player: nethack.schemaOf('player', 'view'), monster: nethack.schemaOf('monster', 'view') };

describe('a riding hero, every version', () => {
  for (const version of NETHACK_VERSIONS) {
    describe(version, () => {
      it('is deterministic: the same seed gives the same trace', () => {
        for (const seed of [1, 2, 3]) {
          const a = build(version, seed);
          const b = build(version, seed);
          run(a, 2000);
          run(b, 2000);
          expect(a.trace?.events.filter((e) => e.type === 'turn')).toHaveLength(2000);
          expect(b.trace?.events).toEqual(a.trace?.events);
        }
      });

      it('round-trips a snapshot through JSON mid-run, and with a turn pending', () => {
        const a = build(version, 1);
        run(a, 1000);
        const b = restore(nethack, JSON.parse(JSON.stringify(a.snapshot())));
        run(a, 1000, 1000);
        run(b, 1000, 1000);
        expect(b.trace?.events).toEqual(a.trace?.events);
        expect(JSON.stringify(b.snapshot())).toBe(JSON.stringify(a.snapshot()));
        const turn = a.next();
        const c = restore(nethack, JSON.parse(JSON.stringify(a.snapshot())));
        expect(c.pending).toBe(turn.actor);
        a.act(turn.actor, action(turn, 2000));
        c.act(turn.actor, action(turn, 2000));
        run(a, 50, 2001);
        run(c, 50, 2001);
        expect(c.trace?.events).toEqual(a.trace?.events);
      });

      it('gives inspect views and hook payloads that match their schemas', () => {
        const loop = build(version, 1, false);
        const bad: string[] = [];
        for (const [hook, decl] of Object.entries(nethack.hooks)) {
          loop.on(hook as keyof typeof nethack.hooks, (payload: unknown) => {
            const r = v.safeParse(decl.payload, payload);
            if (!r.success) bad.push(`hook ${hook}: ${v.summarize(r.issues)}`);
          });
        }
        let steedSeen = false;
        for (let i = 0; i < 500; i++) {
          const turn = loop.next();
          for (const id of loop.ids()) {
            const view = loop.inspect(id);
            const r = v.safeParse(views[view.kind], view);
            if (!r.success) bad.push(`inspect(${String(id)}) at step ${i}: ${v.summarize(r.issues)}`);
            if (view.kind === 'monster' && view.steed) steedSeen = true;
          }
          loop.act(turn.actor, action(turn, i));
        }
        expect(bad.slice(0, 3)).toEqual([]);
        expect(steedSeen).toBe(true);
      });

      it('rates the rider by its steed when it moves, and by its own speed when it does not, exactly', () => {
        const spec = { kind: 'player', speed: 'Fast', encumbrance: 'Burdened', riding: 'horse', gallop: 400, steed: { base: 24 } } as const;
        const r = nethackAnalysis.rate({ actor: { spec, action: { kind: 'move', run: true } }, version });
        expect(r.perTime.exact).toBe(true);
        expect(r.perTime.value).toBeGreaterThan(0);
        // A Burdened rider on a galloping speed-24 steed: the steed's 1.5 × 24 = 36 points, less a quarter.
        const own = nethackAnalysis.rate({ actor: { spec, action: { kind: 'act' } }, version });
        expect(own.perTime.value).toBeLessThan(r.perTime.value);
      });
    });
  }
});
