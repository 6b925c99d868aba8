import assert from 'node:assert/strict';
import { UnknownActionError, scripted } from '@turnkeeper/core';
import { dcss } from '@turnkeeper/dcss';

const loop = dcss.create({ random: scripted([0, 0]) }); // every random2 draws 0
loop.add('you', { kind: 'player', attack: { type: 'weapon', baseDelay: 14, skill10: 75 } }); // a long sword at skill 7.5
loop.add('archer', { kind: 'monster', speed: 10, energy: 80, justSummoned: false, launcher: 'speed' });

loop.next();
assert.throws(() => loop.act('you', { kind: 'missile' } as never), UnknownActionError); // the player has no missile action
loop.act('you', { kind: 'melee' }); // the attack delay: 10 aut (3/4) or 11 (1/4); the draw 0 gives 10

assert.equal(loop.next().actor, 'archer'); // 80 + 10 energy
loop.act('archer', { kind: 'missile' }); // a speed launcher's delay 20/3 → 7, so 10 × 7 / 10 = 7 energy

assert.deepEqual(loop.inspect('archer'), {
  kind: 'monster',
  index: 0,
  energy: 83,
  speed: 10,
  justSummoned: false,
  pursuer: false,
  enchCountdown: 0, // ench_countdown: 0 − 10 aut, then +10 as its enchantments tick once
  enchantments: {},
});
assert.deepEqual(loop.inspect('you'), { kind: 'player', turn: 0, timeTaken: 10, speed: null });
