import assert from 'node:assert/strict';
import { scripted } from '@turnkeeper/core';
import { nethack } from '@turnkeeper/nethack';
import { nethackAnalysis } from '@turnkeeper/nethack/analysis';

// NetHack 3.6.7. Draws are scripted here: a soldier ant (speed 18) gains 24 points when
// rn2(12) < 6, else 12; a Fast hero gains 24 when rn2(3) == 0, else 12.
const loop = nethack.create({ version: '3.6.7', random: scripted([0, 0, 11, 1]) });
loop.add('ant', nethackAnalysis.lookup('soldier ant', '3.6.7').spec); // { kind: 'monster', base: 18 }
loop.add('you', { kind: 'player', speed: 'Fast' });

const log: string[] = [];
for (let i = 0; i < 7; i++) {
  const turn = loop.next(); // who acts now (and its kind), and in which game turn
  log.push(`${String(turn.actor)}@${turn.time}`);
  loop.act(turn.actor, { kind: 'move' }); // every action costs 12 movement points
}
assert.deepEqual(log, ['you@1', 'you@2', 'ant@2', 'you@2', 'ant@2', 'you@3', 'ant@3']);
