import { scripted, type ActorId, type RandomSource } from '@turnkeeper/core';
import { cases, defineGoldenAdapter, traceDraws, xorshift32Values, type GoldenAdapter, type GoldenComparison } from '@turnkeeper/core/golden';
import { z } from 'zod';
import { S16_MAX, S16_MIN, S32_MAX } from '@turnkeeper/core/cint';
import { frogcomposbandGenerator } from '../../src/random/frog-rng.js';
import { isTickTurn } from '../../src/rules/time.js';
import { frogcomposband } from '../../src/ruleset.js';

const TAG = 'frogcomposband.trace.v1';
const int = z.number().int();
const call = z.tuple([int.min(0), int.min(0)]);

/**
 * A `frogcomposband.trace.v1` file: the random source, the monsters as created, the player's
 * initial state and action script (the inputs), and every recorded game turn (what the replay
 * must reproduce).
 */
const traceFile = z.looseObject({
  schema: z.literal(TAG),
  rng: z.discriminatedUnion('mode', [
    z.looseObject({ mode: z.literal('script'), xorshift32_seed: int.min(1).max(0xffffffff) }),
    z.looseObject({ mode: z.literal('game'), seed: int.min(0).max(0xffffffff) }),
  ]),
  creation: z.looseObject({
    monsters: z.array(
      z.looseObject({
        m_idx: int.min(1),
        create: z.boolean(),
        // byte r_ptr->speed and byte mspeed: internal 0..255, raw −110..+145.
        race_speed: int.min(-110).max(145),
        mspeed: int.min(-110).max(145),
        energy_need: int.min(-32768).max(32767),
        fast: int.min(0).max(32767),
        slow: int.min(0).max(32767),
        minislow: int.min(0).max(10),
        regenerate: z.boolean(),
        terrain: z.enum(['plain', 'tree', 'snow', 'slush', 'web']),
        in_range: z.boolean(),
        rng_calls: z.array(call).optional(),
      }),
    ),
  }),
  initial: z.looseObject({
    game_turn: int.min(0).max(S32_MAX),
    nightmare: z.boolean(),
    player: z.looseObject({
      // p_ptr->pspeed − 110 before calc_bonuses() clamps it: the s16b's whole range.
      base_speed: int.min(S16_MIN - 110).max(S16_MAX - 110),
      haste_timer: int.min(0).max(32767),
      energy_need: int.min(-32768).max(32767),
      // energy_use, an s16b.
      action_script: z.array(int.min(S16_MIN).max(S16_MAX)).min(1),
    }),
  }),
  turns: cases(z.looseObject({ game_turn: int, rng_calls: z.array(call) })),
  summary: z.unknown().optional(),
  script: z.array(int).optional(),
  script_consumed: int.optional(),
});

type TraceFile = z.output<typeof traceFile>;
type Monster = TraceFile['creation']['monsters'][number];
type Loop = ReturnType<typeof frogcomposband.create>;

/** The scripted values the file's draws consumed (calls with m > 1), regenerated from its xorshift32 seed. */
function randomFor(t: TraceFile): RandomSource {
  if (t.rng.mode === 'game') return frogcomposbandGenerator.seeded(t.rng.seed);
  const drawn = [...t.creation.monsters.flatMap((m) => m.rng_calls ?? []), ...t.turns.flatMap((turn) => turn.rng_calls)];
  const consumed = drawn.filter(([m]) => m > 1).length;
  // Draws past the last recorded turn (the replay looks into the next one to find its end) read zeros.
  return scripted(xorshift32Values(t.rng.xorshift32_seed, consumed), { then: 'zeros' });
}

function playerView(loop: Loop, id: ActorId): Extract<ReturnType<Loop['inspect']>, { kind: 'player' }> {
  const v = loop.inspect(id);
  if (v.kind !== 'player') throw new Error(`${String(id)} is not the player`);
  return v;
}

function monsterView(loop: Loop, id: ActorId): Extract<ReturnType<Loop['inspect']>, { kind: 'monster' }> {
  const v = loop.inspect(id);
  if (v.kind !== 'monster') throw new Error(`${String(id)} is not a monster`);
  return v;
}

/**
 * Replays one `frogcomposband.trace.v1` file through the ruleset's public loop API: creates the
 * loop with the file's random source (scripted xorshift32 values or the game's generator), adds
 * the player and the monsters (rolling those marked `create`), runs `next`/`act` with the
 * player's action script and each monster's terrain, and rebuilds every recorded turn from
 * `inspect` at the `gameTurnEnd` hook and the random calls seen. Returns one comparison per
 * recorded part (creation, turns, summary, script).
 */
