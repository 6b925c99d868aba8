import { GoldenFormatError, recording, scripted, type ActorId, type RandomSource, type ViewOutput } from '@turnkeeper/core';
import type { GoldenAdapter, GoldenComparison } from '@turnkeeper/core/golden';
import { defineGoldenAdapter, parseGolden } from '@turnkeeper/core/golden';
import { NORMAL_SPEED_INDEX, cthangband, cthangbandGenerator, type CthangbandMonsterSpec, type CthangbandTypes } from '../../src/index.js';
import { inferSummonRace, parseSummonNote, type RaceInput } from './summon-inference.js';
import { traceFile, type TraceFile, type TraceMonster, type TracePlayer } from './trace-file.js';
import { traceMonsterAction, tracePlayerAction } from './trace-vocabulary.js';

const SCHEMA = 'cthangband.trace.v1';

type Loop = ReturnType<typeof cthangband.create>;
type Json = Record<string, unknown>;
type View = ViewOutput<CthangbandTypes['kinds']>;
type MonsterView = Extract<View, { kind: 'monster' }>;
type PlayerView = Extract<View, { kind: 'player' }>;

interface RecordedCall {
  seq: number;
  tick: number;
  site: string;
  m: number;
  result: number;
}

interface TickBuilder {
  processWorld: boolean;
  acts: Json[];
  events: Json[];
  turns: Map<ActorId, Json>;
}

function baseRandom(rng: TraceFile['rng']): RandomSource {
  switch (rng.mode) {
    case 'none':
      return scripted([]);
    case 'script':
      return scripted(rng.values);
    default:
      // The game's own generator, seeded as Rand_state_init(seed) seeds it.
      return cthangbandGenerator.seeded(rng.seed);
  }
}

function raceSpec(race: RaceInput): Omit<CthangbandMonsterSpec, 'asleep' | 'born' | 'energy' | 'mspeed'> {
  return {
    kind: 'monster',
    speed: race.speed - NORMAL_SPEED_INDEX,
    numBlows: race.num_blows,
    unique: race.unique,
    forceMaxhp: race.force_maxhp,
    sleep: race.sleep,
    hitDice: [race.hdice, race.hside],
  };
}

function monsterView(loop: Loop, id: ActorId): MonsterView {
  const v = loop.inspect(id);
  if (v.kind !== 'monster') throw new Error(`${String(id)} is not a monster`);
  return v;
}

function playerView(loop: Loop, id: ActorId): PlayerView {
  const v = loop.inspect(id);
  if (v.kind !== 'player') throw new Error(`${String(id)} is not the player`);
  return v;
}

/**
 * Replays one `cthangband.trace.v1` file through the ruleset's public loop API and returns what
 * to compare: the initial actors as placed, every tick (energies, gains, who acts in what order,
 * each action's cost, refunds, spawns), every timing random call (bound, result, site, tick; the
 * site as the ruleset labels the draw, recorded by core's `recording()`), and the help-text
 * checks when the file has them.
 *
 * The scenario comes from the file's own initial conditions: the RNG mode, the actors (placed
 * by the ruleset with the game's rolls when the file's draws start at tick 0, else as given),
 * and the cyclic scripts. The game's own decisions the scripts do not hold are read as inputs:
 * which monster breeds when (`spawned`), the player's summons (`event` records) and what a
 * monster born during the trace does.
 */
export function replayTrace(data: unknown, file: string): GoldenComparison[] {
  return replayParsed(parseGolden(traceFile, data, file), file);
}

