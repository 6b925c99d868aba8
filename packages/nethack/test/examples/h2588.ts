import assert from 'node:assert/strict';
import { nethack } from '@turnkeeper/nethack';

const orders: string[] = [];
for (const version of ['3.4.3', '3.6.0'] as const) {
  const loop = nethack.create({ version });
  loop.add('bat', { kind: 'monster', base: 24, movement: 24 });
  loop.add('you', { kind: 'player', movement: 24 });
  const order: string[] = [];
  for (let i = 0; i < 4; i++) order.push(String(loop.step(() => ({ kind: 'move' })).actor));
  orders.push(`${version}: ${order.join(' ')}`);
}
// 3.4.3: the hero needs more than 12 points to cut in after a monster pass (bug H2588).
assert.deepEqual(orders, ['3.4.3: you bat bat you', '3.6.0: you bat you bat']);
