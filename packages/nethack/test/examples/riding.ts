import assert from 'node:assert/strict';
import { scripted } from '@turnkeeper/core';
import { nethack } from '@turnkeeper/nethack';
import { nethackAnalysis } from '@turnkeeper/nethack/analysis';

const warhorse = nethackAnalysis.lookup('warhorse', '3.4.3').spec; // { kind: 'monster', base: 24 }

// A rider kicks its warhorse (speed 24) into a gallop: u.ugallop counts 3 turns down. The steed
// gallops only while the hero's command is a run (context.mv): ⌊5 · 24 / 3⌋ = 40 when rn2(2) is 0.
const galloping = nethack.create({ version: '3.4.3', random: scripted([], { then: 'zeros' }) });
galloping.add('horse', warhorse);
galloping.add('you', { kind: 'player', riding: 'horse', gallop: 3 });
const gains: number[] = [];
galloping.on('heroAllocation', (p) => gains.push(p.gain)); // a rider who moved gains mcalcmove(steed)
while (gains.length < 5) galloping.step((t) => (t.kind === 'player' ? { kind: 'move', run: true } : { kind: 'move' }));
assert.deepEqual(gains, [40, 40, 40, 24, 24]); // u.ugallop ran out in turn 4

// Helplessness stops the run (nomul() clears context.mv), not the gallop's timer.
const thrown = nethack.create({ version: '3.4.3', random: scripted([], { then: 'zeros' }) });
thrown.add('horse', warhorse);
thrown.add('you', { kind: 'player', riding: 'horse', gallop: 40 });
const after: number[] = [];
thrown.on('heroAllocation', (p) => after.push(p.gain));
thrown.act(thrown.next().actor, { kind: 'move', run: true, helpless: 2 }); // nomul(-2) in turn 1
while (after.length < 4) thrown.step((t) => (t.kind === 'player' ? { kind: 'move', run: true } : { kind: 'move' }));
// Turn 2: no gallop, but the hero's last action moved (24 from the steed). Turn 3: a burned slot
// cleared u.umoved (the hero's own 12). Turn 4 on: running again, so galloping again.
assert.deepEqual(after, [24, 12, 40, 40]);

// The kick action is dokick()'s "Kick your steed?": kick_steed() rolls rnd(20) against u.ulevel +
// the steed's tameness (after losing a point), then adds rn1(20, 30) turns of gallop.
const kicked = nethack.create({ version: '3.6.7', random: scripted([6, 11]) });
kicked.add('pony', { kind: 'monster', base: 16, tameness: 10 });
kicked.add('you', { kind: 'player', riding: 'pony', level: 5 });
kicked.act(kicked.next().actor, { kind: 'kick' }); // rnd(20) = 7 ≤ 5 + 9: "The pony gallops!"
assert.deepEqual(kicked.inspect('you'), { ...kicked.inspect('you'), gallop: 41 }); // 30 + 11 turns
assert.deepEqual(kicked.inspect('pony'), { ...kicked.inspect('pony'), tameness: 9 });

// The analysis rides too, given the steed's speed: 1.5 × 24 = 36 points a turn on average.
const rider = { kind: 'player', riding: 'horse', steed: { base: 24 }, gallop: 40 } as const;
const rate = nethackAnalysis.rate({ actor: { spec: rider, action: { kind: 'move', run: true } }, version: '3.4.3' });
assert.equal(rate.perTurn.fraction?.toString(), '3/1');
