// The engine builds hook payloads only for a listener (ctx.heard), keeps per-monster costs
// worked out from the spec, caches the monster it handed out last, and finds free slots through a
// heap. None of that may change a turn or a draw: a loop nobody listens to must hand out exactly
// what a loop that records a trace, or that has a handler on every hook, hands out, through a busy
// game — enchantments that run out, pursuit, summons, every action, removals and additions, a
// snapshot restored midway — in every version; and a listener must see the trace records, hook
// payloads it saw before (fingerprints taken from the engine before the fast path), and typed errors.
import { createHash } from 'node:crypto';
import { seeded, type ActionInputOf, type ActorId, type Turn, restore } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import { chooser } from '@turnkeeper/scripts/bench';
import { DCSS_VERSIONS, dcss, dcssHooks, dcssVersionRules, type dcssActors, type DcssVersion } from '../src/index.js';

type Loop = ReturnType<typeof dcss.create>;
type PlayerAction = ActionInputOf<typeof dcssActors, 'player'>;
type MonsterAction = ActionInputOf<typeof dcssActors, 'monster'>;

const brands = [null, 'none', 'speed', 'heavy'] as const;

function monsterSpec(pick: (n: number) => number): Parameters<Loop['add']>[1] {
  const duration = (): number | null => (pick(3) === 0 ? null : 1 + pick(60));
  const hasted = pick(4) === 0;
  const slowed = pick(4) === 0;
  const berserk = pick(6) === 0;
  const frenzied = pick(8) === 0;
  const frozen = pick(8) === 0;
  return {
    kind: 'monster',
    speed: [0, 3, 6, 8, 10, 10, 10, 12, 15, 20, 30, 120][pick(12)] as number,
    hasted,
    slowed,
    berserk,
    frenzied,
    frozen,
    hasteDuration: hasted ? duration() : null,
    slowDuration: slowed ? duration() : null,
    berserkDuration: berserk ? duration() : null,
    frenziedDuration: frenzied ? duration() : null,
    frozenDuration: frozen ? duration() : null,
    energy: 60 + pick(40),
    enchCountdown: pick(20) - 10,
    justSummoned: pick(2) === 0,
    energyUsage: { move: 5 + pick(15), attack: 5 + pick(15) },
    weapon: brands[pick(4)] ?? null,
    launcher: brands[pick(4)] ?? null,
    swift: pick(5) === 0,
    ponderous: pick(5) === 0,
    floundering: pick(8) === 0,
    petrifying: pick(8) === 0,
    followsPlayer: pick(4) === 0,
  };
}

function monsterAction(pick: (n: number) => number): MonsterAction {
  switch (pick(9)) {
    case 0:
      return { kind: 'wait' };
    case 1:
      return { kind: 'melee' };
    case 2:
      return { kind: 'missile', thrown: pick(2) === 0 };
    case 3:
      return { kind: 'spell', halved: pick(2) === 0 };
    case 4:
      return { kind: 'pickup' };
    case 5:
      return { kind: 'fixed', energy: 5 + pick(20) };
    default:
      return { kind: 'move', swim: pick(4) === 0, reach: pick(2) === 0, pursuing: pick(3) !== 0 };
  }
}

function playerAction(pick: (n: number) => number, loop: Loop): PlayerAction {
  switch (pick(6)) {
    case 0:
      return { kind: 'wait' };
    case 1:
      return { kind: 'melee' };
    case 2:
      return { kind: 'fixed', aut: pick(25) };
    case 3:
      return { kind: 'stairs' };
    default: {
      // Step away from some monsters: they become potential pursuers (0.31+).
      const pursuers = loop.ids().filter((id) => id !== 'you' && pick(3) === 0);
      return pick(2) === 0 ? { kind: 'move', pursuers, steps: 1 + pick(3) } : { kind: 'move' };
    }
  }
}

/**
 * Plays `steps` steps of a busy game on `loop`, its choices drawn from `seed` alone (so two loops
 * make the same choices as long as they hand out the same turns); returns every turn handed out.
 */
