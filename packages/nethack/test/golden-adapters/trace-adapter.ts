import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { scripted, type ActorId, type RandomSource } from '@turnkeeper/core';
import { defineGoldenAdapter, type GoldenAdapter, type GoldenComparison } from '@turnkeeper/core/golden';
import { z } from 'zod';
import { ENCUMBRANCE_NAMES, HERO_SPEED_STATES, MONSTER_SPEED_STATES, nethack, type NethackPlayerAction, type NethackVersion } from '../../src/index.js';
import { versionsOfGoldenKey } from './version-keys.js';

const rngCall = z.looseObject({
  i: z.number().int().min(0),
  turn: z.number().int(),
  phase: z.string(),
  func: z.string(),
  actor: z.string(),
  n: z.number().int().min(2),
  raw: z.number().int().min(0),
  result: z.number().int().min(0),
});
const heroActor = z.looseObject({ id: z.string(), base: z.number().int(), initial_movement: z.number().int() });
const monsterActor = z.looseObject({
  id: z.string(),
  base: z.number().int(),
  mspeed: z.enum(MONSTER_SPEED_STATES),
  initial_movement: z.number().int(),
  list_position: z.number().int().min(0),
});
const traceFile = z.looseObject({
  schema: z.literal('nethack-speed/trace/1'),
  version: z.string(),
  scenario: z.looseObject({
    id: z.string(),
    hero: z.looseObject({
      base: z.number().int(),
      speed_state: z.enum(HERO_SPEED_STATES),
      encumbrance: z.number().int().min(0).max(5),
      encumbrance_name: z.string().optional(),
      riding: z.string().nullable(),
      steed_galloping: z.boolean().optional(),
      umoved_every_action: z.boolean().optional(),
      events: z.array(z.looseObject({ turn: z.number().int(), hero_action_in_turn: z.number().int().min(1), nomul: z.number().int().max(0) })),
    }),
    spawn_roll_modelled: z.boolean(),
    turns: z.number().int().min(1),
  }),
  actors: z.tuple([heroActor], monsterActor),
  turn_records: z.array(z.unknown()),
  totals: z.record(z.string(), z.number()),
  rng: z.looseObject({ consumed: z.number().int().min(0), calls: z.array(rngCall) }),
});
type TraceFile = z.output<typeof traceFile>;

/** A random call as the trace lists it; `raw` is null for a draw past the file's last value. */
interface RngCall {
  i: number;
  turn: number;
  phase: string;
  func: string;
  actor: string;
  n: number;
  raw: number | null;
  result: number;
}

interface MonsterRecord {
  carry: number;
  gain: number | null;
  start: number;
  actions: number;
  end: number;
}

interface TurnRecord {
  turn: number;
  multi_at_start: number;
  multi_at_end: number;
  hero: { carry: number; gain: number | null; start: number; actions: number; helpless_slots: number; end: number };
  monsters: Record<string, MonsterRecord>;
  sequence: string[];
  schedule: string[];
  events: string[];
}

/** The C function a draw's site label names: `'mcalcmove:rn2(12)'` → `'mcalcmove'`. */
function functionOf(site: string | undefined): string {
  return site === undefined ? '(unlabelled)' : (site.split(':')[0] as string);
}

/** The bound a site label's expression names: `'moveloop:rn2(3) != 0'` → 3. */
function boundOf(site: string | undefined): number | null {
  const m = site === undefined ? null : /:rn2\((\d+)\)/.exec(site);
  return m ? Number(m[1]) : null;
}

/**
 * Replays one trace through the ruleset's public loop API (create / add / next / act, hooks),
 * fed with the file's own raw values, and rebuilds what the file records: actors, every turn's
 * points, who acted in what order and in which movemon() pass, events, totals and every random
 * call. A call's `func` is the function its site label names.
 */
