import { scripted, type ActorId } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import { ANGBAND_DRAW_SITES, angband } from 'turnkeeper-angband';

/** The turns a loop hands out, as "actor@turn", each actor taking `action`. */
function play(
  loop: ReturnType<typeof angband.create>,
  steps: number,
  playerAction: { kind: 'move' } | { kind: 'act'; energy: number } = { kind: 'move' },
): string[] {
  const out: string[] = [];
  for (let i = 0; i < steps; i++) {
    const turn = loop.next();
    out.push(`${String(turn.actor)}@${turn.time}`);
    loop.act(turn.actor, turn.kind === 'player' ? playerAction : { kind: 'act' });
  }
  return out;
}

describe('the game turn (src/game-world.c run_game_loop(), src/mon-move.c process_monsters())', () => {
  it('gives a normal-speed player one action every 10 game turns, starting at the start turn', () => {
    const loop = angband.create();
    loop.add('you', { kind: 'player' });
    expect(play(loop, 3)).toEqual(['you@1', 'you@11', 'you@21']);
  });

  it('lets a monster with more energy than the player act before it in the same game turn (process_monsters(energy + 1))', () => {
    const loop = angband.create();
    loop.add('you', { kind: 'player', energy: 100 });
    loop.add('eager', { kind: 'monster', speed: 0, variation: 0, energy: 101 });
    loop.add('tied', { kind: 'monster', speed: 0, variation: 0, energy: 100 });
    // 'eager' (101 > 100) goes before the player; 'tied' (100) after it, in process_monsters(0).
    expect(play(loop, 3)).toEqual(['eager@1', 'you@1', 'tied@1']);
  });

  it('decides whether a monster moves before it gains: 95 energy plus 38 does not act this game turn', () => {
    const loop = angband.create();
    loop.add('falcon', { kind: 'monster', speed: 30, variation: 0, energy: 95 });
    const turn = loop.next();
    expect(turn).toEqual({ actor: 'falcon', kind: 'monster', time: 2 });
    // 95 + 38 = 133 at turn 1 without acting; at turn 2 it acts: 133 + 38 − 100 = 71.
    expect(loop.inspect('falcon')).toMatchObject({ energy: 71, gain: 38 });
  });

  it('never lets a monster act twice in one game turn, however much energy it has', () => {
    const loop = angband.create();
    loop.add('full', { kind: 'monster', speed: 30, variation: 0, energy: 200 });
    // 200 → 138 → 76 (acts at turns 1 and 2), 114 at turn 3 without acting, acts at 4: 52, 90, 128, acts at 7.
    expect(play(loop, 4)).toEqual(['full@1', 'full@2', 'full@4', 'full@7']);
  });

  it('processes monsters from the top of the list down: the newest first', () => {
    const loop = angband.create();
    for (const id of ['a', 'b', 'c']) loop.add(id, { kind: 'monster', speed: 0, variation: 0, energy: 100 });
    expect(play(loop, 3)).toEqual(['c@1', 'b@1', 'a@1']);
  });

  it('lets the player act several times in a game turn with cheap actions, monsters with more energy in between', () => {
    const loop = angband.create();
    loop.add('you', { kind: 'player', energy: 150, moves: 2 });
    loop.add('m', { kind: 'monster', speed: 0, variation: 0, energy: 130 });
    // 150: m (130 < 151) waits; you move (33) → 117; m (130 ≥ 118) goes; you → 84; done.
    expect(play(loop, 3)).toEqual(['you@1', 'm@1', 'you@1']);
  });

  it('gives a free command (0 energy) another command at once, with no monster pass between', () => {
    const loop = angband.create();
    loop.add('you', { kind: 'player', energy: 100 });
    loop.add('m', { kind: 'monster', speed: 0, variation: 0, energy: 150 });
    // m (150 > 100) first; then free commands keep the player going although m could not go anyway.
    const first = play(loop, 1);
    const turn = loop.next();
    loop.act(turn.actor, { kind: 'act', energy: 0 });
    const again = loop.next();
    expect([...first, `${String(turn.actor)}@${turn.time}`, `${String(again.actor)}@${again.time}`]).toEqual(['m@1', 'you@1', 'you@1']);
    loop.update('m', { energy: 150 });
    loop.act(again.actor, { kind: 'act', energy: 0 });
    // After a free command the player is asked again even though m now has more energy.
    expect(loop.next().actor).toBe('you');
  });

  it('runs process_world() every 10 game turns, before the player gains energy', () => {
    const loop = angband.create();
    loop.add('you', { kind: 'player' });
    const seen: string[] = [];
    loop.on('processWorld', (p) => seen.push(`${p.turn}:${String((loop.inspect('you') as { energy: number }).energy)}`));
    play(loop, 3);
    expect(seen).toEqual(['10:90', '20:90']);
  });
});