function replayTrace(t: TraceFile): GoldenComparison[] {
  const draws = traceDraws(randomFor(t));
  const random = draws.random;
  // Calls as the files write them: [m, result].
  const calls = (from: number, to = draws.count): [number, number][] => draws.all.slice(from, to).map((c) => [c.n, c.result]);
  const loop = frogcomposband.create({
    version: '7.1.salmiak',
    random,
    options: { nightmare: t.initial.nightmare, startTurn: t.initial.game_turn },
  });

  // Creation, in m_idx order 1..n: the file's own initial conditions.
  loop.add('P', { kind: 'player', speed: t.initial.player.base_speed, haste: t.initial.player.haste_timer, energyNeed: t.initial.player.energy_need });
  const byLabel = new Map<string, Monster>();
  const creation = [...t.creation.monsters]
    .sort((a, b) => a.m_idx - b.m_idx)
    .map((m) => {
      const id = `M${m.m_idx}`;
      byLabel.set(id, m);
      const before = draws.count;
      const common = {
        kind: 'monster',
        index: m.m_idx,
        fast: m.fast,
        slow: m.slow,
        minislow: m.minislow,
        regenerate: m.regenerate,
        aware: m.in_range,
      } as const;
      loop.add(id, m.create ? { ...common, race: m.race_speed } : { ...common, speed: m.mspeed, energyNeed: m.energy_need });
      const v = monsterView(loop, id);
      return { ...m, mspeed: v.mspeed, energy_need: v.energyNeed, rng_calls: calls(before) };
    });
  const creationCalls = draws.count;

  // Turns: rebuilt at the end of every game turn from the loop's own view of each actor.
  const turns: unknown[] = [];
  let actOrder: string[] = [];
  let flushed = creationCalls;
  const monsterIds = [...byLabel.keys()];
  let playerActions = 0;
  const monsterActions = new Map<string, number>(monsterIds.map((id) => [id, 0]));
  // Turns are counted, not compared by number: prevent_turn_overflow() may roll game_turn back.
  const wanted = t.turns.length;
  const final: Record<string, number> = {};
  loop.on('gameTurnEnd', ({ gameTurn }) => {
    if (turns.length >= wanted) return; // the replay looks into the next turn to find its end
    const p = playerView(loop, 'P');
    const pl = p.last;
    const monsters = monsterIds
      .map((id) => monsterView(loop, id))
      .sort((a, b) => b.index - a.index)
      .map((v) => {
        const base = { m_idx: v.index, tick: isTickTurn(gameTurn) };
        const timers = { need_end: v.energyNeed, fast: v.fast, slow: v.slow, minislow: v.minislow };
        const l = v.last;
        if (l?.gameTurn !== gameTurn || !l.aware) return { ...base, in_range: false, ...timers };
        return {
          ...base,
          in_range: true,
          speed: l.speed,
          gain: l.gain,
          need_after_gain: l.needAfterGain,
          acted: l.clip !== null,
          clip: l.clip,
          extra: l.extra,
          ...timers,
        };
      });
    turns.push({
      game_turn: gameTurn,
      player: {
        speed: pl?.speed,
        gain: pl?.gain,
        need_after_gain: pl?.needAfterGain,
        actions: (pl?.actions ?? []).map((a) => ({ energy_use: a.energyUse, clip: a.clip, cost: a.cost, need_after: a.needAfter })),
        need_end: p.energyNeed,
        haste_timer_end: p.haste,
      },
      monsters,
      act_order: actOrder,
      rng_calls: calls(flushed),
    });
    actOrder = [];
    flushed = draws.count;
    if (turns.length === wanted) {
      playerActions = p.playerTurns;
      final.player_need = p.energyNeed;
      for (const id of monsterIds) final[`m${id.slice(1)}_need`] = monsterView(loop, id).energyNeed;
    }
  });

  const script = t.initial.player.action_script;
  let k = 0;
  while (turns.length < wanted) {
    const turn = loop.next();
    if (turns.length >= wanted) break;
    const label = String(turn.actor);
    actOrder.push(label);
    if (turn.kind === 'player') {
      loop.act(turn.actor, { kind: 'act', energyUse: script[k++ % script.length] as number });
    } else {
      monsterActions.set(label, (monsterActions.get(label) ?? 0) + 1);
      const terrain = byLabel.get(label)?.terrain ?? 'plain';
      loop.act(turn.actor, terrain === 'plain' ? { kind: 'act' } : { kind: 'move', terrain });
    }
  }
  const turnCalls = flushed - creationCalls;

  const comparisons: GoldenComparison[] = [
    { label: 'creation', expected: t.creation.monsters, actual: creation },
    { label: 'turns', expected: t.turns, actual: turns },
  ];
  if (t.summary !== undefined) {
    comparisons.push({
      label: 'summary',
      expected: t.summary,
      actual: {
        turns: turns.length,
        rng_calls_total: creationCalls + turnCalls,
        player_actions: playerActions,
        monster_actions: Object.fromEntries(monsterIds.map((id) => [id.slice(1), monsterActions.get(id) ?? 0])),
        final,
      },
    });
  }
  if (t.rng.mode === 'script') {
    const consumed = calls(0, flushed).filter(([n]) => n > 1).length;
    comparisons.push({ label: 'script_consumed', expected: t.script_consumed, actual: consumed });
    comparisons.push({ label: 'script', expected: t.script, actual: xorshift32Values(t.rng.xorshift32_seed, consumed) });
  }
  return comparisons;
}

/** The golden adapter for `frogcomposband.trace.v1` files. */
export const traceAdapter: GoldenAdapter = defineGoldenAdapter(TAG, traceFile, replayTrace);
