import { recording, scripted, type ActorId, type RandomCall, type RandomSource } from '@turnkeeper/core';
import type { GoldenAdapter, GoldenComparison } from '@turnkeeper/core/conformance';
import type { DcssAction } from '../actions.js';
import { pcg32 } from '../random/pcg32.js';
import { dcss } from '../ruleset.js';
import { DCSS_VERSIONS } from '../versions.js';
import type { DcssActorInput } from '../schema.js';
import { JsonReader, schemaOf } from './golden-json.js';

/**
 * Schema id of the DCSS golden traces (spec §12.6).
 *
 * @example
 * ```ts
 * import { TRACE_SCHEMA } from '@turnkeeper/dcss';
 * TRACE_SCHEMA; // 'dcss.trace/1'
 * ```
 */
export const TRACE_SCHEMA = 'dcss.trace/1';

/** Short blades (item-prop.cc): their min delay is at most 5. Used to read a trace's weapon name. */
const SHORT_BLADES = new Set(['dagger', 'quick blade', 'short sword', 'rapier']);

interface MonsterDef {
  readonly index: number;
  readonly name: string;
  readonly pattern: string;
  readonly pursuer: boolean;
  readonly reach: boolean;
  readonly spec: DcssActorInput;
}

interface CallRecord {
  i: number;
  n: number;
  raw: number;
  value: number;
  owner: string;
}

const brands = ['none', 'speed', 'heavy'] as const;

function brandOrNull(r: JsonReader, key: string): 'none' | 'speed' | 'heavy' | null {
  const v = r.nullableString(key);
  if (v === null) return null;
  return r.oneOf(key, brands);
}

function readMonster(m: JsonReader): MonsterDef {
  const usage = m.at('energy_usage');
  return {
    index: m.number('index'),
    name: m.string('name'),
    pattern: m.string('pattern'),
    pursuer: m.boolean('pursuer'),
    reach: m.boolean('reach_after_move'),
    spec: {
      kind: 'monster',
      speed: m.number('base_speed'),
      hasted: m.boolean('hasted'),
      slowed: m.boolean('slowed'),
      berserk: m.boolean('berserk'),
      energy: m.number('start_energy'),
      justSummoned: m.boolean('just_summoned'),
      energyUsage: {
        move: usage.number('move'),
        swim: usage.number('swim'),
        attack: usage.number('attack'),
        missile: usage.number('missile'),
        spell: usage.number('spell'),
      },
      weapon: brandOrNull(m, 'weapon'),
      launcher: brandOrNull(m, 'launcher'),
    },
  };
}

function readPlayer(p: JsonReader): DcssActorInput {
  const melee = p.at('melee');
  const skill10 = melee.number('skill10');
  const weapon = melee.string('weapon');
  return {
    kind: 'player',
    hasted: p.boolean('hasted'),
    slowed: p.boolean('slowed'),
    berserk: p.boolean('berserk'),
    movementSpeed: p.number('movement_speed'),
    attack: melee.boolean('unarmed')
      ? { type: 'unarmed', skill10 }
      : {
          type: 'weapon',
          baseDelay: melee.number('base_delay'),
          shortBlade: SHORT_BLADES.has(weapon),
          brand: melee.oneOf('brand', brands),
          skill10,
        },
  };
}

/** The monster index a call's `site` names, or `player` for the player's own calls. */
function ownerOfSite(site: string, monsters: readonly MonsterDef[]): string {
  let best: MonsterDef | undefined;
  for (const m of monsters) {
    if (site.includes(`(${m.name})`) && (!best || m.name.length > best.name.length)) best = m;
  }
  return best ? `monster ${best.index}` : 'player';
}

function readCalls(list: JsonReader[], monsters: readonly MonsterDef[]): CallRecord[] {
  return list.map((c) => ({
    i: c.number('i'),
    n: c.number('n'),
    raw: c.number('raw'),
    value: c.number('value'),
    owner: ownerOfSite(c.string('site'), monsters),
  }));
}

function monsterAction(letter: string, def: MonsterDef): DcssAction {
  switch (letter) {
    case 'M':
      return { kind: 'move', reach: def.reach };
    case 'A':
      return { kind: 'melee' };
    case 'F':
      return { kind: 'missile' };
    case 'S':
      return { kind: 'spell' };
    case 'W':
      return { kind: 'wait' };
    case 'I':
      return { kind: 'item' };
    default:
      throw new Error(`monster ${def.index} pattern "${def.pattern}": unknown action letter "${letter}" (M, A, F, S, W, I)`);
  }
}

