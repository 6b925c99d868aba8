// Any ruleset behind rot.js's scheduler interface, through RotRulesetScheduler's options. Core
// never imports a game ruleset, so the non-generic ruleset here is the test fixture `duel`: two
// actor kinds (one player, monsters that may roar), a labelled random draw on every player turn,
// a hook, two versions.
import { Engine } from 'rot-js';
import { describe, expect, it } from 'vitest';
import { ActorLimitError, generic, InvalidArgumentError, InvalidSpecError, TurnOrderError, UnknownVersionError, type ActorId } from '../src/index.js';
import { RotRulesetScheduler } from '../src/rot/index.js';
import { duel } from './fixtures/duel.js';

type RotEngineScheduler = ConstructorParameters<typeof Engine>[0];

/** A rot.js-style actor object of the game. */
class Creature {
  turns = 0;
  constructor(
    readonly name: string,
    readonly hero: boolean,
    public speed: number,
    public roars = false,
  ) {}
  getSpeed(): number {
    return this.speed;
  }
}

const duelOptions = {
  spec: (c: Creature) => (c.hero ? { kind: 'player' as const, speed: c.speed } : { kind: 'monster' as const, speed: c.speed }),
  action: (c: Creature) =>
    c.hero ? { kind: 'act' as const, cost: c.turns % 3 === 0 ? 50 : 100 } : c.roars ? { kind: 'roar' as const, loud: true } : { kind: 'act' as const },
  patch: (c: Creature) => ({ speed: c.speed }),
  id: (c: Creature): ActorId => c.name,
};

function cast(): Creature[] {
  return [new Creature('hero', true, 120), new Creature('ant', false, 180), new Creature('slug', false, 30), new Creature('troll', false, 100, true)];
}

