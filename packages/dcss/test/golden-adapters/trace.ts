import { recording, scripted, type ActorId, type RandomCall, type RandomSource } from '@turnkeeper/core';
import { cases, defineGoldenAdapter, type GoldenComparison } from '@turnkeeper/core/conformance';
import { z } from 'zod';
import { dcss, DCSS_DRAW_SITES, DCSS_VERSIONS, Pcg32, type DcssMonsterAction, type DcssPlayerAction } from '@turnkeeper/dcss';
import { count, header, integer } from './common.js';

const SCHEMA = 'dcss.trace/1';

/** Short blades (item-prop.cc): their min delay is at most 5. Used to read a trace's weapon name. */
const SHORT_BLADES = new Set(['dagger', 'quick blade', 'short sword', 'rapier']);
/** Crossbows (item-prop.cc `is_crossbow`): their min delay is at least 10, also when used in melee. */
const CROSSBOWS = new Set(['hand cannon', 'arbalest', 'triple crossbow']);
/** The unrandart whose attack delay is its base delay (player-act.cc `attack_delay_with`). */
const WOODCUTTERS_AXE = /woodcutter'?s axe/i;

const brand = z.enum(['none', 'speed', 'heavy']);
const rngCall = z.strictObject({ i: count, n: count, raw: count, value: count, site: z.string() });
const monster = z.strictObject({
  index: count,
  name: z.string().min(1),
  base_speed: count,
  hasted: z.boolean(),
  slowed: z.boolean(),
  berserk: z.boolean(),
  energy_usage: z.strictObject({ move: count, swim: count, attack: count, missile: count, spell: count }),
  start_energy: integer,
  just_summoned: z.boolean(),
  weapon: brand.nullable(),
  launcher: brand.nullable(),
  pattern: z.string().regex(/^[MAFSWI]+$/, 'a cyclic action script of M, A, F, S, W and I'),
  pursuer: z.boolean(),
  reach_after_move: z.boolean(),
});
const turn = z.strictObject({
  turn: count,
  player_action: z.enum(['wait', 'move', 'melee', 'fixed']),
  fixed_aut: count.optional(),
  moved_away: z.boolean().optional(),
  time_taken: count,
  elapsed_time: count,
  player_rng_calls: z.array(rngCall),
  monster_rng_calls: z.array(rngCall),
  action_order: z.array(count),
  monsters: z.array(
    z.strictObject({
      index: count,
      energy_start: integer,
      gain: count,
      energy_after_gain: integer,
      actions: z.array(z.strictObject({ a: z.string(), before: integer, after: integer, note: z.string().optional() })),
      energy_end: integer,
    }),
  ),
});
const file = z.object({
  ...header(SCHEMA),
  id: z.string(),
  version: z.enum(DCSS_VERSIONS).optional(),
  player: z.strictObject({
    hasted: z.boolean(),
    slowed: z.boolean(),
    berserk: z.boolean(),
    movement_speed: integer, // player_movement_speed is an int (raised to 6 by the game)
    melee: z.strictObject({ unarmed: z.boolean(), weapon: z.string(), base_delay: count, brand, skill10: count }),
  }),
  monsters: cases(monster),
  setup: z.strictObject({ effective_speeds: z.array(count), rng_calls: z.array(rngCall) }),
  turns: cases(turn),
  rng: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('scripted'), rule: z.string(), consumed: count, script: z.array(count) }),
    z.strictObject({ kind: z.literal('pcg32'), init_state: z.string().regex(/^\d+$/), sequence: z.string().regex(/^\d+$/), rule: z.string() }),
  ]),
  rng_consumed_calls: count.optional(),
});

type Monster = z.output<typeof monster>;
type Player = z.output<typeof file>['player'];
type Call = z.output<typeof rngCall>;

/** A draw as both sides are compared: index, bound, raw value, result, whose draw, and its site label. */
interface CallRecord {
  i: number;
  n: number;
  raw: number;
  value: number;
  owner: string;
  site: string;
}

