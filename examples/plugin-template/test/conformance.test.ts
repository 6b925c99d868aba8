// The conformance kit: the contract every ruleset keeps (validation, turn protocol, snapshots,
// traces, the analysis interface, the registry), run on this ruleset through its analysis.
import { createRegistry } from '@turnkeeper/core';
import { describeConformance } from '@turnkeeper/core/conformance';
import { ticktock } from 'turnkeeper-plugin-template';
import { ticktockAnalysis } from 'turnkeeper-plugin-template/analysis';

describeConformance(ticktockAnalysis, {
  actors: [
    { id: 0, spec: { kind: 'creature', delay: 3 } },
    { id: 'snail', spec: { kind: 'creature', delay: 7, wait: 2 } },
    { id: 'hare', spec: { kind: 'creature', delay: 1 } },
  ],
  action: () => ({ kind: 'act' }),
  badSpecs: [
    { spec: { kind: 'creature', delay: 0 }, field: 'delay' },
    { spec: { kind: 'creature', delay: 1.5 }, field: 'delay' },
    { spec: { kind: 'creature' }, field: 'delay' },
    { spec: { kind: 'creature', delay: 2, wait: -1 }, field: 'wait' },
  ],
  badPatches: [{ actor: 'snail', patch: { delay: 0 }, field: 'delay' }],
  registry: createRegistry([ticktock]),
  rate: { actors: [{ id: 'c', spec: { kind: 'creature', delay: 4 } }], probe: 'c', action: { kind: 'act' }, steps: 10_000 },
});