describe('RotRulesetScheduler over a non-generic ruleset (the duel fixture)', () => {
  it('hands out the same turns, times, random draws, hooks and trace as the ruleset’s own loop driven natively', () => {
    const creatures = cast();
    const scheduler = new RotRulesetScheduler(duel, { ...duelOptions, version: '2', seed: 7, trace: true });
    const hooked: ActorId[] = [];
    scheduler.loop.on('acted', (p) => hooked.push(p.actor));
    for (const c of creatures) scheduler.add(c, true);

    // The native loop, driven by hand the way the adapter drives it.
    const native = duel.create({ version: '2', seed: 7, trace: true });
    const nativeHooked: ActorId[] = [];
    native.on('acted', (p) => nativeHooked.push(p.actor));
    const twins = new Map(cast().map((c) => [c.name, c]));
    for (const c of twins.values()) native.add(c.name, duelOptions.spec(c));

    const viaAdapter: string[] = [];
    const viaNative: string[] = [];
    for (let i = 0; i < 3000; i++) {
      const c = scheduler.next() as Creature;
      c.turns++;
      if (i === 1000) (creatures[2] as Creature).speed = 60; // the slug is hasted: read when it is next rescheduled
      if (i === 2000) (creatures[1] as Creature).roars = true;
      viaAdapter.push(`${c.name}@${scheduler.getTime()}`);

      const turn = native.next();
      const twin = twins.get(turn.actor as string) as Creature;
      twin.turns++;
      if (i === 1000) (twins.get('slug') as Creature).speed = 60;
      if (i === 2000) (twins.get('ant') as Creature).roars = true;
      viaNative.push(`${twin.name}@${native.time}`);
      native.update(twin.name, duelOptions.patch(twin));
      native.act(twin.name, duelOptions.action(twin));
    }
    expect(viaAdapter).toEqual(viaNative);
    // The adapter charges a turn on the following next(), so its last turn is not charged yet:
    // its trace is the native one up to that turn.
    const events = scheduler.loop.trace?.events ?? [];
    expect(events.filter((e) => e.type === 'turn')).toHaveLength(3000);
    expect(events).toEqual(native.trace?.events.slice(0, events.length));
    expect(native.trace?.events[events.length - 1]?.type).toBe('turn');
    expect(hooked).toEqual(nativeHooked.slice(0, -1));
    expect(scheduler.loop.version).toBe('2');
    expect(scheduler.loop.trace?.events.some((e) => e.type === 'random' && e.site === 'duel:player_roll')).toBe(true);
    // The slug's haste and the ant's roars took effect: more slug turns after 1000, roars charged.
    expect(viaAdapter.slice(1000).filter((t) => t.startsWith('slug')).length).toBeGreaterThan(
      viaAdapter.slice(0, 1000).filter((t) => t.startsWith('slug')).length,
    );
  });

  it('maps items to ids through `id`, and back', () => {
    const scheduler = new RotRulesetScheduler(duel, duelOptions);
    const [hero, ant] = cast() as [Creature, Creature];
    scheduler.add(hero, true).add(ant, true);
    expect(scheduler.idOf(ant)).toBe('ant');
    expect(scheduler.itemOf('hero')).toBe(hero);
    expect(scheduler.loop.ids()).toEqual(['hero', 'ant']);
  });

  it('getTimeOf reads the ruleset’s `due` (the duel views have one); getTime is in the ruleset’s ticks', () => {
    const scheduler = new RotRulesetScheduler(duel, duelOptions);
    const [hero, ant] = cast() as [Creature, Creature];
    scheduler.add(hero, true).add(ant, true);
    expect(scheduler.next()).toBe(hero); // both due at 0: hero first
    expect(scheduler.getTimeOf(ant)).toBe(0);
    expect(scheduler.getTimeOf(hero)).toBeUndefined(); // its turn
    scheduler.next(); // hero charged 50 at speed 120: due again at tick 1
    expect(scheduler.getTimeOf(hero)).toBe(1);
    const halves = new RotRulesetScheduler(duel, { ...duelOptions, scale: 2 });
    halves.add(hero, true);
    halves.next();
    halves.next();
    expect(halves.getTime()).toBe(0.5);
  });

  it('passes the ruleset’s checks through: one player, valid specs, known versions', () => {
    const scheduler = new RotRulesetScheduler(duel, duelOptions);
    scheduler.add(new Creature('hero', true, 100), true);
    expect(() => scheduler.add(new Creature('hero2', true, 100), true)).toThrow(ActorLimitError);
    expect(() => scheduler.add(new Creature('zero', false, 0), true)).toThrow(InvalidSpecError);
    expect(() => scheduler.add(new Creature('hero', false, 100), true)).toThrow(TurnOrderError); // id 'hero' is taken
    expect(() => new RotRulesetScheduler(duel, { ...duelOptions, version: '9' as '1' })).toThrow(UnknownVersionError);
    expect(scheduler.loop.ids()).toEqual(['hero']); // nothing half-added
  });

  it('takes no `time` in add (the ruleset decides when an actor first acts)', () => {
    const scheduler = new RotRulesetScheduler(duel, duelOptions);
    expect(() => scheduler.add(new Creature('ant', false, 100), true, 5)).toThrow(InvalidArgumentError);
    expect(() => scheduler.add(new Creature('ant', false, 100), true, 5)).toThrow(/the ruleset decides when an actor first acts/);
  });

  it('rot.js’s Engine drives it; one-shot items act once', () => {
    const log: string[] = [];
    const scheduler = new RotRulesetScheduler(duel, duelOptions);
    const actors = cast().map((c) =>
      Object.assign(c, {
        act: (): void => {
          c.turns++;
          log.push(c.name);
          if (log.length === 40) engine.lock();
        },
      }),
    );
    for (const a of actors) scheduler.add(a, true);
    const blast = Object.assign(new Creature('blast', false, 1000), { act: (): void => void log.push('blast') });
    scheduler.add(blast, false);
    const engine = new Engine(scheduler as unknown as RotEngineScheduler);
    engine.start();
    expect(log).toHaveLength(40);
    expect(log.filter((n) => n === 'blast')).toEqual(['blast']);
    expect(log.filter((n) => n === 'ant').length).toBeGreaterThan(log.filter((n) => n === 'slug').length);
  });

  it('over the generic ruleset, the native energy model: a speed change applies at the reschedule that reads it', () => {
    const slow = { speed: 50 };
    const scheduler = new RotRulesetScheduler(generic, {
      spec: (m: { speed: number }) => ({ speed: m.speed }),
      action: () => ({ kind: 'act' as const }),
      patch: (m) => ({ speed: m.speed }),
    });
    scheduler.add(slow, true);
    scheduler.next(); // tick 0
    slow.speed = 100;
    scheduler.next(); // charged 100 at speed 100: tick 1
    expect(scheduler.getTime()).toBe(1);
  });
});
