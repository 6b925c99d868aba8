import assert from 'node:assert/strict';
import { TurnkeeperError, scripted } from '@turnkeeper/core';
import { dcss, monsterSpeedDescription, weaponDelayDescription } from '@turnkeeper/dcss';

const loop = dcss.create({ random: scripted([]) }); // nothing below draws
loop.add('you', { kind: 'player', movementSpeed: 4 }); // below the game's floor: raised to 6 aut
loop.add('imp', { kind: 'monster', speed: 10, hasted: true, hasteDuration: 20, justSummoned: false }); // speed 15
const ended: string[] = [];
loop.on('enchantmentEnds', ({ actor, enchantment, speed }) => ended.push(`${String(actor)}: ${enchantment} → ${speed}`));

loop.act(loop.next().actor, { kind: 'move' }); // 6 aut: the imp gains 9 (79) and its haste ticks once (10 left)
for (let t = loop.next(); t.kind === 'monster'; t = loop.next()) loop.act(t.actor, { kind: 'move' });
loop.act('you', { kind: 'wait' }); // 10 aut: it gains 15 (94), then its haste runs out
for (let t = loop.next(); t.kind === 'monster'; t = loop.next()) loop.act(t.actor, { kind: 'move' });

assert.equal(loop.time, 16);
assert.deepEqual(ended, ['imp: haste → 10']); // calc_speed rolled again as the haste ended

// 32-bit counters end as the game ends: at 2,000,000,000 aut "Outside, the world ends."
const late = dcss.create();
late.add('you', { kind: 'player' });
late.act(late.next().actor, { kind: 'fixed', aut: 2_000_000_000 });
assert.throws(() => late.next(), (e: unknown) => e instanceof TurnkeeperError && e.code === 'TIME_OVERFLOW');

// The game's own displays, truncated and rounded as crawl prints them.
assert.equal(monsterSpeedDescription(10, { move: 10, swim: 10, attack: 15, missile: 10, spell: 10 }), 'Speed: 100% (attack: 66%)');
const sword = weaponDelayDescription({ type: 'weapon', baseDelay: 14, brand: 'none', skill10: 30 }, { shieldPenalty20: 0, finesse: false }, false, 10);
assert.equal(sword.current, 'Current attack delay: 1.2.'); // a mean of 12.5 aut: printf's tie goes to the even digit
