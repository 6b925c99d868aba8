// Each game variable the timing reads is its own input, with the game's life cycle (who sets it,
// who clears it, what counts it down, what survives helplessness). The expected values below are
// derived by hand from the cited C code, not from the engine.
import { InvalidActionError, InvalidSpecError, recording, scripted, type RandomCall, type Turn, restore } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import { nethack, type NethackPlayerAction, type NethackVersion } from '../src/index.js';

type Loop = ReturnType<typeof nethack.create>;

const zeros = (n: number): number[] => Array.from({ length: n }, () => 0);

/** A loop whose draws are all 0 and recorded (n and site of each). */
function recorded(version: NethackVersion, values: number[] = zeros(400)): { loop: Loop; calls: RandomCall[] } {
  const calls: RandomCall[] = [];
  return { loop: nethack.create({ version, random: recording(scripted(values, { then: 'zeros' }), calls) }), calls };
}

/** The turn handed out by the last playTo() and not acted on yet, per loop. */
const handedOut = new WeakMap<Loop, Turn>();

/** The turn handed out and not acted on yet (or the next one). */
function due(loop: Loop): Turn {
  const t = handedOut.get(loop) ?? loop.next();
  handedOut.delete(loop);
  return t;
}

/**
 * Plays until the loop hands out the first action of `turn` (left pending: the next due() or
 * playTo() takes it), the hero always taking `action(turn)`.
 */
function playTo(loop: Loop, turn: number, action: (time: number) => NethackPlayerAction = () => ({ kind: 'act' })): Turn {
  for (let i = 0; i < 10_000; i++) {
    const t = due(loop);
    if (t.time >= turn) {
      handedOut.set(loop, t);
      return t;
    }
    loop.act(t.actor, t.kind === 'player' ? action(t.time) : { kind: 'move' });
  }
  throw new Error(`turn ${turn} never came`);
}

/** The draws each turn boundary made, by the turn it set up: "n@site" labels. */
function boundaryDraws(loop: Loop, calls: RandomCall[], turns: number, action: (time: number) => NethackPlayerAction): Map<number, string[]> {
  const byTurn = new Map<number, string[]>();
  let seen = 0;
  loop.on('housekeeping', (p) => {
    byTurn.set(
      p.turn,
      calls.slice(seen).map((c) => `${c.n}@${String(c.site)}`),
    );
    seen = calls.length;
  });
  playTo(loop, turns, action);
  return byTurn;
}

