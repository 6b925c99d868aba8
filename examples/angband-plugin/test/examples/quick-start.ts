import assert from 'node:assert/strict';
import { angband } from 'turnkeeper-angband';

// Angband 4.2: a normal-speed player (10 energy a game turn, 100 to act) against a +10 cave spider
// placed at its race speed with 0 energy, and Grip, a unique +10 dog, placed with 46.
const loop = angband.create();
loop.add('you', { kind: 'player' });
loop.add('spider', { kind: 'monster', speed: 10, variation: 0, energy: 0 });
loop.add('Grip', { kind: 'monster', speed: 10, unique: true, energy: 46 });

const log: string[] = [];
for (let i = 0; i < 7; i++) {
  const turn = loop.next(); // who acts now, and in which game turn
  log.push(`${String(turn.actor)}@${turn.time}`);
  loop.act(turn.actor, turn.kind === 'player' ? { kind: 'move' } : { kind: 'act' });
}
// The player acts every 10 game turns; each +10 monster every 5, the newest first in a game turn.
assert.deepEqual(log, ['you@1', 'Grip@4', 'spider@6', 'Grip@9', 'you@11', 'spider@11', 'Grip@14']);
