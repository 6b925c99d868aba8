import { createRegistry } from '@turnkeeper/core';
import { describeConformance } from '@turnkeeper/core/conformance';
import { cthangbandAnalysis } from '../src/analysis/index.js';
import { cthangband } from '../src/index.js';

// The actions, made once and frozen, as a game reuses them. The player never walks or runs here:
// the kit runs every valid player spec with these actions, and a step at a speed outside
// extract_energy (a pspeed the game allows, −32878..+32657) is refused with an InvalidActionError,
// which today's core turns into a failed loop (TimeLoop.act() fails the loop on any error of the
// charge, refusals included), so the kit's snapshot after it would throw. Walking and running are
// covered by the engine, state, domain and golden tests.
const MELEE = Object.freeze({ kind: 'melee' });
const FIRE = Object.freeze({ kind: 'fire' });
const QUAFF = Object.freeze({ kind: 'quaff', from: 'pouch' });
const MELEE_PLAYER = Object.freeze({ kind: 'melee_player' });
const MOVE = Object.freeze({ kind: 'move' });

describeConformance(cthangbandAnalysis, {
  actors: [
    { id: 0, spec: { kind: 'player', speed: 10, numBlow: 3, numFire: 2, naturalAttacks: 1 } },
    // Every monster here is placed as given (energy): the kit's failing-random-source check adds
    // these actors with a source that may throw at any draw, and an add that draws (the ruleset's
    // placement rolls) lets that error out of the kit. Placements by the ruleset are covered by
    // the kit's generated specs (most have no energy), the engine tests and the golden traces.
    { id: 'orc', spec: { kind: 'monster', speed: 0, numBlows: 2, energy: 950 } },
    { id: 'jackal', spec: { kind: 'monster', speed: -4, sleep: 10, hitDice: [1, 4], energy: 931 } },
    { id: 'hydra', spec: { kind: 'monster', speed: 10, numBlows: 10, energy: 999 } },
    { id: 'maggot', spec: { kind: 'monster', speed: 0, unique: true, forceMaxhp: true, hitDice: [35, 10], numBlows: 4, energy: 977 } },
  ],
  action: (turn, step) => {
    if (turn.kind === 'player') return step % 3 === 0 ? MELEE : step % 3 === 1 ? FIRE : QUAFF;
    return step % 2 === 0 ? MELEE_PLAYER : MOVE;
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
    // Every monster turn reads extract_energy[mspeed]: speeds inside the table, −110..+89.
    { spec: { kind: 'monster', speed: 90, unique: true }, field: 'speed' },
    { spec: { kind: 'monster', speed: -111, energy: 900 }, field: 'speed' },
    { spec: { kind: 'monster', speed: 0, mspeed: 141, energy: 900 }, field: 'mspeed' },
    // A non-unique placed by the ruleset: its whole spread roll must stay inside the table (−40..+87).
    { spec: { kind: 'monster', speed: 88 }, field: 'speed' },
    { spec: { kind: 'monster', speed: -41 }, field: 'speed' },
    { spec: { kind: 'monster', speed: 0, mspeed: 5 }, field: 'mspeed' },
    // Attack speeds are bytes, and 100 / 0 would divide by zero: 1..255.
    { spec: { kind: 'monster', speed: 0, numBlows: 256, energy: 900 }, field: 'numBlows' },
    { spec: { kind: 'monster', speed: 0, numBlows: 0, energy: 900 }, field: 'numBlows' },
    { spec: { kind: 'monster', speed: 0, sleep: 32768 }, field: 'sleep' },
    // hitDice is [hdice, hside]: a missing side is named by its place.
    { spec: { kind: 'monster', speed: 0, hitDice: [1] }, field: 'hitDice.1' },
    // Fields of the other kind: the per-kind schemas reject them.
    { spec: { kind: 'player', numBlows: 2 }, field: 'numBlows' },
    { spec: { kind: 'monster', speed: 0, numBlow: 2 }, field: 'numBlow' },
  ],
  badPatches: [
    { actor: 0, patch: { speed: 32658 }, field: 'speed' },
    { actor: 0, patch: { newLevelFlag: 'yes' }, field: 'newLevelFlag' },
    { actor: 'orc', patch: { numBlows: -1 }, field: 'numBlows' },
    { actor: 'orc', patch: { speed: 90 }, field: 'speed' },
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