function play(loop: Loop, seed: number, steps: number): string[] {
  const pick = chooser(seed);
  let next = 0;
  loop.add('you', { kind: 'player', hasted: true, attack: { type: 'weapon', baseDelay: 13, skill10: 60, brand: 'speed' } });
  for (let i = 0; i < 30; i++) loop.add(`m${next++}`, monsterSpec(pick));
  const turns: string[] = [];
  for (let s = 0; s < steps; s++) {
    const turn: Turn<'player' | 'monster'> = loop.next();
    turns.push(`${String(turn.actor)}@${turn.time}`);
    if (turn.kind === 'player') loop.act(turn.actor, playerAction(pick, loop));
    else loop.act(turn.actor, monsterAction(pick));
    // Between steps: a monster dies, one is summoned (it takes the lowest free slot), one changes.
    const monsters = loop.ids().filter((id) => id !== 'you');
    if (pick(10) === 0 && monsters.length > 0) loop.remove(monsters[pick(monsters.length)] as ActorId);
    if (pick(8) === 0 && loop.count('monster') < 60) loop.add(`m${next++}`, monsterSpec(pick));
    if (pick(12) === 0 && monsters.length > 0) {
      const id = monsters[pick(monsters.length)] as ActorId;
      const hasted = pick(2) === 0;
      if (loop.has(id)) loop.update(id, { hasted, hasteDuration: hasted ? 1 + pick(40) : null, speed: 5 + pick(20), energyUsage: { move: 4 + pick(12) } });
    }
  }
  return turns;
}

/** A loop that listens to everything, its handlers doing nothing. */
function withHandlers(loop: Loop): Loop {
  for (const hook of Object.keys(dcssHooks) as (keyof typeof dcssHooks)[]) loop.on(hook, () => undefined);
  return loop;
}

/**
 * What a listener sees of a busy game (seed 5): the turns, the trace (each action record with its
 * `kind` first, as traces listed it before the core put the discriminant after the details), every
 * hook payload a handler receives; and the errors a few invalid calls raise at the end.
 */
function heardOf(version: DcssVersion): { fingerprint: string; errors: string[] } {
  const loop = dcss.create({ version, random: seeded(5), trace: true });
  const heard: string[] = [];
  for (const hook of Object.keys(dcssHooks) as (keyof typeof dcssHooks)[]) {
    loop.on(hook, (payload: unknown) => {
      heard.push(hook + JSON.stringify(payload));
    });
  }
  const turns = play(loop, 5, 3000);
  const errors: string[] = [];
  const attempt = (f: () => unknown): void => {
    try {
      f();
      errors.push('ok');
    } catch (e) {
      errors.push(`${(e as Error).name}: ${(e as Error).message}`);
    }
  };
  // Deliberately invalid input (hence the casts): each must fail with its own typed error.
  attempt(() => loop.add('you', { kind: 'player' }));
  attempt(() => loop.add('zz', { kind: 'monster', speed: -1 }));
  attempt(() => loop.add('zz', { kind: 'monster', speed: 10, energyUsage: { move: 'x' } } as never));
  attempt(() => loop.update('nobody', { speed: 3 }));
  attempt(() => loop.update('you', { speed: 3 }));
  attempt(() => loop.remove('nobody'));
  const turn = loop.next();
  attempt(() => loop.act('m1', { kind: 'wait' }));
  attempt(() => loop.act(turn.actor, { kind: 'bogus' } as never));
  attempt(() => loop.act(turn.actor, { kind: 'fixed', aut: -4, energy: 1e9 } as never));
  attempt(() => loop.next());
  attempt(() => restore(dcss, { ...loop.snapshot(), engine: { ...(loop.snapshot().engine as object), monsters: 5 } }));
  const trace = loop.trace;
  const events = trace?.events.map((e) => (e.type === 'act' ? { ...e, action: { kind: (e.action as { kind: string }).kind, ...(e.action as object) } } : e));
  const fingerprint = createHash('sha256')
    .update(turns.join(',') + JSON.stringify({ ...trace, events }) + heard.join('|'))
    .digest('hex')
    .slice(0, 16);
  return { fingerprint, errors };
}

/**
 * Fingerprints of a 4000-step busy game (seed 4) per version: the turns, the engine state and the
 * random state at the end. Computed with the engine as it was before its hot path was reworked
 * for speed (commit 2a4480d, whose golden replays all pass): the reworked engine must play the
 * same game, turn for turn and draw for draw.
 */
const BEFORE_THE_FAST_PATH: Readonly<Record<DcssVersion, string>> = {
  trunk: '6e51b540ef3f2492',
  '0.34': 'f9efe5f277a239c1',
  '0.33': '1bc2536e9721b79a',
  '0.32': 'e97f8cb4ce4171d0',
  '0.31': '5ebb12c892ec6969',
  '0.30': '4db9520d9141bc0e',
  '0.29': '4db9520d9141bc0e',
  '0.28': 'ec71e44c9805df34',
  '0.27': 'ec71e44c9805df34',
};

describe('the engine plays a busy game exactly as it did before its fast path', () => {
  it.each(DCSS_VERSIONS.map((v) => [v]))('%s', (version: DcssVersion) => {
    const loop = dcss.create({ version, random: seeded(4) });
    const turns = play(loop, 4, 4000);
    const snap = loop.snapshot();
    const fingerprint = createHash('sha256')
      .update(turns.join(',') + JSON.stringify(snap.engine) + JSON.stringify(snap.random))
      .digest('hex')
      .slice(0, 16);
    expect(fingerprint).toBe(BEFORE_THE_FAST_PATH[version]);
  });
});

