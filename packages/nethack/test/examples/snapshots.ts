import assert from 'node:assert/strict';
import { createRegistry, restore } from '@turnkeeper/core';
import { nethack } from '@turnkeeper/nethack';

const registry = createRegistry([nethack]);
const loop = registry.get('nethack').create({ version: '3.6.0', seed: 3 }); // fully typed
loop.add('you', { kind: 'player', speed: 'Very_fast' });
loop.add('orc', { kind: 'monster', base: 9 }); // a hill orc
loop.step(() => ({ kind: 'move' }));

const saved = JSON.stringify(loop.snapshot()); // plain JSON
const again = restore(nethack, JSON.parse(saved)); // continues exactly as `loop` would
for (let i = 0; i < 50; i++) assert.deepEqual(again.step(() => ({ kind: 'move' })), loop.step(() => ({ kind: 'move' })));
