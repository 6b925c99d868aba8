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
    // pspeed is an s16b (xtra1.c calc_bonuses() never clamps it): displayed −32878..+32657.
    { spec: { kind: 'player', speed: 32658 }, field: 'speed' },
    { spec: { kind: 'player', speed: -32879 }, field: 'speed' },
    { spec: { kind: 'player', speed: 1.5 }, field: 'speed' },
    // num_blow and num_fire are s16b, clamped to 1..10 by calc_bonuses(): accepted across the s16b.
    { spec: { kind: 'player', numBlow: 32768 }, field: 'numBlow' },
    { spec: { kind: 'player', numFire: -32769 }, field: 'numFire' },
    { spec: { kind: 'player', energy: 40000 }, field: 'energy' },
    { spec: { kind: 'player', naturalAttacks: 6 }, field: 'naturalAttacks' },
    { spec: { kind: 'player', paralyzed: 32768 }, field: 'paralyzed' },
    { spec: { kind: 'player', stunRecovery: 11 }, field: 'stunRecovery' },
    { spec: { kind: 'monster', speed: Number.NaN }, field: 'speed' },
    { spec: { kind: 'monster' }, field: 'speed' },
    // r_ptr->speed and m_ptr->mspeed are bytes: displayed −110..+145.
    { spec: { kind: 'monster', speed: 146, unique: true }, field: 'speed' },
    { spec: { kind: 'monster', speed: -111, energy: 900 }, field: 'speed' },
    // A non-unique placed by the ruleset reads extract_energy[speed] for its spread: +89 at most.
    { spec: { kind: 'monster', speed: 90 }, field: 'speed' },
    { spec: { kind: 'monster', speed: 0, mspeed: 5 }, field: 'mspeed' },
    { spec: { kind: 'monster', speed: 0, numBlows: 256, energy: 900 }, field: 'numBlows' },
    { spec: { kind: 'monster', speed: 0, sleep: 32768 }, field: 'sleep' },
    { spec: { kind: 'monster', speed: 0, hitDice: [1] }, field: 'hitDice' },
    // Fields of the other kind: the per-kind schemas reject them.
    { spec: { kind: 'player', numBlows: 2 }, field: 'numBlows' },
    { spec: { kind: 'monster', speed: 0, numBlow: 2 }, field: 'numBlow' },
  ],
  badPatches: [
    { actor: 0, patch: { speed: 32658 }, field: 'speed' },
    { actor: 0, patch: { newLevelFlag: 'yes' }, field: 'newLevelFlag' },
    { actor: 'orc', patch: { numBlows: -1 }, field: 'numBlows' },
    { actor: 'orc', patch: { speed: 146 }, field: 'speed' },
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