/**
 * The file's script (DESIGN.md's scripted contract), then zeros: after its last turn a trace's loop
 * still opens the next player turn, whose `_prep_input` roll the file does not contain. Draws past
 * the script before the last turn ends still fail the replay: their raw value is absent (NaN) and
 * `rng.consumed` counts the draws made through the last turn.
 */
function scriptThenZeros(script: readonly number[]): RandomSource {
  const source = scripted(script);
  return {
    below(n: number): number {
      if (n > 1 && source.remaining === 0) return 0;
      return source.below(n);
    },
  };
}

interface MonsterTurn {
  index: number;
  energy_start: number;
  gain: number;
  energy_after_gain: number;
  actions: { a: string; before: number; after: number; note?: string }[];
  energy_end: number;
}

/**
 * Replays one `dcss.trace/1` file through the public loop API (create / add / next / act, hooks)
 * from the file's own initial conditions, and returns the comparisons of what it recorded with
 * what the file recorded, in the file's own shape: setup speeds and draws, then per turn the
 * player's action, its time and the clock, every draw (global index, bound, raw value, result and
 * whose draw it was — the owner named in the file's call-stack `site`), who acted in what order,
 * and every monster's energy before and after its gain and around each action (with pursuit notes).
 *
 * @example
 * ```ts
 * import { replayTrace } from '@turnkeeper/dcss';
 * const comparisons = replayTrace(JSON.parse(readFileSync('trace_t1.json', 'utf8')));
 * ```
 */
