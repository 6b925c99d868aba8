import type { Turn } from '@turnkeeper/core';
import { describeConformance } from '@turnkeeper/core/conformance';
import { nethackAnalysis } from '../src/analysis/index.js';
import type { NethackMonsterAction, NethackPlayerAction } from '../src/index.js';

// A Fast, Burdened hero riding a horse, a hasted lich, a slowed newt, and monster id 0. The kit
// adds the actors in this order before anything else (a rider's steed is then present).
const actors = [
  { id: 0, spec: { kind: 'monster', base: 18 } },
  { id: 'horse', spec: { kind: 'monster', base: 24, tameness: 20 } },
  { id: 'you', spec: { kind: 'player', speed: 'Fast', encumbrance: 'Burdened', riding: 'horse', steed: { base: 24 }, gallop: 400, running: true, level: 10 } },
  { id: 'lich', spec: { kind: 'monster', base: 9, mspeed: 'fast' } },
  { id: 'newt', spec: { kind: 'monster', base: 6, mspeed: 'slow', tameness: 3, sleeping: true } },
] as const;

// The hero runs (so the steed gallops until u.ugallop runs out), attacks, takes free actions, kicks
// its steed (which gallops on, or in the end throws the rider) and is sometimes made helpless
// (which stops the run until the next running command); monsters move. Only the rider kicks: the
// hero of the rate check ('walker') is on foot, where a kick is refused.
function action(turn: Turn, step: number): NethackPlayerAction | NethackMonsterAction {
  if (turn.kind === 'monster') return step % 3 === 0 ? { kind: 'act' } : { kind: 'move' };
  if (step % 97 === 0) return { kind: 'act', helpless: 2 };
  if (step % 11 === 0) return { kind: 'free' };
  if (step % 53 === 0 && turn.actor === 'you') return { kind: 'kick' };
  return step % 4 === 0 ? { kind: 'act' } : { kind: 'move', run: true };
}

describeConformance(nethackAnalysis, {
  actors,
  action,
  badSpecs: [
    { spec: { kind: 'monster', base: 200 }, field: 'base' },
    { spec: { kind: 'monster', base: -1 }, field: 'base' },
    { spec: { kind: 'monster', base: 12.5 }, field: 'base' },
    { spec: { kind: 'monster', base: Number.NaN }, field: 'base' },
    { spec: { kind: 'monster' }, field: 'base' },
    // Names belong to the analysis catalog (nethackAnalysis.lookup), not to a loop's specs.
    { spec: { kind: 'monster', base: 12, name: 'newt' }, field: 'name' },
    { spec: { kind: 'monster', name: 'newt' }, field: 'base' },
    { spec: { kind: 'monster', base: 12, tameness: 128 }, field: 'tameness' },
    { spec: { kind: 'monster', base: 12, frozen: 3 }, field: 'frozen' },
    { spec: { kind: 'monster', base: 12, canMove: false, frozen: 128 }, field: 'frozen' },
    { spec: { kind: 'monster', base: 12, sleeping: 'yes' }, field: 'sleeping' },
    { spec: { kind: 'monster', base: 12, mspeed: 'hasted' }, field: 'mspeed' },
    { spec: { kind: 'monster', base: 12, movement: 40000 }, field: 'movement' },
    { spec: { kind: 'player', riding: 'no-such-steed' }, field: 'riding' },
    { spec: { kind: 'player', encumbrance: 6 }, field: 'encumbrance' },
    { spec: { kind: 'player', encumbrance: 'Heavy' }, field: 'encumbrance' },
    { spec: { kind: 'player', speed: 'fast' }, field: 'speed' },
    { spec: { kind: 'player', form: 'newt' }, field: 'form' },
    { spec: { kind: 'player', level: 0 }, field: 'level' },
    { spec: { kind: 'player', level: 31 }, field: 'level' },
    { spec: { kind: 'player', helpless: -2 }, field: 'helpless' },
    { spec: { kind: 'player', helpless: 2 ** 31 + 1 }, field: 'helpless' },
    { spec: { kind: 'player', speed: 'Fast', intrinsicFast: true }, field: 'speed' },
    { spec: { kind: 'player', timedFast: 0x1000000 }, field: 'timedFast' },
    { spec: { kind: 'player', gallop: -1 }, field: 'gallop' },
    { spec: { kind: 'player', gallop: 5 }, field: 'gallop' },
    { spec: { kind: 'player', steed: { base: 24 } }, field: 'steed' },
    { spec: { kind: 'monster', base: 12, mspeed: 'fast', speedBoots: true }, field: 'mspeed' },
    { spec: { kind: 'monster', base: 12, permspeed: 'hasted' }, field: 'permspeed' },
  ],
  badPatches: [
    { actor: 'you', patch: { riding: 'no-such-steed' }, field: 'riding' },
    { actor: 'you', patch: { gallop: 'yes' }, field: 'gallop' },
    { actor: 'you', patch: { addTimedFast: 0.5 }, field: 'addTimedFast' },
    { actor: 'you', patch: { multi: 2 ** 31 }, field: 'multi' },
    { actor: 'lich', patch: { adjustSpeed: 5 }, field: 'adjustSpeed' },
    { actor: 'you', patch: { form: 'newt' }, field: 'form' },
    { actor: 'you', patch: { level: 1.5 }, field: 'level' },
    { actor: 'lich', patch: { frozen: 5 }, field: 'frozen' },
    { actor: 'lich', patch: { tameness: -1 }, field: 'tameness' },
    { actor: 'lich', patch: { mspeed: 'hasted' }, field: 'mspeed' },
    { actor: 'lich', patch: { base: 128 }, field: 'base' },
  ],
  steps: 2000,
  rate: {
    version: '3.6.0',
    actors: [
      { id: 'ant', spec: { kind: 'monster', base: 18 } }, // a soldier ant
      { id: 'walker', spec: { kind: 'player' } },
    ],
    probe: 'ant',
    action: { kind: 'move' },
  },
});