function runTrace(version: NethackVersion, file: TraceFile, script: readonly number[]): { recorded: Record<string, unknown>; sites: (string | undefined)[] } {
  const { scenario } = file;
  const [heroActor, ...monsters] = file.actors;
  const heroId = heroActor.id;
  // The trace lists every draw of its 50 turns; the boundary of turn 51 draws past its end (zeros).
  const source = scripted(script, { then: 'zeros' });
  const calls: RngCall[] = [];
  const sites: (string | undefined)[] = [];
  let pending: { i: number; n: number; raw: number | null; result: number; site: string | undefined }[] = [];
  const random: RandomSource = {
    below(n, site) {
      const i = source.consumed + source.pastEnd;
      const result = source.below(n);
      if (n > 1) pending.push({ i, n, raw: script[i] ?? null, result, site });
      return result;
    },
  };
  const attribute = (turn: number, phase: string, actor: string): void => {
    for (const p of pending) {
      calls.push({ i: p.i, turn, phase, func: functionOf(p.site), actor, n: p.n, raw: p.raw, result: p.result });
      if (turn >= 1 && turn <= scenario.turns) sites.push(p.site);
    }
    pending = [];
  };

  // The random-generation roll, when the trace models it, is the engine's own draw (spawnRoll option).
  const loop = nethack.create({ version, random, options: { spawnRoll: scenario.spawn_roll_modelled } });
  // The file lists monsters head first; makemon() links each new monster at the head, so add the
  // tail first.
  for (const m of [...monsters].sort((a, b) => b.list_position - a.list_position)) {
    loop.add(m.id, { kind: 'monster', base: m.base, mspeed: m.mspeed, movement: m.initial_movement });
  }
  // "the steed galloping (u.ugallop>0) for the whole trace" and "hero is running (context.mv)": two
  // variables. u.ugallop outlasts the trace; context.mv is set by each running command (and cleared
  // by nomul()).
  const galloping = scenario.hero.steed_galloping ?? false;
  loop.add(heroId, {
    kind: 'player',
    base: heroActor.base,
    speed: scenario.hero.speed_state,
    encumbrance: scenario.hero.encumbrance,
    riding: scenario.hero.riding,
    gallop: galloping && scenario.hero.riding !== null ? scenario.turns + 1 : 0,
    running: galloping,
    movement: heroActor.initial_movement,
  });

  const points = (id: ActorId): number => loop.inspect(id).movement;
  const multi = (): number => {
    const view = loop.inspect(heroId);
    return view.kind === 'player' ? view.multi : 0;
  };
  // The scenario's hero as the loop holds it, and the name the ruleset gives its encumbrance.
  const heroView = loop.inspect(heroId);
  const scenarioHero = {
    base: heroView.base,
    ...(scenario.hero.encumbrance_name === undefined ? {} : { encumbrance_name: ENCUMBRANCE_NAMES[scenario.hero.encumbrance] }),
  };
  const actors = loop.ids().map((id, position) => {
    const view = loop.inspect(id);
    return view.kind === 'player'
      ? { id, base: view.base, initial_movement: view.movement }
      : { id, base: view.base, mspeed: view.mspeed, initial_movement: view.movement, list_position: position - 1 };
  });

  const records: TurnRecord[] = [];
  let multiKnown = true;
  const open = (turn: number, carryOf: (id: string) => number): TurnRecord => {
    const rec: TurnRecord = {
      turn,
      multi_at_start: 0,
      multi_at_end: 0,
      hero: { carry: carryOf(heroId), gain: null, start: carryOf(heroId), actions: 0, helpless_slots: 0, end: 0 },
      monsters: {},
      sequence: [],
      schedule: [],
      events: [],
    };
    for (const m of monsters) rec.monsters[m.id] = { carry: carryOf(m.id), gain: null, start: carryOf(m.id), actions: 0, end: 0 };
    records.push(rec);
    return rec;
  };
  let rec = open(1, points);
  rec.multi_at_start = multi();
  const run = { stopped: false };
  const stopped = (): boolean => run.stopped; // set by the distress hook, inside next()
  // multi_at_start is read at the first thing that happens after a boundary's countdown.
  const settle = (): void => {
    if (!multiKnown) {
      rec.multi_at_start = multi();
      multiKnown = true;
    }
  };

  loop.on('distress', (p) => {
    settle();
    rec.multi_at_end = multi();
    rec.hero.end = points(heroId);
    for (const m of monsters) (rec.monsters[m.id] as MonsterRecord).end = points(m.id);
    if (p.turn > scenario.turns) {
      run.stopped = true;
      return;
    }
    rec = open(p.turn, points);
    multiKnown = false;
  });
  loop.on('monsterAllocation', (p) => {
    attribute(p.turn, 'monster_alloc', String(p.actor));
    if (run.stopped) return;
    const m = rec.monsters[String(p.actor)] as MonsterRecord;
    m.gain = p.gain;
    m.start = p.movement;
  });
  loop.on('spawnRoll', (p) => {
    // The engine drew the roll (when modelled) just before this hook.
    attribute(p.turn, p.roll === null ? 'unattributed' : 'spawn_roll', '-');
  });
  loop.on('makemon', () => {
    // The engine's roll was 0: the game calls makemon(), which the traces do not simulate; the
    // event goes in the record of the turn whose allocation made the roll (the one open now).
    if (!run.stopped) rec.events.push('spawn roll was 0 (makemon not simulated)');
  });
  loop.on('heroAllocation', (p) => {
    attribute(p.turn, 'hero_moveamt', p.steed === null ? String(p.actor) : String(p.steed));
    if (run.stopped) return;
    rec.hero.gain = p.gain;
    rec.hero.start = p.movement;
  });
  loop.on('unmul', () => {
    if (!run.stopped) rec.events.push('unmul (multi reached 0 at turn boundary)');
  });
  loop.on('passEnd', (p) => {
    settle();
    if (!run.stopped) rec.schedule.push(`P[${p.acted.map(String).join(',')}]`);
  });

  // Every hero action moves (u.umoved) in the riding scenario, none elsewhere; a running hero's
  // every command is a run (context.mv). A helpless slot runs no command.
  const plain: NethackPlayerAction = { kind: scenario.hero.umoved_every_action === true ? 'move' : 'act', ...(galloping ? { run: true } : {}) };
  const burned: NethackPlayerAction = { kind: 'act' };
  let heroActionInTurn = 0;
  let lastTurn = 1;
  for (let steps = 0; !stopped(); steps++) {
    if (steps > 1_000_000) throw new Error(`${scenario.id}: the loop never reached turn ${scenario.turns + 1}`);
    const { actor } = loop.next();
    if (stopped()) break;
    settle();
    if (rec.turn !== lastTurn) {
      lastTurn = rec.turn;
      heroActionInTurn = 0;
    }
    if (actor === heroId) {
      const view = loop.inspect(heroId);
      if (view.kind === 'player' && view.helpless) {
        rec.hero.helpless_slots++;
        rec.sequence.push('h');
        rec.schedule.push('h');
        loop.act(actor, burned);
        continue;
      }
      heroActionInTurn++;
      rec.hero.actions++;
      rec.sequence.push('H');
      rec.schedule.push('H');
      const event = scenario.hero.events.find((e) => e.turn === rec.turn && e.hero_action_in_turn === heroActionInTurn);
      if (event) rec.events.push(`hero action ${heroActionInTurn} called nomul(${event.nomul})`);
      // nomul(-N) makes the hero helpless; nomul(0) only stops the command.
      loop.act(actor, event ? { ...plain, ...(event.nomul < 0 ? { helpless: -event.nomul } : { stop: true }) } : plain);
    } else {
      (rec.monsters[String(actor)] as MonsterRecord).actions++;
      rec.sequence.push(String(actor));
      loop.act(actor, { kind: 'move' });
    }
  }
  attribute(-1, 'unattributed', '?');

  const totals: Record<string, number> = {
    hero_actions: records.reduce((a, r) => a + r.hero.actions, 0),
    hero_helpless_slots: records.reduce((a, r) => a + r.hero.helpless_slots, 0),
  };
  for (const m of monsters) totals[m.id] = records.reduce((a, r) => a + (r.monsters[m.id] as MonsterRecord).actions, 0);
  const inTrace = calls.filter((c) => c.turn >= 1 && c.turn <= scenario.turns);
  const stray = calls.filter((c) => c.turn === -1 || c.phase === 'unattributed');
  return {
    recorded: { scenario_hero: scenarioHero, actors, turn_records: records, totals, rng: { consumed: inTrace.length, calls: [...inTrace, ...stray] } },
    sites,
  };
}

