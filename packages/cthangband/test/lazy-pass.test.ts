// The engine's pass visits only the monsters due in a tick (their energy kept lazily, the due
// ones found in a ring of per-tick bitsets). This proves it changes nothing: driven with the same
// random operations — placements (rolled or given, BORN or not, extreme energies), removals,
// patches, every action, level changes, hooks whose handlers add and remove monsters, restores
// from snapshots mid-turn — it hands out the same turns, emits the same hooks and saves the same
// state, after every operation, as the same engine with the game's own pass, which reaches every
// monster in every tick (test/helpers/tick-engine.ts).
import { seeded, type ActorId, type EngineContext, type PatchOutput } from '@turnkeeper/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CthangbandEngine } from '../src/engine/engine.js';
import { cthangband, type CthangbandMonsterAction, type CthangbandPlayerAction, type CthangbandTypes } from '../src/index.js';
import { TickEngine } from './helpers/tick-engine.js';

type Kinds = CthangbandTypes['kinds'];
type AnyEngine = CthangbandEngine | TickEngine;
type Hook = 'afterPlayer' | 'turnEnd' | 'processWorld' | 'compactMonsters' | 'leaveLevel' | 'newLevel' | 'playerBlow';

const MONSTER_ACTIONS: readonly CthangbandMonsterAction[] = [
  { kind: 'move' },
  { kind: 'melee_player', noRefund: false },
  { kind: 'melee_player', noRefund: true },
  { kind: 'spell_at_player', speedAfter: 10 },
  { kind: 'spell_at_monster', speedAfter: -20 },
  { kind: 'late_spell' },
  { kind: 'attack_monster' },
  { kind: 'asleep' },
  { kind: 'out_of_range' },
  { kind: 'cannot_sense' },
];
const PLAYER_ACTIONS: readonly CthangbandPlayerAction[] = [
  { kind: 'walk', knownObstacle: false, impaired: false },
  { kind: 'const_cost', cost: 30 },
  { kind: 'const_cost', cost: 0 },
  { kind: 'const_cost', cost: 250 },
  { kind: 'stairs' },
];

/** One operation of a run; numbers pick among what is present when it runs. */
type Op =
  | { readonly op: 'step'; readonly action: number }
  | { readonly op: 'next' }
  | { readonly op: 'add'; readonly speed: number; readonly energy: number | null; readonly born: boolean }
  | { readonly op: 'remove'; readonly pick: number }
  | { readonly op: 'energy'; readonly pick: number; readonly energy: number }
  | { readonly op: 'speed'; readonly pick: number; readonly speed: number }
  | { readonly op: 'player'; readonly energy: number | null; readonly paralyzed: number; readonly newLevel: boolean }
  | { readonly op: 'restore' };

const energy = fc.oneof(
  fc.integer({ min: 900, max: 1100 }),
  fc.integer({ min: -32768, max: 32767 }),
  fc.constantFrom(-32768, 32757, 32758, 32767, 989, 990, 999, 1000),
);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 12, arbitrary: fc.record({ op: fc.constant('step' as const), action: fc.nat(50) }) },
  { weight: 2, arbitrary: fc.constant({ op: 'next' as const }) },
  {
    weight: 3,
    arbitrary: fc.record({ op: fc.constant('add' as const), speed: fc.integer({ min: -40, max: 40 }), energy: fc.option(energy), born: fc.boolean() }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('remove' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('energy' as const), pick: fc.nat(), energy }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('speed' as const), pick: fc.nat(), speed: fc.integer({ min: -110, max: 89 }) }) },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant('player' as const), energy: fc.option(energy), paralyzed: fc.constantFrom(0, 0, 3), newLevel: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.constant({ op: 'restore' as const }) },
);

/** One engine under test, with the log of what it handed out and emitted. */
class Driver {
  engine: AnyEngine;
  readonly log: string[] = [];
  pending: ActorId | undefined = undefined;
  private nextId = 1000;
  private readonly ctx: EngineContext<CthangbandTypes>;

