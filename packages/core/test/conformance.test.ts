import { describeConformance } from '../src/conformance/index.js';
import { genericAnalysis } from '../src/analysis/index.js';
import { createRegistry, generic } from '../src/index.js';

describeConformance(genericAnalysis, {
  actors: [
    { id: 0, spec: { speed: 100 } },
    { id: 'bat', spec: { speed: 250 } },
    { id: 'snail', spec: { speed: 33, energy: -500 } },
  ],
  action: (turn, step) => (step % 7 === 3 ? { kind: 'wait', ticks: 2 } : { kind: 'act', cost: 60 + (step % 5) * 20 }),
  badSpecs: [
    { spec: { speed: 0 }, field: 'speed' },
    { spec: { speed: -5 }, field: 'speed' },
    { spec: { speed: Number.NaN }, field: 'speed' },
    { spec: { speed: 1.5 }, field: 'speed' },
    { spec: { speed: 100, energy: 'lots' }, field: 'energy' },
    { spec: {}, field: 'speed' },
  ],
  badPatches: [
    { actor: 'bat', patch: { speed: 0 }, field: 'speed' },
    { actor: 'bat', patch: { sped: 5 }, field: 'sped' },
    { actor: 'bat', patch: { kind: 'monster' }, field: 'kind' },
  ],
  registry: createRegistry([generic]),
  rate: {
    actors: [
      { id: 'probe', spec: { speed: 130 } },
      { id: 'other', spec: { speed: 77 } },
    ],
    probe: 'probe',
    action: { kind: 'act', cost: 100 },
    steps: 100_000,
    tolerance: 0.001,
  },
});