export function replayTrace(data: unknown): GoldenComparison[] {
  const file = new JsonReader(data, 'trace');
  const monsters = file.array('monsters').map(readMonster);
  const rng = file.at('rng');
  const kind = rng.oneOf('kind', ['scripted', 'pcg32'] as const);
  const script = kind === 'scripted' ? rng.numbers('script') : [];
  const base: RandomSource = kind === 'scripted' ? scriptThenZeros(script) : pcg32(rng.string('init_state'), rng.string('sequence'));

  // Every real draw goes to the current bucket, tagged with the actor it belongs to. Gain draws
  // come before the monsterEnergy hook that names their monster, so they wait in pendingGain.
  let bucket: CallRecord[] = [];
  let owner = 'player';
  let pendingGain: CallRecord[] = [];
  let drawn = 0;
  const random = recording(base, {
    push(c: RandomCall) {
      if (c.n <= 1) return; // random2(n ≤ 1) draws nothing; the files record real draws only
      const rec: CallRecord = { i: drawn, n: c.n, raw: kind === 'scripted' ? (script[drawn] ?? NaN) : c.result, value: c.result, owner };
      drawn++;
      bucket.push(rec);
      if (owner === 'gain') pendingGain.push(rec);
    },
  });

  // The traces are of trunk; a trace that names another version is replayed under it.
  const version = file.has('version') ? file.oneOf('version', DCSS_VERSIONS) : 'trunk';
  const loop = dcss.create({ random, version });
  const idOf = (m: MonsterDef): string => `m${m.index}`;
  const byId = new Map<ActorId, MonsterDef>(monsters.map((m) => [idOf(m), m]));
  const ownerOf = (id: ActorId): string => `monster ${String(byId.get(id)?.index)}`;

  const setupCalls: CallRecord[] = [];
  bucket = setupCalls;
  for (const m of [...monsters].sort((a, b) => a.index - b.index)) {
    owner = `monster ${m.index}`;
    loop.add(idOf(m), m.spec); // calc_speed, in index order
  }
  loop.add('player', readPlayer(file.at('player')));
  const energyOf = (id: ActorId): number => (loop.inspect(id) as { energy: number }).energy;
  const setup = {
    effective_speeds: monsters.map((m) => (loop.inspect(idOf(m)) as { speed: number }).speed),
    rng_calls: setupCalls,
  };

  let records = new Map<ActorId, MonsterTurn>();
  let notes = '';
  let timeTaken = NaN;
  let playerCalls: CallRecord[] = [];
  let monsterCalls: CallRecord[] = [];
  const startPlayerTurn = (): void => {
    playerCalls = [];
    bucket = playerCalls;
    owner = 'player';
  };
  loop.on('turnEnd', startPlayerTurn);
  loop.on('worldReacts', (p) => {
    timeTaken = p.timeTaken;
    monsterCalls = [];
    bucket = monsterCalls;
    owner = 'gain';
    pendingGain = [];
  });
  loop.on('monsterEnergy', (p) => {
    for (const c of pendingGain) c.owner = ownerOf(p.actor);
    pendingGain = [];
    const r = records.get(p.actor);
    if (r) {
      r.gain = p.gain;
      r.energy_after_gain = p.energy;
    }
  });
  loop.on('monsterAction', (p) => {
    owner = ownerOf(p.actor);
  });
  loop.on('opportunityAttack', () => {
    notes += 'opportunity_attack;';
  });
  loop.on('pursuitEnergy', (p) => {
    notes += `pursuit_energy${p.delta >= 0 ? '+' : ''}${p.delta};`;
  });

  startPlayerTurn();
  let turn = loop.next(); // the first turn's _prep_input roll
  let drawnThroughLastTurn = drawn;
  const patternPos = new Map<ActorId, number>();
  const expectedTurns: unknown[] = [];
  const actualTurns: unknown[] = [];
  for (const t of file.array('turns')) {
    if (turn.actor !== 'player') throw new Error(`${t.path}: the loop should be at the player's turn, not ${String(turn.actor)}'s`);
    records = new Map(
      monsters.map((m) => {
        const e = energyOf(idOf(m));
        return [idOf(m), { index: m.index, energy_start: e, gain: 0, energy_after_gain: e, actions: [], energy_end: e }];
      }),
    );
    const playerAction = t.oneOf('player_action', ['wait', 'move', 'melee', 'fixed'] as const);
    const movedAway = t.has('moved_away') && t.boolean('moved_away');
    const action: DcssAction =
      playerAction === 'fixed'
        ? { kind: 'fixed', aut: t.number('fixed_aut') }
        : playerAction === 'move'
          ? { kind: 'move', pursuers: movedAway ? monsters.filter((m) => m.pursuer).map(idOf) : [] }
          : { kind: playerAction };
    const thisTurnPlayerCalls = playerCalls;
    loop.act('player', action);
    const thisTurnMonsterCalls = monsterCalls;
    const order: number[] = [];
    for (turn = loop.next(); turn.actor !== 'player'; turn = loop.next()) {
      const def = byId.get(turn.actor) as MonsterDef;
      const pos = patternPos.get(turn.actor) ?? 0;
      patternPos.set(turn.actor, pos + 1);
      const letter = def.pattern[pos % def.pattern.length] ?? '?';
      const before = energyOf(turn.actor);
      notes = '';
      loop.act(turn.actor, monsterAction(letter, def));
      order.push(def.index);
      const act: MonsterTurn['actions'][number] = { a: letter, before, after: energyOf(turn.actor) };
      if (notes) act.note = notes;
      records.get(turn.actor)?.actions.push(act);
    }
    drawnThroughLastTurn = drawn - playerCalls.length; // the next turn's prep roll is not this turn's
    for (const [id, r] of records) r.energy_end = energyOf(id);

    const actual: Record<string, unknown> = { turn: t.number('turn'), player_action: playerAction };
    if (t.has('fixed_aut')) actual.fixed_aut = t.number('fixed_aut');
    if (t.has('moved_away')) actual.moved_away = movedAway;
    Object.assign(actual, {
      time_taken: timeTaken,
      elapsed_time: loop.time,
      player_rng_calls: thisTurnPlayerCalls,
      monster_rng_calls: thisTurnMonsterCalls,
      action_order: order,
      monsters: [...records.values()],
    });
    actualTurns.push(actual);
    expectedTurns.push({
      ...(t.value as Record<string, unknown>),
      player_rng_calls: readCalls(t.array('player_rng_calls'), monsters),
      monster_rng_calls: readCalls(t.array('monster_rng_calls'), monsters),
    });
  }

  const fileSetup = file.at('setup');
  const comparisons: GoldenComparison[] = [
    {
      label: 'setup',
      expected: { effective_speeds: fileSetup.numbers('effective_speeds'), rng_calls: readCalls(fileSetup.array('rng_calls'), monsters) },
      actual: setup,
    },
    { label: 'turns', expected: expectedTurns, actual: actualTurns },
  ];
  if (kind === 'scripted') comparisons.push({ label: 'rng.consumed', expected: rng.number('consumed'), actual: drawnThroughLastTurn });
  return comparisons;
}

/**
 * The golden adapter for `dcss.trace/1` files (spec §12.6).
 *
 * @example
 * ```ts
 * import { describeGoldenReplay } from '@turnkeeper/core/conformance';
 * import { traceAdapter } from '@turnkeeper/dcss';
 * describeGoldenReplay('test/golden', [traceAdapter]);
 * ```
 */
export const traceAdapter: GoldenAdapter = {
  name: TRACE_SCHEMA,
  matches: (data) => schemaOf(data) === TRACE_SCHEMA,
  replay: (data) => replayTrace(data),
};