  constructor(
    readonly make: (ctx: EngineContext<CthangbandTypes>, saved?: ReturnType<AnyEngine['save']>) => AnyEngine,
    seed: number,
    heard: readonly Hook[],
  ) {
    this.ctx = {
      version: cthangband.meta.defaultVersion,
      options: cthangband.parseOptions(undefined, undefined).options,
      random: seeded(seed),
      heard: Object.fromEntries(heard.map((hook) => [hook, true])),
      emit: (hook, payload) => {
        this.log.push(`${hook} ${JSON.stringify(payload)}`);
        this.onHook(hook);
      },
    };
    this.engine = make(this.ctx);
  }

  /** What the handlers do: the same on both engines, reading only what both must agree on. */
  private onHook(hook: string): void {
    const monsters = this.monsters();
    if (hook === 'leaveLevel') for (const id of monsters.filter((_, k) => k % 3 !== 0)) this.remove(id); // pets stay
    if (hook === 'newLevel') for (const e of [995, 960, 1000]) this.add({ kind: 'monster', speed: 0, energy: e });
    if (hook === 'compactMonsters') for (const id of monsters.slice(0, 64)) this.remove(id);
    if (hook === 'afterPlayer' && monsters.length > 0 && monsters.length < 40) this.add({ kind: 'monster', speed: 5, energy: 990 });
  }

  monsters(): ActorId[] {
    return this.engine.ids().filter((id) => this.engine.kindOf(id) === 'monster');
  }

  add(spec: Record<string, unknown>): void {
    if (this.monsters().length >= 511) return;
    this.engine.add(this.nextId++, cthangband.parseSpec(spec));
  }

  remove(id: ActorId): void {
    if (this.pending === id) this.pending = undefined;
    this.engine.remove(id);
  }

  next(): void {
    if (this.pending !== undefined) return;
    const id = this.engine.next();
    this.pending = id;
    this.log.push(`turn ${String(id)} ${this.engine.dueKind} ${String(this.engine.dueForced)} at ${this.engine.time}`);
  }

  run(o: Op): void {
    const monsters = this.monsters();
    const pick = (n: number): ActorId | undefined => monsters[n % Math.max(1, monsters.length)];
    switch (o.op) {
      case 'step': {
        this.next();
        const id = this.pending;
        if (id === undefined) return;
        this.pending = undefined;
        if (this.engine.kindOf(id) === 'player') this.engine.charge.player(id, PLAYER_ACTIONS[o.action % PLAYER_ACTIONS.length] as CthangbandPlayerAction);
        else this.engine.charge.monster(id, MONSTER_ACTIONS[o.action % MONSTER_ACTIONS.length] as CthangbandMonsterAction);
        return;
      }
      case 'next':
        this.next();
        return;
      case 'add':
        this.add(
          o.energy === null
            ? { kind: 'monster', speed: o.speed, hitDice: [2, 4], sleep: 3, asleep: o.born }
            : { kind: 'monster', speed: o.speed, energy: o.energy, born: o.born },
        );
        return;
      case 'remove': {
        const id = pick(o.pick);
        if (id !== undefined) this.remove(id);
        return;
      }
      case 'energy': {
        const id = pick(o.pick);
        if (id !== undefined) this.engine.update(id, { kind: 'monster', energy: o.energy });
        return;
      }
      case 'speed': {
        const id = pick(o.pick);
        if (id !== undefined) this.engine.update(id, { kind: 'monster', speed: o.speed });
        return;
      }
      case 'player': {
        const patch = { kind: 'player', paralyzed: o.paralyzed, newLevelFlag: o.newLevel, ...(o.energy === null ? {} : { energy: o.energy }) };
        this.engine.update(0, patch as PatchOutput<Kinds>);
        return;
      }
      case 'restore':
        // A fresh engine from a snapshot (through JSON), drawing on the same random source.
        this.engine = this.make(this.ctx, JSON.parse(JSON.stringify(this.engine.save())) as ReturnType<AnyEngine['save']>);
        return;
    }
  }
}