/** The nearest `rng_script.json` up the tree from a trace, when there is one. */
function nearbyScript(goldenDir: string, relativePath: string): number[] | undefined {
  let dir = dirname(join(goldenDir, relativePath));
  for (;;) {
    const candidate = join(dir, 'rng_script.json');
    if (existsSync(candidate)) {
      const data = JSON.parse(readFileSync(candidate, 'utf8')) as { values?: unknown };
      return Array.isArray(data.values) ? (data.values as number[]) : undefined;
    }
    const up = dirname(dir);
    if (up === dir || !up.startsWith(goldenDir)) return undefined;
    dir = up;
  }
}

/**
 * `traces/<version>/<scenario>.json`: a 50-turn trace replayed bit for bit under each covered
 * version, fed with its own raw values (`rng.calls[].raw`), so that each trace is self-contained.
 * When an `rng_script.json` sits up the tree, the raw values must also be its first values, in
 * order. Every call's `n`, `result` and `func` (the function of its site label) is compared, and
 * the bound each site label names must be the call's `n`.
 */
export function traceAdapter(goldenDir: string): GoldenAdapter {
  return defineGoldenAdapter('nethack-speed/trace/1', traceFile, (file, relativePath) => {
    const script = file.rng.calls.map((c) => c.raw);
    const { base, encumbrance_name } = file.scenario.hero;
    const expected = {
      // The scenario's hero base (the base the loop gives the hero) and its encumbrance's name
      // (`ENCUMBRANCE_NAMES`, the names the game shows).
      scenario_hero: { base, ...(encumbrance_name === undefined ? {} : { encumbrance_name }) },
      // `label` is a description for people, not a recorded quantity.
      actors: file.actors.map((a) => Object.fromEntries(Object.entries(a).filter(([k]) => k !== 'label'))),
      turn_records: file.turn_records,
      totals: file.totals,
      rng: { consumed: file.rng.consumed, calls: file.rng.calls },
    };
    const comparisons: GoldenComparison[] = [];
    const shared = nearbyScript(goldenDir, relativePath);
    if (shared) comparisons.push({ label: 'raw values = rng_script.json', expected: { raw: shared.slice(0, script.length) }, actual: { raw: script } });
    for (const version of versionsOfGoldenKey(file.version)) {
      const { recorded, sites } = runTrace(version, file, script);
      for (const key of Object.keys(expected) as (keyof typeof expected)[]) {
        comparisons.push({ label: `[${version}] ${key}`, expected: expected[key], actual: recorded[key] });
      }
      comparisons.push({
        label: `[${version}] bounds named by the site labels`,
        expected: { n: file.rng.calls.map((c) => c.n) },
        actual: { n: sites.map(boundOf) },
      });
    }
    return comparisons;
  });
}