describe('u.ugallop and context.mv: two variables (src/mon.c mcalcmove(): "u.ugallop && context.mv")', () => {
  it('u.ugallop counts down once per turn in nh_timeout() (src/timeout.c), after that turn’s allocations', () => {
    const { loop, calls } = recorded('3.4.3');
    loop.add('horse', { kind: 'monster', base: 24 });
    loop.add('you', { kind: 'player', riding: 'horse', gallop: 2, running: true });
    const ends: number[] = [];
    loop.on('timeout', (p) => {
      if (p.timer === 'gallop') ends.push(p.turn);
    });
    const draws = boundaryDraws(loop, calls, 5, () => ({ kind: 'move', run: true }));
    // 3.4.3 draws nothing but the gallop's rn2(2), once for the steed and once for the rider.
    expect(draws.get(2)).toEqual(['2@mcalcmove:rn2(2)', '2@mcalcmove:rn2(2)']); // u.ugallop 2 → 1
    expect(draws.get(3)).toEqual(['2@mcalcmove:rn2(2)', '2@mcalcmove:rn2(2)']); // 1 → 0: "stops galloping"
    expect(draws.get(4)).toEqual([]);
    expect(ends).toEqual([3]);
    expect(loop.inspect('you')).toMatchObject({ gallop: 0, running: true, galloping: false });
  });

  it('nomul() clears context.mv but not u.ugallop: the steed gallops again at the next running command', () => {
    const { loop, calls } = recorded('3.6.7');
    loop.add('horse', { kind: 'monster', base: 24 });
    loop.add('you', { kind: 'player', intrinsicFast: true, riding: 'horse', gallop: 100 });
    // Turn 1: a run step that calls nomul(-2); the hero acts again in turn 3, running again.
    const draws = boundaryDraws(loop, calls, 5, (time) => (time === 1 ? { kind: 'move', run: true, helpless: 2 } : { kind: 'move', run: true }));
    const steed = '2@mcalcmove:rn2(2)';
    const round = '12@mcalcmove:rn2(12)';
    const fast = '3@moveloop:rn2(3) == 0';
    // Boundary 2: not running (nomul), so no gallop; the rider's last action moved (no slot burned
    // in turn 1 after it: 12 points, one slot), so it gains mcalcmove(steed), ungalloping.
    expect(draws.get(2)).toEqual([round, round]);
    // Boundary 3: the helpless slot of turn 2 cleared u.umoved: the hero's own (Fast) speed.
    expect(draws.get(3)).toEqual([round, fast]);
    // Turn 3's run sets context.mv again: u.ugallop (still > 0) makes the steed gallop.
    expect(draws.get(4)).toEqual([steed, round, steed, round]);
    expect(loop.inspect('you')).toMatchObject({ gallop: 96, galloping: true, helpless: false }); // four boundaries
  });

  it('a command that is not a run clears context.mv; a counted move keeps it until its last step (rhack(), moveloop())', () => {
    const loop = nethack.create({ version: '3.6.7' });
    loop.add('you', { kind: 'player', running: true });
    const act = (a: NethackPlayerAction): unknown => {
      const t = loop.next();
      loop.act(t.actor, a);
      const v = loop.inspect('you');
      return v.kind === 'player' ? [v.multi, v.running] : undefined;
    };
    expect(act({ kind: 'move' })).toEqual([0, false]);
    expect(act({ kind: 'move', run: true })).toEqual([0, true]);
    // "3l": parse() leaves multi = 2 for this first step, rhack() sets context.mv; the last step's
    // "!--multi" clears it before domove().
    expect(act({ kind: 'move', count: 3 })).toEqual([2, true]);
    expect(act({ kind: 'move' })).toEqual([1, true]);
    expect(act({ kind: 'move' })).toEqual([0, false]);
    // A counted search never sets context.mv.
    expect(act({ kind: 'act', count: 2 })).toEqual([1, false]);
    expect(act({ kind: 'act' })).toEqual([0, false]);
  });

  it('dismounting (src/steed.c dismount_steed()) ends the gallop: removing the steed, or riding: null', () => {
    const loop = nethack.create({ version: '3.6.7' });
    loop.add('horse', { kind: 'monster', base: 24 });
    loop.add('pony', { kind: 'monster', base: 16 });
    loop.add('you', { kind: 'player', riding: 'horse', gallop: 40, running: true });
    loop.update('you', { riding: 'pony' });
    expect(loop.inspect('you')).toMatchObject({ riding: 'pony', gallop: 0 });
    loop.update('you', { gallop: 30 });
    loop.remove('pony');
    expect(loop.inspect('you')).toMatchObject({ riding: null, gallop: 0, galloping: false });
    // u.ugallop is only ever set while riding: not on foot, in a spec, a patch or a saved state.
    expect(() => loop.update('you', { gallop: 5 })).toThrow(/gallop: .*0 while the hero rides nothing/);
    loop.update('you', { riding: 'horse', gallop: 5 });
    expect(loop.inspect('you')).toMatchObject({ riding: 'horse', gallop: 5 });
    expect(() => nethack.create().add('you', { kind: 'player', gallop: 5 })).toThrow(InvalidSpecError);
    const snap = JSON.parse(JSON.stringify(loop.snapshot())) as ReturnType<typeof loop.snapshot>;
    const engine = snap.engine as { hero: Record<string, unknown> };
    expect(() => restore(nethack, { ...snap, engine: { ...engine, hero: { ...engine.hero, riding: null } } })).toThrow(/snapshot\.engine\.hero\.gallop/);
  });
});

