import assert from 'node:assert/strict';
import { generic } from '@turnkeeper/core';

const loop = generic.create({ seed: 42 });
loop.add('hero', { speed: 100 }).add('bat', { speed: 200 });

const log: string[] = [];
for (let i = 0; i < 5; i++) {
  const turn = loop.next(); // who acts now, and at what tick
  log.push(`${turn.actor}@${turn.time}`);
  loop.act(turn.actor, { kind: 'act' }); // report what it did; the ruleset charges it
}
assert.equal(log.join(' '), 'hero@0 bat@0 hero@1 bat@1 bat@1');
