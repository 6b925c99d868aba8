import { recording, scripted, type RandomCall } from '@turnkeeper/core';
import { cases, hasSchema, parseGolden, type GoldenAdapter, type GoldenComparison } from '@turnkeeper/core/golden';
import { z } from 'zod';
import { ANGBAND_VERSIONS, ANGBAND_DRAW_SITES, angband } from 'turnkeeper-angband';

const SCHEMA = 'angband.trace.v1';
const int = z.number().int();

/** A draw the harness saw during placement: a `Rand_div(n)` (via `randint0`) or a `Rand_normal`. */
const draw = z.union([
  z.strictObject({ fn: z.string().min(1), n: int.min(2), result: int.min(0) }),
  z.strictObject({ fn: z.string().min(1), call: z.string().min(1), result: int }),
]);

const energies = z.array(z.strictObject({ index: int.min(1), energy: int.min(0) }));

const traceFile = z.strictObject({
  schema: z.literal(SCHEMA),
  name: z.string().min(1),
  description: z.string().min(1),
  game: z.string().min(1),
  source: z.string().min(1),
  recorded: z.string().min(1),
  version: z.enum(ANGBAND_VERSIONS),
  seed: int.min(0),
  depth: int.min(0),
  start: z.strictObject({
    turn: int.min(1),
    player: z.strictObject({ speed: int, energy: int }),
    monsters: cases(
      z.strictObject({
        race: z.string().min(1),
        raceSpeed: int,
        unique: z.boolean(),
        draws: z.array(draw),
        index: int.min(1),
        mspeed: int,
        energy: int.min(0),
        fast: z.boolean(),
        slowLevel: int.min(0).max(5),
        distance: int.min(0),
      }),
    ),
  }),
  events: cases(
    z.union([
      z.strictObject({ turn: int, actor: z.literal('player'), energy: int, speed: int, use: int.min(0), monsters: energies }),
      z.strictObject({ turn: int, actor: z.string().regex(/^m\d+$/), energy: int.min(0), speed: int, gain: int.min(1), acts: z.boolean() }),
    ]),
  ),
  end: z.strictObject({ turn: int, player: z.strictObject({ energy: int }), monsters: energies }),
});

type TraceFile = z.output<typeof traceFile>;

/** The harness's record of a draw, as the ruleset labels it (`place_new_monster_one()`'s two rolls). */
function siteOf(d: { fn: string; n: number }): string {
  return d.n === 50 ? ANGBAND_DRAW_SITES.startEnergy : ANGBAND_DRAW_SITES.speedSpread;
}

/**
 * Replays a trace recorded from Angband 4.2.5's own game loop: the monsters are placed by the
 * ruleset from the same draws (the harness's `place_new_monster_one()` results, scripted), then
 * every turn the game handed out is asked of the loop in order, the player taking each recorded
 * command's `energy_use`. Compared: each placement (spread, energy and the draws with their sites),
 * each acting turn (game turn, actor, speed, energy after paying — and, at the player's turns, every
 * monster's energy), and the state when the player is next due at the end.
 */
function replay(file: TraceFile): GoldenComparison[] {
  const placementDraws = file.start.monsters.flatMap((m) =>
    m.draws.filter((d): d is { fn: string; n: number; result: number } => 'n' in d && d.fn === 'place_new_monster_one'),
  );
  const calls: RandomCall[] = [];
  const loop = angband.create({
    version: file.version,
    options: { startTurn: file.start.turn },
    random: recording(scripted(placementDraws.map((d) => d.result)), calls),
  });
  loop.add('player', { kind: 'player', speed: file.start.player.speed, energy: file.start.player.energy });

  const expectedPlacements = file.start.monsters.map((m) => ({
    actor: `m${m.index}`,
    index: m.index,
    speed: m.mspeed,
    energy: m.energy,
    draws: m.draws
      .filter((d) => 'n' in d && d.fn === 'place_new_monster_one')
      .map((d) => ({ n: 'n' in d ? d.n : 0, result: d.result, site: 'n' in d ? siteOf(d) : '' })),
  }));
  const actualPlacements = file.start.monsters.map((m) => {
    const before = calls.length;
    const id = `m${m.index}`;
    loop.add(id, { kind: 'monster', speed: m.raceSpeed, unique: m.unique, fast: m.fast, slow: m.slowLevel });
    const view = loop.inspect(id);
    if (view.kind !== 'monster') throw new Error(`${id} is not a monster`);
    return {
      actor: id,
      index: view.index,
      speed: view.raceSpeed + view.variation,
      energy: view.energy,
      draws: calls.slice(before).map((c) => ({ n: c.n, result: c.result, site: c.site ?? '' })),
    };
  });

  const monsterEnergies = (): { index: number; energy: number }[] =>
    loop
      .ids()
      .map((id) => loop.inspect(id))
      .flatMap((v) => (v.kind === 'monster' ? [{ index: v.index, energy: v.energy }] : []));

  const acting = file.events.filter((e) => e.actor === 'player' || ('acts' in e && e.acts));
  const expectedTurns = acting.map((e) =>
    'use' in e
      ? { turn: e.turn, actor: e.actor, energy: e.energy, speed: e.speed, monsters: e.monsters }
      : { turn: e.turn, actor: e.actor, energy: e.energy + e.gain - 100, speed: e.speed },
  );
  const uses = file.events.flatMap((e) => ('use' in e ? [e.use] : []));
  const actualTurns: unknown[] = [];
  for (let i = 0, k = 0; i < acting.length; i++) {
    const turn = loop.next();
    const view = loop.inspect(turn.actor);
    if (view.kind === 'player') {
      actualTurns.push({ turn: turn.time, actor: turn.actor, energy: view.energy, speed: view.speed, monsters: monsterEnergies() });
      loop.act(turn.actor, { kind: 'act', energy: uses[k++] ?? 100 });
    } else {
      actualTurns.push({ turn: turn.time, actor: turn.actor, energy: view.energy, speed: view.speed });
      loop.act(turn.actor, { kind: 'act' });
    }
  }

  const last = loop.next();
  const player = loop.inspect('player');
  const actualEnd = { actor: last.actor, turn: last.time, player: { energy: player.kind === 'player' ? player.energy : NaN }, monsters: monsterEnergies() };
  const expectedEnd = { actor: 'player', turn: file.end.turn, player: file.end.player, monsters: file.end.monsters };

  return [
    { label: 'placements', expected: expectedPlacements, actual: actualPlacements },
    { label: 'turns', expected: expectedTurns, actual: actualTurns },
    { label: 'end', expected: expectedEnd, actual: actualEnd },
  ];
}

/**
 * The golden adapter of `angband.trace.v1`: traces recorded from Angband 4.2.5's own
 * game loop (see the README's "Golden traces").
 */
export const traceAdapter: GoldenAdapter = {
  name: SCHEMA,
  matches: (data) => hasSchema(data, SCHEMA),
  replay: (data, file) => replay(parseGolden(traceFile, data, file)),
};
