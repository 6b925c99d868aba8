import { recording, scripted, type ActorId, type RandomSource } from '@turnkeeper/core';
import type { GoldenAdapter, GoldenComparison } from '@turnkeeper/core/conformance';
import type { TurnRecord } from '../engine-state.js';
import { FrogRng } from '../game-rng.js';
import { frogcomposband } from '../ruleset.js';
import type { FrogAction } from '../schema.js';
import { isTickTurn } from '../time.js';
import { hasSchema } from './schema-tag.js';
import { parseTraceFile, type TraceFileInputs } from './trace-file.js';
import { xorshift32Values } from './xorshift32.js';

/** Extra scripted values past the recorded prefix: the replay looks one actor into the next turn. */
const LOOKAHEAD = 4096;

interface InspectView {
  kind: 'player' | 'monster';
  index?: number;
  mspeed?: number;
  energyNeed: number;
  haste?: number;
  playerTurns?: number;
  fast?: number;
  slow: number;
  minislow: number;
  last: TurnRecord | null;
}

function randomFor(t: TraceFileInputs, consumed: number): RandomSource {
  if (t.rng.mode === 'game') return FrogRng.seeded(t.rng.seed);
  return scripted(xorshift32Values(t.rng.xorshift32_seed, consumed + LOOKAHEAD));
}

function monsterAction(terrain: TraceFileInputs['creation']['monsters'][number]['terrain']): FrogAction {
  return terrain === 'plain' ? { kind: 'act' } : { kind: 'move', terrain };
}

/**
 * Replays one `frogcomposband.trace.v1` file through the ruleset's public loop API: creates the
 * loop with the file's random source (scripted xorshift32 values or the game's generator), adds
 * the player and the monsters (rolling those marked `create`), runs `next`/`act` with the
 * player's action script and each monster's terrain, and rebuilds every recorded turn from
 * `inspect` at the `gameTurnEnd` hook and the random calls seen. Returns one comparison per
 * recorded part (creation, turns, summary, script).
 *
 * @example
 * ```ts
 * import { replayTrace } from '@turnkeeper/frogcomposband';
 * const comparisons = replayTrace(JSON.parse(text), 'trace_gamerng_basic.json');
 * ```
 */
export function replayTrace(data: unknown, path: string): GoldenComparison[] {
  const t = parseTraceFile(data, path);
  const file = data as Record<string, unknown>;
  const consumedInFile = Math.max(
    typeof file.script_consumed === 'number' ? file.script_consumed : 0,
    Array.isArray(file.script) ? file.script.length : 0,
    t.turns.reduce((n, turn) => n + ((turn as { rng_calls?: unknown[] }).rng_calls?.length ?? 0), 0) + 16 * t.creation.monsters.length,
  );
  const calls: [number, number][] = [];
  const source = randomFor(t, consumedInFile);
  const random = recording(source, { push: (c) => calls.push([c.n, c.result]) });
  const loop = frogcomposband.create({
    version: '7.1.salmiak',
    random,
    options: { nightmare: t.initial.nightmare, startTurn: t.initial.game_turn },
  });
  const view = (id: ActorId): InspectView => loop.inspect(id) as unknown as InspectView;

  // Creation, in m_idx order 1..n (spec §13): the file's own initial conditions.
  loop.add('P', { kind: 'player', speed: t.initial.player.base_speed, haste: t.initial.player.haste_timer, energyNeed: t.initial.player.energy_need });
  const byLabel = new Map<string, TraceFileInputs['creation']['monsters'][number]>();
  const creation = [...t.creation.monsters]
    .sort((a, b) => a.m_idx - b.m_idx)
    .map((m) => {
      const id = `M${m.m_idx}`;
      byLabel.set(id, m);
      const before = calls.length;
      const common = { kind: 'monster' as const, index: m.m_idx, fast: m.fast, slow: m.slow, minislow: m.minislow, regenerate: m.regenerate, aware: m.in_range };
      loop.add(id, m.create ? { ...common, race: m.race_speed } : { ...common, speed: m.mspeed, energyNeed: m.energy_need });
      const v = view(id);
      return { ...m, mspeed: v.mspeed, energy_need: v.energyNeed, rng_calls: calls.slice(before) };
    });
  const creationCalls = calls.length;

  // Turns: rebuilt at the end of every game turn from the loop's own view of each actor.
  const turns: unknown[] = [];
  let actOrder: string[] = [];
  let flushed = creationCalls;
  const monsterIds = [...byLabel.keys()];
  let playerActions = 0;
  const monsterActions = new Map<string, number>(monsterIds.map((id) => [id, 0]));
  const lastTurn = t.turns[t.turns.length - 1]?.game_turn ?? t.initial.game_turn;
  const final: Record<string, number> = {};
  loop.on('gameTurnEnd', ({ gameTurn }) => {
    if (gameTurn > lastTurn) return; // the replay looks into the next turn to find its end
    const p = view('P');
    const pl = p.last;
    const monsters = monsterIds
      .map((id) => ({ id, v: view(id) }))
      .sort((a, b) => (b.v.index ?? 0) - (a.v.index ?? 0))
      .map(({ v }) => {
        const base = { m_idx: v.index, tick: isTickTurn(gameTurn) };
        const timers = { need_end: v.energyNeed, fast: v.fast, slow: v.slow, minislow: v.minislow };
        const l = v.last;
        if (!l || l.gameTurn !== gameTurn || !l.aware) return { ...base, in_range: false, ...timers };
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
      rng_calls: calls.slice(flushed),
    });
    actOrder = [];
    flushed = calls.length;
    if (gameTurn === lastTurn) {
      playerActions = p.playerTurns ?? -1;
      final.player_need = p.energyNeed;
      for (const id of monsterIds) final[`m${id.slice(1)}_need`] = view(id).energyNeed;
    }
  });

  const script = t.initial.player.action_script;
  let k = 0;
  while (turns.length < t.turns.length) {
    const turn = loop.next();
    if (turn.time > lastTurn) break;
    const label = String(turn.actor);
    actOrder.push(label);
    if (label === 'P') {
      loop.act('P', { kind: 'act', energyUse: script[k++ % script.length] as number });
    } else {
      monsterActions.set(label, (monsterActions.get(label) ?? 0) + 1);
      loop.act(turn.actor, monsterAction(byLabel.get(label)?.terrain ?? 'plain'));
    }
  }
  const turnCalls = flushed - creationCalls;

  const comparisons: GoldenComparison[] = [
    { label: 'creation', expected: (file.creation as { monsters: unknown }).monsters, actual: creation },
    { label: 'turns', expected: file.turns, actual: turns },
  ];
  if (file.summary !== undefined) {
    comparisons.push({
      label: 'summary',
      expected: file.summary,
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
    const consumed = calls.slice(0, flushed).filter(([n]) => n > 1).length;
    comparisons.push({ label: 'script_consumed', expected: file.script_consumed, actual: consumed });
    comparisons.push({ label: 'script', expected: file.script, actual: xorshift32Values(t.rng.xorshift32_seed, consumed) });
  }
  return comparisons;
}

/**
 * The golden adapter for `frogcomposband.trace.v1` files.
 *
 * @example
 * ```ts
 * import { traceAdapter } from '@turnkeeper/frogcomposband';
 * traceAdapter.matches({ schema: 'frogcomposband.trace.v1' }, 'x.json'); // true
 * ```
 */
export const traceAdapter: GoldenAdapter = {
  name: 'frogcomposband.trace.v1',
  matches: (data) => hasSchema(data, 'frogcomposband.trace.v1'),
  replay: replayTrace,
};