/**
 * {@link heardOf}'s fingerprint per version, computed with the engine before its fast path (at
 * commit f661b33, whose own fingerprints of the same game, errors included, were those of 2a4480d):
 * a listener must see the same trace records and payloads, not only the same turns.
 */
const HEARD_BEFORE_THE_FAST_PATH: Readonly<Record<DcssVersion, string>> = {
  trunk: 'f7c0d81df8e4d595',
  '0.34': 'f7b5f6b5d2ff6767',
  '0.33': '39e59ecb21ac76cd',
  '0.32': '37404932dc522e32',
  '0.31': 'f19238877339ec8d',
  '0.30': 'dc808337c2a742cb',
  '0.29': '037b30b3de8a954a',
  '0.28': '5f3dcd1482ddeceb',
  '0.27': '449ac86f9cda5f54',
};

/** The error each invalid call of {@link heardOf} raises: its class, and what its message must say. */
const ERRORS: readonly RegExp[] = [
  /^TurnOrderError: Actor "you" is already present/,
  /^InvalidSpecError: Invalid dcss monster spec: speed: got -1; an integer from 0 to 2147483647 \(the base speed/,
  /^InvalidSpecError: Invalid dcss monster spec: energyUsage\.move: got "x"; an integer from 0 to 255 \(energy one action/,
  /^TurnOrderError: No actor with id "nobody" is present$/,
  /^InvalidPatchError: Invalid dcss player patch: speed: got 3; not a field here/,
  /^TurnOrderError: No actor with id "nobody" is present$/,
  /^TurnOrderError: act\("m1"\): actor "m1" is not due/,
  /^UnknownActionError: Unknown action kind "bogus" .*allowed: "wait", "move", "melee", "missile", "spell", "special", "item", "pickup", "fixed"$/,
  /^InvalidActionError: Invalid dcss monster action "fixed" .*aut: got -4; not a field here/,
  /^TurnOrderError: next\(\) called while actor .* has not acted/,
  /^SnapshotError: restore\(\): snapshot\.engine\.monsters: got 5; an array of monsters/,
];

describe('a listener sees what it saw before the fast path: trace, hook payloads, errors', () => {
  it.each(DCSS_VERSIONS.map((v) => [v]))('%s', (version: DcssVersion) => {
    const { fingerprint, errors } = heardOf(version);
    expect(fingerprint).toBe(HEARD_BEFORE_THE_FAST_PATH[version]);
    expect(errors).toHaveLength(ERRORS.length);
    errors.forEach((e, i) => {
      expect(e).toMatch(ERRORS[i] as RegExp);
    });
  });
});

describe('a loop nobody listens to hands out the same turns and draws', () => {
  it.each(DCSS_VERSIONS.map((v) => [v]))('as one that records a trace or has a handler on every hook (%s)', (version: DcssVersion) => {
    const heard = new Set<string>();
    for (const seed of [1, 2, 3]) {
      const quiet = dcss.create({ version, random: seeded(seed) });
      const traced = dcss.create({ version, random: seeded(seed), trace: true });
      const handled = withHandlers(dcss.create({ version, random: seeded(seed) }));
      const steps = 3000;
      const a = play(quiet, seed, steps);
      expect(play(traced, seed, steps)).toEqual(a);
      expect(play(handled, seed, steps)).toEqual(a);
      for (const e of traced.trace?.events ?? []) if (e.type === 'hook') heard.add(e.hook);
      // The same state, but for the trace the second one records.
      expect({ ...traced.snapshot(), trace: null }).toEqual(quiet.snapshot());
      expect(handled.snapshot()).toEqual(quiet.snapshot());
    }
    // The game was busy enough: every hook it has in this version fired (pursuit only from 0.31).
    const expected = Object.keys(dcssHooks).filter((h) => dcssVersionRules(version).pursuit || (h !== 'opportunityAttack' && h !== 'pursuitEnergy'));
    expect([...heard].sort()).toEqual(expected.sort());
  });

  it('and a loop restored from a snapshot continues as the original does', () => {
    const original = dcss.create({ version: 'trunk', random: seeded(9) });
    play(original, 9, 1500);
    const copy = restore(dcss, JSON.parse(JSON.stringify(original.snapshot())));
    const pick = chooser(99);
    for (let s = 0; s < 2000; s++) {
      const a = original.next();
      const b = copy.next();
      expect(b).toEqual(a);
      const action = a.kind === 'player' ? playerAction(pick, original) : monsterAction(pick);
      original.act(a.actor, action);
      copy.act(b.actor, action);
    }
    expect(copy.snapshot()).toEqual(original.snapshot());
  });
});
