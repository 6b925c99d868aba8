import assert from 'node:assert/strict';
import { InvalidSpecError } from '@turnkeeper/core';
import { dcss } from '@turnkeeper/dcss';
import { dcssAnalysis } from '@turnkeeper/dcss/analysis';

// Every monster class of the version's data, by name: its base speed and energy usage as a spec.
const ogre = dcssAnalysis.lookup('ogre');
assert.deepEqual(ogre.spec, { kind: 'monster', speed: 10, energyUsage: { move: 10, swim: 10, attack: 15, missile: 10, spell: 10 } });

// Every question takes a spec naming one, other fields overriding the entry's.
const attacks = dcssAnalysis.between({ a: { spec: { kind: 'player' } }, b: { spec: { name: 'ogre' }, action: { kind: 'melee' } } });
assert.equal(attacks.mean.fraction?.toString(), '2/3'); // an attack costs 15 energy: two every three turns
const old = dcssAnalysis.between({ a: { spec: { kind: 'player' } }, b: { spec: { name: 'ogre' }, action: { kind: 'melee' } }, version: '0.28' });
assert.equal(old.mean.fraction?.toString(), '10/13'); // 0.28's ogre attacked for 13

// A loop takes an entry's spec as it is, or with fields of its own.
const loop = dcss.create({ seed: 1 });
loop.add('you', { kind: 'player' });
loop.add('ogre', { ...ogre.spec, kind: 'monster', justSummoned: false });
assert.equal(loop.count('monster'), 1);

// A name the version does not have is a typed error that suggests the closest names.
assert.throws(() => dcssAnalysis.lookup('orge'), (e: unknown) => e instanceof InvalidSpecError && e.message.includes('did you mean "ogre"'));
assert.throws(() => dcssAnalysis.lookup('Goji', '0.34'), InvalidSpecError); // new in trunk