describe('multi: helplessness (< 0) and counts (> 0), and occupations', () => {
  it('a count is wiped by helplessness (nomul()); an occupation survives it and resumes (moveloop(): "multi >= 0 && occupation")', () => {
    const loop = nethack.create({ version: '3.6.7' });
    loop.add('you', { kind: 'player' });
    const view = (): unknown => {
      const v = loop.inspect('you');
      return v.kind === 'player' ? { multi: v.multi, occupation: v.occupation } : undefined;
    };
    loop.act(loop.next().actor, { kind: 'act', count: 5 });
    expect(view()).toEqual({ multi: 4, occupation: 0 });
    loop.update('you', { helpless: 2 });
    expect(view()).toEqual({ multi: -2, occupation: 0 });

    const eat = nethack.create({ version: '3.6.7' });
    eat.add('you', { kind: 'player' });
    eat.act(eat.next().actor, { kind: 'act', occupation: 5 });
    eat.update('you', { helpless: 2 }); // nomul(-2) in turn 1: turn 2's slot is burned
    eat.act(eat.next().actor, { kind: 'act' });
    expect(eat.inspect('you')).toMatchObject({ multi: -1, occupation: 4 });
    const t3 = eat.next(); // the boundary into turn 3 ends the helplessness
    expect([t3.time, eat.inspect('you')]).toMatchObject([3, { multi: 0, occupation: 4 }]);
    eat.act(t3.actor, { kind: 'act' });
    expect(eat.inspect('you')).toMatchObject({ occupation: 3 });
  });

  it('an occupation step leaves u.umoved as it was (it runs before moveloop() clears it); a command clears it', () => {
    const loop = nethack.create({ version: '3.6.7' });
    loop.add('you', { kind: 'player' });
    loop.act(loop.next().actor, { kind: 'act', occupation: 3 });
    loop.update('you', { moved: true });
    loop.act(loop.next().actor, { kind: 'act' });
    expect(loop.inspect('you')).toMatchObject({ moved: true, occupation: 1 });
    loop.act(loop.next().actor, { kind: 'act', stop: true });
    expect(loop.inspect('you')).toMatchObject({ moved: true, occupation: 0 });
    loop.act(loop.next().actor, { kind: 'act' });
    expect(loop.inspect('you')).toMatchObject({ moved: false });
  });

  it('a repetition takes no new count, run or occupation: a typed error naming the field', () => {
    const loop = nethack.create({ version: '3.6.7' });
    loop.add('you', { kind: 'player' });
    loop.act(loop.next().actor, { kind: 'move', count: 4 });
    const t = loop.next();
    // Each refusal on a loop of its own, restored from the pending turn.
    const pending = loop.snapshot();
    const refusal = (action: NethackPlayerAction): Error => {
      try {
        restore(nethack, pending).act(t.actor, action);
      } catch (e) {
        return e as Error;
      }
      throw new Error('expected a refusal');
    };
    expect(refusal({ kind: 'move', count: 2 })).toBeInstanceOf(InvalidActionError);
    expect(refusal({ kind: 'move', count: 2 }).message).toMatch(
      /count: got 2; nothing while the hero continues a counted command \(multi = 3\): stop it first/,
    );
    expect(refusal({ kind: 'act', occupation: 2 }).message).toMatch(/occupation: /);
    loop.act(t.actor, { kind: 'move', stop: true }); // the count ends (nomul(0))
    expect(loop.inspect('you')).toMatchObject({ multi: 0, running: false });
  });

  it('helplessness is counted in turns whatever the speed; its slots clear u.umoved', () => {
    for (const version of ['3.4.3', '3.6.7'] as const) {
      const loop = nethack.create({ version, seed: 5 });
      loop.add('you', { kind: 'player', extrinsicFast: true });
      const woke: number[] = [];
      loop.on('unmul', (p) => woke.push(p.turn));
      const t = playTo(loop, 2);
      expect(t.actor).toBe('you');
      loop.act(due(loop).actor, { kind: 'move', helpless: 4 }); // nomul(-4) in turn 2
      playTo(loop, 7);
      expect(woke).toEqual([6]);
      expect(loop.inspect('you')).toMatchObject({ helpless: false, moved: false });
    }
  });
});