function compare(monsters: number, seed: number, heard: readonly Hook[], ops: readonly Op[], steps: number, checkEvery = 5): void {
  const drivers = [
    new Driver((ctx, saved) => new CthangbandEngine(ctx, saved), seed, heard),
    new Driver((ctx, saved) => new TickEngine(ctx, saved), seed, heard),
  ];
  for (const d of drivers) {
    d.engine.add(0, cthangband.parseSpec({ kind: 'player' }));
    for (let k = 0; k < monsters; k++) d.add({ kind: 'monster', speed: (k * 7) % 30, hitDice: [3, 6], sleep: 5, asleep: k % 2 === 0 });
  }
  const [lazy, tick] = drivers as [Driver, Driver];
  expect(lazy.engine.save()).toEqual(tick.engine.save());
  // The logs only grow, so a difference stays visible: comparing them (and the saved state) every
  // few operations and at the end finds every divergence at a fraction of the cost of every step.
  const check = (): void => {
    expect(lazy.log).toEqual(tick.log);
    expect(lazy.engine.save()).toEqual(tick.engine.save());
    for (const id of tick.engine.ids()) expect(lazy.engine.inspect(id)).toEqual(tick.engine.inspect(id));
  };
  for (let s = 0; s < steps; s++) {
    // The ops, then plain steps between them, so that far-ahead turns come due.
    const o = ops[s % ops.length] ?? { op: 'step', action: 0 };
    const op = s < ops.length ? o : { op: 'step' as const, action: s };
    for (const d of drivers) d.run(op);
    if (s % checkEvery === 0) check();
    if (tick.engine.ids().length === 0) break;
  }
  check();
}

const hooksArb = fc.subarray<Hook>(['afterPlayer', 'turnEnd', 'processWorld', 'compactMonsters', 'leaveLevel', 'newLevel', 'playerBlow']);

/** {@link compare} over random runs with up to 12 monsters and the hooks `heard` picks; returns how many ran. */
function compareFew(heard: fc.Arbitrary<Hook[]>, numRuns: number): number {
  let runs = 0;
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 12 }), fc.nat(), heard, fc.array(opArb, { minLength: 1, maxLength: 80 }), (n, seed, hooks, ops) => {
      runs++;
      compare(n, seed, hooks, ops, 300);
    }),
    { numRuns },
  );
  return runs;
}

describe('the pass that visits only due monsters is the tick-by-tick pass (melee2.c process_monsters())', () => {
  it('hands out the same turns, hooks and state after every operation, with few monsters', () => {
    const runs = compareFew(hooksArb, 40);
    console.log(`lazy pass vs tick-by-tick: ${runs} random runs of 300 operations, identical`);
  });

  it('hands out the same turns, hooks and state when no per-tick hook is heard (the quiet path, against the phases one by one)', () => {
    // Only the hooks that leave the engine's quiet path open (they are not emitted once a tick).
    const runs = compareFew(fc.subarray<Hook>(['leaveLevel', 'newLevel', 'playerBlow']), 30);
    console.log(`quiet ticks vs the phases one by one: ${runs} random runs of 300 operations, identical`);
  });

  it('hands out the same turns, hooks and state near the full list (compaction, m_pop() reuse)', () => {
    let runs = 0;
    fc.assert(
      fc.property(fc.integer({ min: 470, max: 511 }), fc.nat(), hooksArb, fc.array(opArb, { minLength: 1, maxLength: 40 }), (n, seed, heard, ops) => {
        runs++;
        compare(n, seed, heard, ops, 100, 25);
      }),
      { numRuns: 6 },
    );
    console.log(`lazy pass vs tick-by-tick near the full list: ${runs} random runs, identical`);
  });

  it('brings a monster patched far below 0 back on the tick the tick-by-tick pass does (past the ring of 128 ticks)', () => {
    let runs = 0;
    fc.assert(
      fc.property(fc.integer({ min: -32768, max: -1000 }), fc.nat(), (e, seed) => {
        runs++;
        compare(
          2,
          seed,
          [],
          [
            { op: 'energy', pick: 0, energy: e },
            { op: 'energy', pick: 1, energy: 32767 },
          ],
          1000,
          10,
        );
      }),
      { numRuns: 10 },
    );
    console.log(`lazy pass vs tick-by-tick with far-off turns: ${runs} runs, identical`);
  });
});