/** The segments of a golden call stack (`world_reacts > handle_monsters > …`); names never contain ` > `. */
function functionOf(segment: string): string {
  return (/^[A-Za-z_][\w]*/.exec(segment.trim())?.[0] ?? segment).trim();
}

/**
 * The monster a golden call names in parentheses (the longest name found), for its owner and
 * status; `undefined` for the player's own calls.
 */
function monsterOfSite(site: string, monsters: readonly Monster[]): Monster | undefined {
  let best: Monster | undefined;
  for (const m of monsters) if (site.includes(`(${m.name})`) && (!best || m.name.length > best.name.length)) best = m;
  return best;
}

/**
 * The label the ruleset gives the draw a golden call stack describes. The golden files record
 * call stacks of the harness (`… > monster_add_energy(name) > div_rand_round(75,10)`); the ruleset
 * labels each draw with the crawl function that makes it and the expression it draws for
 * (`DCSS_DRAW_SITES`). The function that makes the draw is the call's innermost named function (the
 * caller of `div_rand_round`); which `div_rand_round` of `calc_speed` or `player_speed` it is
 * follows from the divisor (2: ×3/2, 3: ×2/3) and, for ×2/3 and ×3/2 applied the same way to
 * berserk and haste, from the actor's status in the file. A call stack of no known shape maps to
 * a label no draw has, so the replay reports it.
 */
function expectedSite(site: string, owner: Monster | undefined, player: Player): string {
  const segments = site.split(' > ');
  const last = segments[segments.length - 1] ?? '';
  const rounding = /^div_rand_round\((-?\d+),(\d+)\)$/.exec(last.trim());
  if (rounding) {
    const den = Number(rounding[2]);
    switch (functionOf(segments[segments.length - 2] ?? '')) {
      case 'monster_add_energy':
        return DCSS_DRAW_SITES.monsterGain;
      case 'calc_speed':
        if (den === 3) return DCSS_DRAW_SITES.calcSpeedSlow;
        return owner?.berserk ? DCSS_DRAW_SITES.calcSpeedBerserk : DCSS_DRAW_SITES.calcSpeedHaste;
      case 'player_speed':
        if (den === 2) return DCSS_DRAW_SITES.playerSpeedSlow;
        return player.berserk ? DCSS_DRAW_SITES.playerSpeedBerserk : DCSS_DRAW_SITES.playerSpeedHaste;
      case 'player_move_time':
        return DCSS_DRAW_SITES.moveTime;
      case 'weapon_adjust_delay':
        return den === 3 ? DCSS_DRAW_SITES.weaponDelaySpeed : DCSS_DRAW_SITES.weaponDelayHeavy;
      case 'mons_fight':
        return DCSS_DRAW_SITES.meleeCost;
      case 'mons_throw':
        return DCSS_DRAW_SITES.missileCost;
    }
  } else {
    switch (functionOf(last)) {
      case 'player_melee':
        return DCSS_DRAW_SITES.meleeRoll;
      case 'opportunity_attack_check':
        return DCSS_DRAW_SITES.opportunityChance;
      case 'opportunity_attack_refund':
        return DCSS_DRAW_SITES.opportunityRefund;
      case 'randomize_energy':
        return DCSS_DRAW_SITES.pursuitEnergy;
    }
  }
  return `(a golden call stack of no known shape: ${site})`;
}

function readCalls(list: readonly Call[], monsters: readonly Monster[], player: Player): CallRecord[] {
  return list.map((c) => {
    const owner = monsterOfSite(c.site, monsters);
    return { i: c.i, n: c.n, raw: c.raw, value: c.value, owner: owner ? `monster ${owner.index}` : 'player', site: expectedSite(c.site, owner, player) };
  });
}