describe('the hero’s speed sources (include/youprop.h): intrinsic, timed and extrinsic, held together', () => {
  const sites = (loop: Loop, calls: RandomCall[], turns: number): Map<number, string[]> => boundaryDraws(loop, calls, turns, () => ({ kind: 'act' }));

  it('boots over intrinsic speed are Very_fast; taking them off leaves Fast', () => {
    const { loop, calls } = recorded('3.6.7');
    loop.add('you', { kind: 'player', intrinsicFast: true, extrinsicFast: true });
    expect(loop.inspect('you')).toMatchObject({ speed: 'Very_fast', intrinsicFast: true, extrinsicFast: true });
    const draws = sites(loop, calls, 3);
    expect(draws.get(2)).toEqual(['3@moveloop:rn2(3) != 0']);
    loop.update('you', { extrinsicFast: false });
    expect(loop.inspect('you')).toMatchObject({ speed: 'Fast' });
    playTo(loop, 4);
    expect(draws.get(4)).toEqual(['3@moveloop:rn2(3) == 0']);
  });

  it('timed speed counts down in nh_timeout() after the allocation; at 0 the intrinsic speed is left', () => {
    const { loop, calls } = recorded('3.4.3');
    loop.add('you', { kind: 'player', intrinsicFast: true, timedFast: 2 });
    const ended: number[] = [];
    loop.on('timeout', (p) => {
      if (p.timer === 'timedFast') ended.push(p.turn);
    });
    const draws = sites(loop, calls, 5);
    expect(draws.get(2)).toEqual(['3@moveloop:rn2(3) == 0']); // Very_fast (2 → 1)
    expect(draws.get(3)).toEqual(['3@moveloop:rn2(3) == 0']); // still Very_fast (1 → 0)
    expect(draws.get(4)).toEqual(['3@moveloop:rn2(3) != 0']); // Fast
    expect(ended).toEqual([3]);
  });

  it('incr_itimeout() clamps into 0…0xFFFFFF (src/potion.c itimeout())', () => {
    const loop = nethack.create({ version: '3.6.7' });
    loop.add('you', { kind: 'player', timedFast: 0xfffff0 });
    loop.update('you', { addTimedFast: 100 });
    expect(loop.inspect('you')).toMatchObject({ timedFast: 0xffffff });
    loop.update('you', { addTimedFast: -2_000_000_000 });
    expect(loop.inspect('you')).toMatchObject({ timedFast: 0, speed: 'normal' });
  });

  it('the speed shorthand and the sources are one input or the other', () => {
    const loop = nethack.create({ version: '3.6.7' });
    expect(() => loop.add('you', { kind: 'player', speed: 'Fast', extrinsicFast: true })).toThrow(InvalidSpecError);
    loop.add('you', { kind: 'player', speed: 'Very_fast' });
    expect(loop.inspect('you')).toMatchObject({ intrinsicFast: false, timedFast: 0, extrinsicFast: true });
  });
});