describe('placing a monster (src/mon-make.c place_new_monster_one())', () => {
  it('rolls the spread of a non-unique, then its start energy, after the monsterPlaced hook, labelled with their sites', () => {
    const loop = angband.create({ random: scripted([4, 17]), trace: true });
    const order: string[] = [];
    loop.on('monsterPlaced', (p) => order.push(`placed ${String(p.actor)} at ${p.raceSpeed}`));
    loop.add('spider', { kind: 'monster', speed: 10 });
    const draws = (loop.trace?.events ?? []).filter((e) => e.type === 'random');
    expect(order).toEqual(['placed spider at 10']);
    expect(draws).toEqual([
      { type: 'random', n: 5, result: 4, site: ANGBAND_DRAW_SITES.speedSpread },
      { type: 'random', n: 50, result: 17, site: ANGBAND_DRAW_SITES.startEnergy },
    ]);
    expect(loop.inspect('spider')).toMatchObject({ variation: 2, speed: 12, energy: 17 });
  });

  it('rolls no spread for a unique or a race too slow to spread, and nothing for a monster given both', () => {
    const loop = angband.create({ random: scripted([30, 40]), trace: true });
    loop.add('Grip', { kind: 'monster', speed: 10, unique: true });
    loop.add('snake', { kind: 'monster', speed: -10 });
    loop.add('placed', { kind: 'monster', speed: 10, variation: -1, energy: 5 });
    const draws = (loop.trace?.events ?? []).flatMap((e) => (e.type === 'random' ? [e.n] : []));
    expect(draws).toEqual([50, 50]);
    expect(loop.inspect('placed')).toMatchObject({ variation: -1, energy: 5 });
  });

  it('appends new monsters to the list and compacts 32 holes or more in process_world()', () => {
    const loop = angband.create();
    const ids: ActorId[] = [];
    for (let i = 0; i < 40; i++) {
      const id = `m${i}`;
      ids.push(id);
      loop.add(id, { kind: 'monster', speed: -30, variation: 0, energy: 0 });
    }
    for (const id of ids.slice(0, 35)) loop.remove(id);
    expect(loop.inspect('m39')).toMatchObject({ index: 40 });
    // The first process_world() (turn 10) moves the last monster into each hole, scanning down:
    // they keep their order, at the bottom of the list.
    while (loop.time < 11) loop.step(() => ({ kind: 'act' }));
    const indices = ['m35', 'm36', 'm37', 'm38', 'm39'].map((id) => (loop.inspect(id) as { index: number }).index);
    expect(indices).toEqual([1, 2, 3, 4, 5]);
    loop.add('new', { kind: 'monster', speed: 0, variation: 0, energy: 0 });
    expect(loop.inspect('new')).toMatchObject({ index: 6 });
  });
});

describe('versions', () => {
  it('charges a slowed monster as each version does: 2 per level (4.2), 2 (4.1), 10 (4.0)', () => {
    const speeds = (['4.2', '4.1', '4.0'] as const).map((version) => {
      const loop = angband.create({ version });
      loop.add('m', { kind: 'monster', speed: 20, variation: 0, energy: 0, slow: 3 });
      return (loop.inspect('m') as { speed: number }).speed;
    });
    expect(speeds).toEqual([14, 18, 10]);
  });

  it("prices the player's steps and shots as each version does", () => {
    const energies = (['4.2', '4.1'] as const).map((version) => {
      const loop = angband.create({ version });
      loop.add('you', { kind: 'player', energy: 200, moves: 1, shots: 15 });
      loop.act(loop.next().actor, { kind: 'move' });
      loop.act(loop.next().actor, { kind: 'shoot' });
      return (loop.inspect('you') as { energy: number }).energy;
    });
    // 4.2: 200 − 50 − 66; 4.1: 200 − 100 − 100 (no extra moves, whole shots).
    expect(energies).toEqual([84, 0]);
  });
});
