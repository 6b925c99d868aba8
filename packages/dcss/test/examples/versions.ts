import assert from 'node:assert/strict';
import { dcssVersionRules, moveTimeDistribution } from '@turnkeeper/dcss';
import { dcssAnalysis } from '@turnkeeper/dcss/analysis';

// A hasted step at movement speed 8: trunk rounds once, 0.34 rolls player_speed() again.
const hasted = { hasted: true, slowed: false, berserk: false, petrifying: false };
assert.deepEqual(moveTimeDistribution(hasted, 8, 'single').toRecord(), { '5': '2/3', '6': '1/3' });
assert.deepEqual(moveTimeDistribution(hasted, 8, 'two-stage').toRecord(), { '4': '1/15', '5': '8/15', '6': '2/5' });

assert.equal(dcssVersionRules('0.28').randomStepEnergy, true); // every monster step cost random2(3) − 1 more
assert.equal(dcssVersionRules('0.29').randomStepEnergy, false);
const trunk = dcssAnalysis.versions().find((v) => v.id === 'trunk');
assert.ok(trunk?.changes.some((c) => c.includes('6cb6efe6f4')));