describe('a monster’s mspeed from permspeed and worn speed boots (src/worn.c mon_adjust_speed())', () => {
  it('boots force MFAST over any permspeed; taking them off restores permspeed', () => {
    const loop = nethack.create({ version: '3.6.7' });
    loop.add('m', { kind: 'monster', base: 12, permspeed: 'slow', speedBoots: true });
    expect(loop.inspect('m')).toMatchObject({ mspeed: 'fast', permspeed: 'slow', adjusted: 16 });
    loop.update('m', { speedBoots: false });
    expect(loop.inspect('m')).toMatchObject({ mspeed: 'slow', adjusted: 8 });
    loop.update('m', { adjustSpeed: 1 }); // a wand of speed: slow → normal
    expect(loop.inspect('m')).toMatchObject({ mspeed: 'normal' });
    loop.update('m', { adjustSpeed: 1 }); // normal → fast
    expect(loop.inspect('m')).toMatchObject({ mspeed: 'fast', permspeed: 'fast' });
  });

  it('green slime (adjust −4) takes intrinsic speed away from 3.6.0; 3.4.3 has no such case', () => {
    for (const [version, after] of [
      ['3.4.3', 'fast'],
      ['3.6.0', 'normal'],
    ] as const) {
      const loop = nethack.create({ version });
      loop.add('m', { kind: 'monster', base: 12, permspeed: 'fast' });
      loop.update('m', { adjustSpeed: -4 });
      expect(loop.inspect('m')).toMatchObject({ permspeed: after });
    }
  });
});

describe('u.usteed and a spec’s steed', () => {
  it('the steed a spec describes must be the monster it rides', () => {
    const loop = nethack.create({ version: '3.6.7' });
    loop.add('horse', { kind: 'monster', base: 24 });
    expect(() => loop.add('you', { kind: 'player', riding: 'horse', steed: { base: 20 } })).toThrow(/steed: .*base 24/);
    loop.add('you', { kind: 'player', riding: 'horse', steed: { base: 24 } });
    expect(loop.inspect('you')).toMatchObject({ riding: 'horse' });
  });
});

describe('spawn-roll flags (src/allmain.c moveloop())', () => {
  it('rn2(25) once the Wizard is dead, else rn2(50) below the castle, else rn2(70); the spawnRoll option draws it', () => {
    for (const [flags, n] of [
      [{ demigod: true, belowCastle: true }, 25],
      [{ belowCastle: true }, 50],
      [{}, 70],
    ] as const) {
      const { loop, calls } = recorded('3.4.3', [n]);
      const loopWithRoll = nethack.create({ version: '3.4.3', random: recording(scripted([n * 3], { then: 'zeros' }), calls), options: { spawnRoll: true } });
      for (const l of [loop, loopWithRoll]) l.add('you', { kind: 'player', ...flags });
      const rolls: (number | null)[] = [];
      loop.on('spawnRoll', (p) => rolls.push(p.roll));
      loopWithRoll.on('spawnRoll', (p) => rolls.push(p.roll));
      playTo(loop, 2);
      playTo(loopWithRoll, 2);
      expect(rolls).toEqual([null, 0]);
      expect(calls.map((c) => `${c.n}@${String(c.site)}`)).toEqual([`${n}@moveloop:rn2(${n})`]);
    }
  });
});

describe('wtcap: encumbrance as encumber_msg() read it (src/allmain.c moveloop())', () => {
  it('is read at the start of each pass of the "hero can’t move" loop, not at the allocation', () => {
    const loop = nethack.create({ version: '3.4.3' });
    loop.add('m', { kind: 'monster', base: 12, movement: 12 });
    loop.add('you', { kind: 'player', encumbrance: 'Burdened' });
    const gains: number[] = [];
    loop.on('heroAllocation', (p) => gains.push(p.gain));
    loop.act(loop.next().actor, { kind: 'act' }); // the loop reads Burdened, then the monsters move
    const m = loop.next();
    expect(m.actor).toBe('m');
    loop.update('you', { encumbrance: 0 }); // dropped the load during the monster's move
    loop.act(m.actor, { kind: 'move' });
    playTo(loop, 4);
    // Boundary 2 still uses the Burdened read (12 − 3); the hero, at 9, cannot move, so the loop
    // goes round again and reads Unencumbered for boundary 3.
    expect(gains.slice(0, 2)).toEqual([9, 12]);
  });
});
