import { describeConformance } from '@turnkeeper/core/conformance';
import { frogcomposbandAnalysis } from '../src/analysis/index.js';

// Every monster here comes with its speed and energy_need: the kit's "random source throws
// mid-turn" property adds the actors outside its try, so an add that draws (get_mspeed and the
// starting energy, for a monster given by race) would end it with the source's own error. The
// rolls at placement are checked by the golden traces and test/fidelity.test.ts.
describeConformance(frogcomposbandAnalysis, {
  actors: [
    { id: 0, spec: { kind: 'player', speed: 5, class: 'yellowMage', level: 30, noSpells: 3 } },
    { id: 'soldier', spec: { kind: 'monster', speed: 11, energyNeed: 30, level: 12 } },
    { id: 'snail', spec: { kind: 'monster', speed: -10, energyNeed: 120 } },
    { id: 'hound', spec: { kind: 'monster', speed: 21, energyNeed: -5, fast: 30, minislow: 4, regenerate: true } },
    { id: 'sleeper', spec: { kind: 'monster', speed: 30, energyNeed: 0, aware: false } },
    { id: 'wounded', spec: { kind: 'monster', speed: -110, energyNeed: 0, aware: false, hurt: true, slow: 3, minislow: 10 } },
  ],
  action: (turn, step) =>
    turn.actor === 0
      ? step % 7 === 3
        ? { kind: 'move', terrain: 'snow' }
        : step % 11 === 4
          ? { kind: 'cast', spellLevel: 5 }
          : step % 13 === 6
            ? { kind: 'device', device: 'wand', itemLevel: 20, speciality: true }
            : step % 17 === 8
              ? { kind: 'toggle', mode: 'stalk' }
              : step % 97 === 50
                ? { kind: 'innRest' }
                : { kind: 'act', energyUse: step % 5 === 0 ? 0 : 100 }
      : { kind: 'move', terrain: step % 3 === 0 ? 'tree' : 'plain' },
  badSpecs: [
    // A monster's byte mspeed holds internal 0..255 (raw −110..+145); the player's s16b pspeed
    // holds internal −32768..32767 before calc_bonuses clamps it.
    { spec: { kind: 'monster', speed: 146 }, field: 'speed' },
    { spec: { kind: 'monster', speed: -111 }, field: 'speed' },
    { spec: { kind: 'monster', race: 146 }, field: 'race' },
    { spec: { kind: 'player', speed: 32658 }, field: 'speed' },
    { spec: { kind: 'player', speed: -32879 }, field: 'speed' },
    { spec: { kind: 'player', weightLimit: 499 }, field: 'weightLimit' },
    { spec: { kind: 'player', level: 51 }, field: 'level' },
    { spec: { kind: 'player', mount: 'nobody' }, field: 'mount' },
    { spec: { kind: 'monster', speed: 0, index: 1024 }, field: 'index' },
    { spec: { kind: 'player', speed: Number.NaN }, field: 'speed' },
    { spec: { kind: 'monster' }, field: 'speed' },
    { spec: { kind: 'monster', speed: 0, minislow: 11 }, field: 'minislow' },
    { spec: { kind: 'monster', race: 0, fast: -1 }, field: 'fast' },
    { spec: { kind: 'player', haste: 1.5 }, field: 'haste' },
    { spec: { kind: 'player', energyNeed: 40_000 }, field: 'energyNeed' },
    { spec: { kind: 'monster', speed: 0, index: 0 }, field: 'index' },
    { spec: { kind: 'player', noSpells: 10_001 }, field: 'noSpells' },
    { spec: { kind: 'player', quickSpelling: 6 }, field: 'quickSpelling' },
    { spec: { kind: 'player', class: 'yeqrezhDisciple', level: 19, quickSpelling: 2 }, field: 'quickSpelling' },
    { spec: { kind: 'player', class: 'warrior' }, field: 'class' },
  ],
  badPatches: [
    { actor: 'soldier', patch: { speed: 146 }, field: 'speed' },
    { actor: 0, patch: { mount: 'nobody' }, field: 'mount' },
    { actor: 'soldier', patch: { minislow: 11 }, field: 'minislow' },
    { actor: 0, patch: { speed: 32658 }, field: 'speed' },
    { actor: 0, patch: { haste: -1 }, field: 'haste' },
    { actor: 0, patch: { quickSpelling: 1 }, field: 'quickSpelling' },
    { actor: 0, patch: { noDevice: -1 }, field: 'noDevice' },
  ],
  rate: {
    actors: [
      { id: 'hero', spec: { kind: 'player', speed: 3 } },
      { id: 'yeti', spec: { kind: 'monster', speed: 10, energyNeed: 40 } },
    ],
    probe: 'yeti',
    action: { kind: 'move', terrain: 'snow' },
    steps: 100_000,
  },
});
