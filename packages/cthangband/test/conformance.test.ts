import { createRegistry } from '@turnkeeper/core';
import { describeConformance } from '@turnkeeper/core/conformance';
import { cthangband } from '../src/index.js';

describeConformance(cthangband, {
  actors: [
    { id: 0, spec: { type: 'player', speed: 10, numBlow: 3, numFire: 2, naturalAttacks: 1 } },
    { id: 'orc', spec: { type: 'monster', speed: 0, numBlows: 2, energy: 950 } },
    // Placed by the ruleset: sleep, hit points, the 4.1.0 speed spread and start energy are rolled.
    { id: 'jackal', spec: { type: 'monster', speed: 0, sleep: 10, hitDice: [1, 4], asleep: true } },
    { id: 'hydra', spec: { type: 'monster', speed: 10, numBlows: 10, energy: 999 } },
    { id: 'maggot', spec: { type: 'monster', speed: 0, unique: true, forceMaxhp: true, hitDice: [35, 10], numBlows: 4 } },
  ],
  action: (turn, step) => {
    if (turn.actor === 0) return step % 3 === 0 ? { kind: 'melee' } : step % 3 === 1 ? { kind: 'walk' } : { kind: 'quaff', from: 'pouch' };
    return step % 2 === 0 ? { kind: 'melee_player' } : { kind: 'move' };
  },
  badSpecs: [
    { spec: { type: 'player', speed: 95 }, field: 'speed' },
    { spec: { type: 'player', speed: -111 }, field: 'speed' },
    { spec: { type: 'player', speed: 1.5 }, field: 'speed' },
    { spec: { type: 'player', numBlow: 0 }, field: 'numBlow' },
    { spec: { type: 'player', numFire: 11 }, field: 'numFire' },
    { spec: { type: 'player', energy: 40000 }, field: 'energy' },
    { spec: { type: 'player', naturalAttacks: 6 }, field: 'naturalAttacks' },
    { spec: { type: 'monster', speed: Number.NaN }, field: 'speed' },
    { spec: { type: 'monster' }, field: 'speed' },
    { spec: { type: 'monster', speed: -60 }, field: 'speed' },
    { spec: { type: 'monster', speed: 0, mspeed: 5 }, field: 'mspeed' },
    { spec: { type: 'monster', speed: 0, numBlows: 12, energy: 900 }, field: 'numBlows' },
    { spec: { type: 'monster', speed: 0, hitDice: [1] }, field: 'hitDice' },
    { spec: { type: 'dragon', speed: 0 }, field: 'type' },
  ],
  registry: createRegistry([cthangband]),
  rate: {
    // A +10 player with 3 blows and 2 natural-attack mutations: a blow costs 33, plus 20 one time in 3.
    actors: [
      { id: 'p', spec: { type: 'player', speed: 10, numBlow: 3, naturalAttacks: 2 } },
      { id: 'm', spec: { type: 'monster', speed: 20, energy: 900 } },
    ],
    probe: 'p',
    action: { kind: 'melee' },
    steps: 100_000,
  },
});
