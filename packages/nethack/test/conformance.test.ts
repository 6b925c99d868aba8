import type { Turn } from '@turnkeeper/core';
import { describeConformance } from '@turnkeeper/core/conformance';
import { nethack, type NethackAction } from '../src/index.js';

// A riding hero (its steed must be added first), a hasted lich, a newt, and monster id 0.
const actors = [
  { id: 0, spec: { kind: 'monster', name: 'soldier ant' } },
  { id: 'horse', spec: { kind: 'monster', base: 24 } },
  { id: 'you', spec: { kind: 'hero', speed: 'Fast', encumbrance: 'Burdened', riding: 'horse', galloping: true } },
  { id: 'lich', spec: { kind: 'monster', name: 'master lich', mspeed: 'fast' } },
  { id: 'newt', spec: { kind: 'monster', name: 'newt', mspeed: 'slow' } },
] as const;

// The hero moves, attacks, takes free actions and is sometimes made helpless; monsters move.
function action(turn: Turn, step: number): NethackAction {
  if (turn.actor !== 'you') return { kind: step % 3 === 0 ? 'act' : 'move' };
  if (step % 97 === 0) return { kind: 'act', helpless: 2 };
  if (step % 11 === 0) return { kind: 'free' };
  return { kind: step % 4 === 0 ? 'act' : 'move' };
}

describeConformance(nethack, {
  actors,
  action,
  badSpecs: [
    { spec: { kind: 'monster', base: 200 }, field: 'base' },
    { spec: { kind: 'monster', base: -1 }, field: 'base' },
    { spec: { kind: 'monster', base: 12.5 }, field: 'base' },
    { spec: { kind: 'monster', base: Number.NaN }, field: 'base' },
    { spec: { kind: 'monster' }, field: 'base' },
    { spec: { kind: 'monster', base: 12, name: 'newt' }, field: 'base' },
    { spec: { kind: 'monster', name: 'dragon of doom' }, field: 'name' },
    // The first variant is 3.4.3, which has no genetic engineer (new in 3.7).
    { spec: { kind: 'monster', name: 'genetic engineer' }, field: 'name' },
    { spec: { kind: 'monster', base: 12, mspeed: 'hasted' }, field: 'mspeed' },
    { spec: { kind: 'monster', base: 12, movement: 40000 }, field: 'movement' },
    { spec: { kind: 'hero', riding: 'no-such-steed' }, field: 'riding' },
    { spec: { kind: 'hero', encumbrance: 6 }, field: 'encumbrance' },
    { spec: { kind: 'hero', encumbrance: 'Heavy' }, field: 'encumbrance' },
    { spec: { kind: 'hero', speed: 'fast' }, field: 'speed' },
    { spec: { kind: 'hero', base: 12, form: 'newt' }, field: 'base' },
    { spec: { kind: 'hero', helpless: -2 }, field: 'helpless' },
    { spec: { kind: 'dragon', base: 12 }, field: 'kind' },
  ],
  steps: 2000,
  rate: {
    version: '3.6.0',
    actors: [
      { id: 'ant', spec: { kind: 'monster', name: 'soldier ant' } },
      { id: 'you', spec: { kind: 'hero' } },
    ],
    probe: 'ant',
    action: { kind: 'move' },
  },
});
