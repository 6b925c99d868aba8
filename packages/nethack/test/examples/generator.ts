import assert from 'node:assert/strict';
import { nethack, nethackGenerator } from '@turnkeeper/nethack';

// glibc's random() after srandom(42), as NetHack 3.4.3–3.6.1 on Linux: rn2(12) = random() % 12.
assert.equal(nethackGenerator.seeded(42).below(12), 71876166 % 12);

// A loop seeded the way the game seeds it; its trace labels every draw with its site.
const loop = nethack.create({ version: '3.6.0', seed: 42, generator: 'game', trace: true });
loop.add('ant', { kind: 'monster', base: 18 }); // a soldier ant
loop.add('you', { kind: 'player', speed: 'Fast' });
for (let i = 0; i < 3; i++) loop.step(() => ({ kind: 'move' }));

const sites = loop.trace?.events.flatMap((e) => (e.type === 'random' ? [e.site] : []));
assert.deepEqual(sites, ['mcalcmove:rn2(5)', 'mcalcmove:rn2(3)', 'moveloop:rn2(3) != 0']);