function monsterAction(letter: string, def: Monster): DcssMonsterAction {
  switch (letter) {
    case 'M':
      return { kind: 'move', reach: def.reach_after_move };
    case 'A':
      return { kind: 'melee' };
    case 'F':
      return { kind: 'missile' };
    case 'S':
      return { kind: 'spell' };
    case 'W':
      return { kind: 'wait' };
    default:
      return { kind: 'item' };
  }
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
 * from the file's own initial conditions, and compares what it recorded with what the file
 * recorded, in the file's own shape: setup speeds and draws, then per turn the player's action,
 * its time and the clock, every draw (global index, bound, raw value, result, whose draw it was —
 * the owner the file's call stack names — and its site label), who acted in what order, and
 * every monster's energy before and after its gain and around each action (with pursuit notes);
 * and how many draws the whole trace made.
 */
function replayTrace(f: z.output<typeof file>, path: string): GoldenComparison[] {
  const { monsters, player } = f;
  // The file's script (core's scripted contract: value mod n, nothing consumed for n <= 1), then zeros: after its last turn a trace's
  // loop still opens the next player turn, whose _prep_input roll the file does not contain.
  // Draws past the script before the last turn ends still fail the replay: their raw value is
  // absent (NaN), and the draws counted through the last turn are compared.
  const script = f.rng.kind === 'scripted' ? f.rng.script : [];
  const base: RandomSource = f.rng.kind === 'scripted' ? scripted(script, { then: 'zeros' }) : new Pcg32(f.rng.init_state, f.rng.sequence);

  // Every real draw goes to the current bucket, tagged with the actor it belongs to. Gain draws
  // come before the monsterEnergy hook that names their monster, so they wait in pendingGain.
  let bucket: CallRecord[] = [];
  let owner = 'player';
  let pendingGain: CallRecord[] = [];
  let drawn = 0;
  const random = recording(base, {
    push(c: RandomCall) {
      if (c.n <= 1) return; // random2(n ≤ 1) draws nothing; the files record real draws only
      const rec: CallRecord = {
        i: drawn,
        n: c.n,
        raw: f.rng.kind === 'scripted' ? (script[drawn] ?? NaN) : c.result,
        value: c.result,
        owner,
        site: c.site ?? '(unlabelled draw)',
      };
      drawn++;
      bucket.push(rec);
      if (owner === 'gain') pendingGain.push(rec);
    },
  });

  // The traces are of trunk; a trace that names another version is replayed under it.
  const loop = dcss.create({ random, version: f.version ?? 'trunk' });
  const idOf = (m: Monster): string => `m${String(m.index)}`;
  const byId = new Map<ActorId, Monster>(monsters.map((m) => [idOf(m), m]));
  const ownerOf = (id: ActorId): string => `monster ${String(byId.get(id)?.index)}`;

  const setupCalls: CallRecord[] = [];
  bucket = setupCalls;
  for (const m of [...monsters].sort((a, b) => a.index - b.index)) {
    owner = `monster ${String(m.index)}`;
    // calc_speed, in index order
    loop.add(idOf(m), {
      kind: 'monster',
      speed: m.base_speed,
      hasted: m.hasted,
      slowed: m.slowed,
      berserk: m.berserk,
      energy: m.start_energy,
      justSummoned: m.just_summoned,
      energyUsage: m.energy_usage,
      weapon: m.weapon,
      launcher: m.launcher,
    });
  }
  const melee = player.melee;
  loop.add('player', {
    kind: 'player',
    hasted: player.hasted,
    slowed: player.slowed,
    berserk: player.berserk,
    movementSpeed: player.movement_speed,
    attack: melee.unarmed
      ? { type: 'unarmed', skill10: melee.skill10 }
      : {
          type: 'weapon',
          baseDelay: melee.base_delay,
          shortBlade: SHORT_BLADES.has(melee.weapon),
          crossbow: CROSSBOWS.has(melee.weapon),
          woodcuttersAxe: WOODCUTTERS_AXE.test(melee.weapon),
          brand: melee.brand,
          skill10: melee.skill10,
        },
  });
  const monsterView = (id: ActorId): { energy: number; speed: number } => {
    const view = loop.inspect(id);
    if (view.kind !== 'monster') throw new Error(`${path}: ${String(id)} should be a monster`);
    return view;
  };
  const setup = { effective_speeds: monsters.map((m) => monsterView(idOf(m)).speed), rng_calls: setupCalls };

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
    notes += `pursuit_energy${p.delta >= 0 ? '+' : ''}${String(p.delta)};`;
  });

  startPlayerTurn();
  let next = loop.next(); // the first turn's _prep_input roll
  let drawnThroughLastTurn = drawn;
  const patternPos = new Map<ActorId, number>();
  const expectedTurns: unknown[] = [];
  const actualTurns: unknown[] = [];
  for (const [t, recorded] of f.turns.entries()) {
    if (next.actor !== 'player') throw new Error(`${path}: turns[${String(t)}]: the loop should be at the player's turn, not ${String(next.actor)}'s`);
    records = new Map(
      monsters.map((m) => {
        const e = monsterView(idOf(m)).energy;
        return [idOf(m), { index: m.index, energy_start: e, gain: 0, energy_after_gain: e, actions: [], energy_end: e }];
      }),
    );
    const movedAway = recorded.moved_away ?? false;
    const action: DcssPlayerAction =
      recorded.player_action === 'fixed'
        ? { kind: 'fixed', aut: recorded.fixed_aut ?? NaN }
        : recorded.player_action === 'move'
          ? { kind: 'move', pursuers: movedAway ? monsters.filter((m) => m.pursuer).map(idOf) : [] }
          : { kind: recorded.player_action };
    const thisTurnPlayerCalls = playerCalls;
    loop.act('player', action);
    const thisTurnMonsterCalls = monsterCalls;
    const order: number[] = [];
    for (next = loop.next(); next.actor !== 'player'; next = loop.next()) {
      const def = byId.get(next.actor) as Monster;
      const pos = patternPos.get(next.actor) ?? 0;
      patternPos.set(next.actor, pos + 1);
      const letter = def.pattern[pos % def.pattern.length] ?? 'M';
      const before = monsterView(next.actor).energy;
      notes = '';
      loop.act(next.actor, monsterAction(letter, def));
      order.push(def.index);
      const act: MonsterTurn['actions'][number] = { a: letter, before, after: monsterView(next.actor).energy };
      if (notes) act.note = notes;
      records.get(next.actor)?.actions.push(act);
    }
    drawnThroughLastTurn = drawn - playerCalls.length; // the next turn's prep roll is not this turn's
    for (const [id, r] of records) r.energy_end = monsterView(id).energy;

    // The file numbers the player's turns from 1, in order: the t-th turn replayed is turn t + 1.
    const actual: Record<string, unknown> = { turn: t + 1, player_action: recorded.player_action };
    if (recorded.fixed_aut !== undefined) actual.fixed_aut = recorded.fixed_aut;
    if (recorded.moved_away !== undefined) actual.moved_away = movedAway;
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
      ...recorded,
      player_rng_calls: readCalls(recorded.player_rng_calls, monsters, player),
      monster_rng_calls: readCalls(recorded.monster_rng_calls, monsters, player),
    });
  }

  const comparisons: GoldenComparison[] = [
    {
      label: 'setup',
      expected: { effective_speeds: f.setup.effective_speeds, rng_calls: readCalls(f.setup.rng_calls, monsters, player) },
      actual: setup,
    },
    { label: 'turns', expected: expectedTurns, actual: actualTurns },
  ];
  if (f.rng.kind === 'scripted') comparisons.push({ label: 'rng.consumed', expected: f.rng.consumed, actual: drawnThroughLastTurn });
  if (f.rng_consumed_calls !== undefined) comparisons.push({ label: 'rng_consumed_calls', expected: f.rng_consumed_calls, actual: drawnThroughLastTurn });
  return comparisons;
}

/** The golden adapter for `dcss.trace/1` files: the loop against the game, turn by turn and draw by draw. */
export const traceAdapter = defineGoldenAdapter(SCHEMA, file, replayTrace);
