import assert from 'node:assert/strict';
import { generic } from '@turnkeeper/core';
import { RotRulesetScheduler } from '@turnkeeper/core/rot';

// Any ruleset behind rot.js's interface: say how an actor object maps to the ruleset's spec and
// to the action it takes each turn. Here the generic ruleset's own energy model (a speed read
// every turn, actions of different costs); a game ruleset is the same with its own specs.
class Monster {
  constructor(
    readonly name: string,
    public speed: number,
    public cost = 100,
  ) {}
}

const scheduler = new RotRulesetScheduler(generic, {
  spec: (m: Monster) => ({ speed: m.speed }),
  patch: (m) => ({ speed: m.speed }), // read when the actor is rescheduled, as rot.js reads getSpeed()
  action: (m) => ({ kind: 'act', cost: m.cost }),
  id: (m) => m.name, // ids in the loop's traces and snapshots
  trace: true,
});
const hero = new Monster('hero', 100);
const snail = new Monster('snail', 25);
scheduler.add(hero, true).add(snail, true);

const log: string[] = [];
for (let i = 0; i < 6; i++) {
  const m = scheduler.next();
  if (m === hero && i === 2) hero.cost = 300; // heavy armour: from now on its turns come 3 ticks apart
  log.push(`${m?.name}@${scheduler.getTime()}`);
}
assert.deepEqual(log, ['hero@0', 'snail@0', 'hero@1', 'snail@4', 'hero@4', 'hero@7']);
assert.equal(scheduler.loop.trace?.events.filter((e) => e.type === 'turn').length, 6);
