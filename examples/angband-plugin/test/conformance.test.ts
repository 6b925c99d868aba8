import { createRegistry } from '@turnkeeper/core';
import { describeConformance } from '@turnkeeper/core/conformance';
import { angband } from 'turnkeeper-angband';
import { angbandAnalysis } from 'turnkeeper-angband/analysis';

describeConformance(angbandAnalysis, {
  // No monster here leaves a draw to the ruleset: the kit's property of a random source that fails
  // adds these actors outside its guard, so a failing draw in add() would escape it. Monsters the
  // ruleset places with draws are checked in test/placement.test.ts and by the golden replays.
  actors: [
    { id: 0, spec: { kind: 'player', speed: 10, moves: 1, blows: 350, shots: 15 } },
    // Placed by the ruleset, with nothing to draw: a unique keeps its race speed, a race below
    // normal speed has no spread.
    { id: 'Grip', spec: { kind: 'monster', speed: 10, unique: true, energy: 46 } },
    { id: 'snake', spec: { kind: 'monster', speed: -10, energy: 3 } },
    // Placed as given.
    { id: 'spider', spec: { kind: 'monster', speed: 10, variation: 2, energy: 17 } },
    { id: 'ooze', spec: { kind: 'monster', speed: -20, variation: 0, energy: 99 } },
    { id: 'falcon', spec: { kind: 'monster', speed: 30, variation: -3, energy: 120, fast: true, slow: 2 } },
  ],
  action: (turn, step) => {
    if (turn.kind === 'monster') return { kind: 'act' };
    const cycle = [
      { kind: 'move' },
      { kind: 'attack' },
      { kind: 'shoot' },
      { kind: 'act', energy: 0 },
      { kind: 'attack', slainAt: 1 },
      { kind: 'act', energy: 150 },
    ];
    return cycle[step % cycle.length] ?? { kind: 'move' };
  },
  badSpecs: [
    { spec: { kind: 'player', speed: 90 }, field: 'speed' },
    { spec: { kind: 'player', speed: -111 }, field: 'speed' },
    { spec: { kind: 'player', speed: 1.5 }, field: 'speed' },
    { spec: { kind: 'player', blows: 99 }, field: 'blows' },
    { spec: { kind: 'player', shots: 0 }, field: 'shots' },
    { spec: { kind: 'player', moves: 6 }, field: 'moves' },
    { spec: { kind: 'monster' }, field: 'speed' },
    { spec: { kind: 'monster', speed: Number.NaN }, field: 'speed' },
    { spec: { kind: 'monster', speed: 71 }, field: 'speed' },
    { spec: { kind: 'monster', speed: 0, variation: 2 }, field: 'variation' },
    { spec: { kind: 'monster', speed: 0, unique: true, variation: 1 }, field: 'variation' },
    { spec: { kind: 'monster', speed: 0, energy: 201 }, field: 'energy' },
    { spec: { kind: 'monster', speed: 0, slow: 6 }, field: 'slow' },
    // Fields of the other kind: each kind's schema rejects them.
    { spec: { kind: 'player', fast: true }, field: 'fast' },
    { spec: { kind: 'monster', speed: 0, blows: 200 }, field: 'blows' },
  ],
  badPatches: [
    { actor: 0, patch: { speed: 95 }, field: 'speed' },
    { actor: 0, patch: { slow: 1 }, field: 'slow' },
    { actor: 'spider', patch: { energy: -1 }, field: 'energy' },
    { actor: 'spider', patch: { moves: 1 }, field: 'moves' },
  ],
  registry: createRegistry([angband]),
  rate: {
    // A +10 player with 3.5 blows (84 energy an attack) beside a +20 monster.
    actors: [
      { id: 'p', spec: { kind: 'player', speed: 10, blows: 350 } },
      { id: 'm', spec: { kind: 'monster', speed: 20, variation: 0, energy: 10 } },
    ],
    probe: 'p',
    action: { kind: 'attack' },
    steps: 50_000,
  },
});
