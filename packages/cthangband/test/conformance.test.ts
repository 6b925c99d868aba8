import { createRegistry } from '@turnkeeper/core';
import { describeConformance } from '@turnkeeper/core/conformance';
import { cthangband } from '../src/index.js';

describeConformance(cthangband, {
  actors: [
    { id: 0, spec: { kind: 'player', speed: 10, numBlow: 3, numFire: 2, naturalAttacks: 1 } },
    { id: 'orc', spec: { kind: 'monster', speed: 0, numBlows: 2, energy: 950 } },
    // Placed by the ruleset: sleep, hit points, the 4.1.0 speed spread and start energy are rolled.
    { id: 'jackal', spec: { kind: 'monster', speed: 0, sleep: 10, hitDice: [1, 4], asleep: true } },
    { id: 'hydra', spec: { kind: 'monster', speed: 10, numBlows: 10, energy: 999 } },
    { id: 'maggot', spec: { kind: 'monster', speed: 0, unique: true, forceMaxhp: true, hitDice: [35, 10], numBlows: 4 } },
  ],
  action: (turn, step) => {
    if (turn.kind === 'player') return step % 3 === 0 ? { kind: 'melee' } : step % 3 === 1 ? { kind: 'walk' } : { kind: 'quaff', from: 'pouch' };
    return step % 2 === 0 ? { kind: 'melee_player' } : { kind: 'move' };
  },
  badSpecs: [
    { spec: { kind: 'player', speed: 95 }, field: 'speed' },
    { spec: { kind: 'player', speed: -111 }, field: 'speed' },
    { spec: { kind: 'player', speed: 1.5 }, field: 'speed' },
    { spec: { kind: 'player', numBlow: 0 }, field: 'numBlow' },
    { spec: { kind: 'player', numFire: 11 }, field: 'numFire' },
    { spec: { kind: 'player', energy: 40000 }, field: 'energy' },
    { spec: { kind: 'player', naturalAttacks: 6 }, field: 'naturalAttacks' },
    { spec: { kind: 'monster', speed: Number.NaN }, field: 'speed' },
    { spec: { kind: 'monster' }, field: 'speed' },
    { spec: { kind: 'monster', speed: -60 }, field: 'speed' },
    { spec: { kind: 'monster', speed: 0, mspeed: 5 }, field: 'mspeed' },
    { spec: { kind: 'monster', speed: 0, born: true }, field: 'born' },
    { spec: { kind: 'monster', speed: 0, numBlows: 12, energy: 900 }, field: 'numBlows' },
    { spec: { kind: 'monster', speed: 0, hitDice: [1] }, field: 'hitDice' },
    // Fields of the other kind: the per-kind schemas reject them.
    { spec: { kind: 'player', numBlows: 2 }, field: 'numBlows' },
    { spec: { kind: 'monster', speed: 0, numBlow: 2 }, field: 'numBlow' },
  ],
  badPatches: [
    { actor: 0, patch: { speed: 90 }, field: 'speed' },
    { actor: 'orc', patch: { numBlows: 0 }, field: 'numBlows' },
    { actor: 'orc', patch: { energy: -40000 }, field: 'energy' },
    // The player has numBlow, monsters numBlows: each kind's patch schema rejects the other's field.
    { actor: 0, patch: { numBlows: 2 }, field: 'numBlows' },
    { actor: 'orc', patch: { numFire: 2 }, field: 'numFire' },
    { actor: 'orc', patch: { naturalAttacks: 1 }, field: 'naturalAttacks' },
  ],
  registry: createRegistry([cthangband]),
  rate: {
    // A +10 player with 3 blows and 2 natural-attack mutations: a blow costs 33, plus 20 one time in 3.
    actors: [
      { id: 'p', spec: { kind: 'player', speed: 10, numBlow: 3, naturalAttacks: 2 } },
      { id: 'm', spec: { kind: 'monster', speed: 20, energy: 900 } },
    ],
    probe: 'p',
    action: { kind: 'melee' },
    steps: 100_000,
  },
});