function replayParsed(f: TraceFile, file: string): GoldenComparison[] {
  const first = f.ticks[0];
  const startTurn = first ? first.turn - first.tick + 1 : 1;
  const lastTick = f.ticks.at(-1)?.tick ?? 0;
  const calls: RecordedCall[] = [];
  const holder: { loop?: Loop } = {};
  // Draws are labelled with the tick they happen in (0 = placement before tick 1).
  const tickNow = (): number => (holder.loop ? holder.loop.time - startTurn + 1 : 0);
  const random = recording(baseRandom(f.rng), {
    push(call) {
      // Bounds <= 1 draw nothing (Rand_div returns 0 without advancing); the traces list only real draws.
      if (call.n > 1) calls.push({ seq: calls.length, tick: tickNow(), site: call.site ?? '(unlabelled)', m: call.n, result: call.result });
    },
  });
  const live: Loop = cthangband.create({ random, options: { startTurn } });
  holder.loop = live;

  const expectedTick = (tick: number) => f.ticks.find((t) => t.tick === tick);
  const races = new Map<ActorId, RaceInput>();
  const playerScript = { steps: [] as TracePlayer['script'], next: 0 };
  const monsterScripts = new Map<ActorId, { steps: readonly string[]; next: number }>();
  const builders = new Map<number, TickBuilder>();
  const builder = (tick: number): TickBuilder => {
    let b = builders.get(tick);
    if (!b) {
      b = { processWorld: false, acts: [], events: [], turns: new Map() };
      builders.set(tick, b);
    }
    return b;
  };
  const records: Json[] = [];

  // Initial actors: the player, then monsters by index (m_pop hands out 1, 2, 3…).
  const placedByRng = f.rng_calls.some((c) => c.tick === 0);
  const player = f.actors_initial.find((a): a is TracePlayer => a.id === 'player');
  const monsters = f.actors_initial.filter((a): a is TraceMonster => a.id !== 'player').sort((a, b) => a.m_idx - b.m_idx);
  if (player) {
    live.add(player.id, {
      kind: 'player',
      speed: player.pspeed - NORMAL_SPEED_INDEX,
      numBlow: player.num_blow,
      numFire: player.num_fire,
      naturalAttacks: player.natural_attack_mutations,
      energy: player.energy,
    });
    playerScript.steps = player.script;
  }
  // m_pop() hands out 1, 2, 3…: a gap in the file's m_idx is a hole (a monster that died before
  // the trace), made by placing a stand-in there (as given: no draws) and removing it.
  const holes: string[] = [];
  let nextIndex = 1;
  for (const m of monsters) {
    for (; nextIndex < m.m_idx; nextIndex++) {
      const hole = `(hole ${nextIndex})`;
      live.add(hole, { kind: 'monster', speed: 0, energy: 0 });
      holes.push(hole);
    }
    nextIndex++;
    const spec = raceSpec(m.race);
    // Placed asleep with a sleep value: csleep is 2v + randint(10v), never 0 (a draw only for v > 0).
    if (placedByRng) live.add(m.id, { ...spec, asleep: m.race.sleep !== 0 && m.csleep !== 0, born: m.born });
    else live.add(m.id, { ...spec, mspeed: m.mspeed - NORMAL_SPEED_INDEX, energy: m.energy, born: m.born });
    races.set(m.id, m.race);
    monsterScripts.set(m.id, { steps: m.script, next: 0 });
  }
  for (const hole of holes) live.remove(hole);
  const initialFull = f.actors_initial.map((a): Json => {
    const v = live.inspect(a.id);
    if (v.kind === 'player') {
      return {
        id: a.id,
        pspeed: v.speed + NORMAL_SPEED_INDEX,
        speed: v.speed,
        move_cost: v.moveCost,
        num_blow: v.numBlow,
        num_fire: v.numFire,
        energy: v.energy,
        natural_attack_mutations: v.naturalAttacks,
      };
    }
    return {
      id: a.id,
      m_idx: v.index,
      r_speed: v.raceSpeed + NORMAL_SPEED_INDEX,
      mspeed: v.speed + NORMAL_SPEED_INDEX,
      speed: v.speed,
      move_cost: v.moveCost,
      num_blows: v.numBlows,
      attack_cost: v.attackCost,
      unique: v.unique,
      energy: v.energy,
      born: v.born,
      ...(placedByRng ? { csleep: v.csleep, maxhp: v.maxhp } : {}),
    };
  });
  // Compare every field the file records that the ruleset computes (names, scripts and races are inputs).
  const sharedKeys = f.actors_initial.map((a, i) => Object.keys(initialFull[i] ?? {}).filter((k) => k in a));
  const initialExpected = f.actors_initial.map((a, i) => pick(a, sharedKeys[i] ?? []));
  const initialActual = initialFull.map((a, i) => pick(a, sharedKeys[i] ?? []));

  /**
   * A monster the file stops listing was deleted (killed, or by compact_monsters(64)) before the
   * game reached it: remove it when the replay reaches the same point. `below` limits it to the
   * slots the current process_monsters() pass has still to reach.
   */
  const removeAbsent = (tick: number, below = Infinity): void => {
    const listed = expectedTick(tick)?.actors;
    if (!listed) return;
    for (const id of live.ids()) {
      const v = live.inspect(id);
      if (v.kind === 'monster' && v.index < below && !listed.some((a) => a.id === id)) live.remove(id);
    }
  };
  live.on('compactMonsters', ({ tick }) => {
    removeAbsent(tick);
  });

  live.on('afterPlayer', ({ tick }) => {
    removeAbsent(tick);
    for (const event of expectedTick(tick)?.actors.filter((a) => a.id === 'event') ?? []) {
      const note = String(event.note);
      const summon = parseSummonNote(note);
      if (!summon)
        throw new GoldenFormatError(
          file,
          `ticks[tick ${tick}].event.note`,
          `got ${JSON.stringify(note)}; a note naming the placed monster, its mspeed and energy`,
        );
      const race = inferSummonRace(f, file, summon, tick, calls.length);
      live.add(summon.id, { ...raceSpec(race), asleep: race.asleep });
      races.set(summon.id, race);
      const v = monsterView(live, summon.id);
      builder(tick).events.push({
        id: 'event',
        note: note.replace(summon.text, `placed monster ${summon.id} (mspeed ${v.speed + NORMAL_SPEED_INDEX}, energy ${v.energy})`),
      });
    }
  });
  live.on('processWorld', ({ tick }) => {
    builder(tick).processWorld = true;
  });
  live.on('turnEnd', ({ tick, turn }) => {
    if (tick > lastTick) return;
    const b = builder(tick);
    const actors: Json[] = [];
    for (const id of live.ids()) {
      const v = live.inspect(id);
      const l = v.ledger;
      if (l?.tick !== tick) continue;
      if (v.kind === 'player') {
        actors.push({ id, e0: l.e0, gain: l.gain, e1: l.e1, acts: b.acts, e2: v.energy, wait: v.wait }, ...b.events);
        continue;
      }
      const bornSkip = v.ledger?.bornSkip === true;
      const acted = b.turns.get(id);
      actors.push({
        id,
        e0: l.e0,
        gain: l.gain,
        e1: l.e1,
        ...(bornSkip ? { born_skip: true } : {}),
        acted: acted !== undefined,
        ...acted,
        e2: v.energy,
        wait: v.wait,
      });
    }
    if (!player) actors.unshift(...b.events);
    records.push({ tick, turn, process_world_runs: b.processWorld, actors });
    builders.delete(tick);
  });

  for (;;) {
    if (live.ids().length === 0) break;
    const turn = live.next();
    const tick = turn.time - startTurn + 1;
    if (tick > lastTick) break;
    const id = turn.actor;
    if (turn.kind === 'player') {
      const at = playerScript.next++ % playerScript.steps.length;
      const step = playerScript.steps[at] as TracePlayer['script'][number];
      const action = tracePlayerAction(step, file, `actors_initial[player].script[${at}]`);
      live.act(id, action);
      const last = playerView(live, id).last;
      if (!last) throw new Error(`the player has no last action after acting on tick ${tick}`);
      builder(tick).acts.push({
        action: step.action,
        energy_before: last.energyBefore,
        ...(step.skill !== undefined ? { skill: step.skill } : {}),
        ...(step.min !== undefined ? { min: step.min } : {}),
        ...(action.kind === 'melee' ? { natural_attacks: last.naturalAttacks } : {}),
        ...(action.kind === 'dimension_door' || action.kind === 'psychic_drain' ? { direct_debit: last.directDebit } : {}),
        energy_use: last.energyUse,
        energy_after: last.energyAfter,
      });
      continue;
    }
    const expected = expectedTick(tick)?.actors.find((a) => a.id === id);
    const script = monsterScripts.get(id);
    let outcome: string;
    let where: string;
    if (script) {
      const at = script.next++ % script.steps.length;
      outcome = script.steps[at] as string;
      where = `actors_initial[${String(id)}].script[${at}]`;
    } else {
      // A monster born during the trace: what it does is read from the file.
      outcome = typeof expected?.outcome === 'string' ? expected.outcome : 'move';
      where = `ticks[tick ${tick}].actors[${String(id)}].outcome`;
    }
    live.act(id, traceMonsterAction(outcome, file, where));
    const last = monsterView(live, id).last;
    if (!last) throw new Error(`monster ${String(id)} has no last turn after acting on tick ${tick}`);
    const record: Json = { charged_move: last.chargedMove, after_charge: last.afterCharge, outcome };
    if (last.refund !== null) Object.assign(record, { refund_move: last.refund, attack_cost: last.attackCost });
    // A breeder's kin: same race, placed awake (multiply_monster -> place_monster_aux), during process_monsters.
    if (typeof expected?.spawned === 'string') {
      const kin = expected.spawned;
      const race = races.get(id) as RaceInput;
      live.add(kin, { ...raceSpec(race), asleep: false });
      races.set(kin, race);
      const k = monsterView(live, kin);
      Object.assign(record, { spawned: kin, spawned_mspeed: k.speed + NORMAL_SPEED_INDEX, spawned_energy: k.energy });
    }
    builder(tick).turns.set(id, record);
    removeAbsent(tick, monsterView(live, id).index);
  }

  const checks: GoldenComparison[] = [
    { label: 'actors_initial', expected: initialExpected, actual: initialActual },
    { label: 'ticks', expected: f.ticks, actual: records },
    // Wrapped so that a file with no timing draws (the help-text trace) still checks that none were made.
    // A turn may draw nothing: an empty list of calls is what the game recorded, and is checked.
    { label: 'random calls', expected: f.rng_calls, actual: calls, allowEmpty: true },
  ];
  const playerRecords = records.map((r) => (r.actors as Json[]).find((a) => a.id === player?.id));
  if (f.help_text_expected_wait_ticks_1_to_10) {
    checks.push({
      label: 'help_text_expected_wait_ticks_1_to_10',
      expected: f.help_text_expected_wait_ticks_1_to_10,
      actual: playerRecords.slice(0, 10).map((p) => p?.wait),
    });
  }
  if (f.help_text_expected_acts_on_ticks) {
    const actsOn = records.filter((_, i) => ((playerRecords[i]?.acts as unknown[] | undefined)?.length ?? 0) > 0).map((r) => r.tick);
    checks.push({
      label: 'help_text_expected_acts_on_ticks',
      expected: f.help_text_expected_acts_on_ticks,
      actual: actsOn.slice(0, f.help_text_expected_acts_on_ticks.length),
    });
  }
  return checks;
}

function pick(o: object, keys: readonly string[]): Json {
  const src = o as Json;
  const out: Json = {};
  for (const k of keys) if (k in src) out[k] = src[k];
  return out;
}

/** The adapter for `cthangband.trace.v1` files: see {@link replayTrace}. */
export const traceAdapter: GoldenAdapter = defineGoldenAdapter(SCHEMA, traceFile, (f, path) => replayParsed(f, path));
