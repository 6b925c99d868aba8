import assert from 'node:assert/strict';
import { scripted } from '@turnkeeper/core';
import { frogcomposband, meleeEnergy, riderSpeed, walkBaseEnergy } from '@turnkeeper/frogcomposband';

// Walking modes (src/cmd2.c do_cmd_walk_aux()): Quick Walk, Stalk, Fleet of Foot.
assert.equal(walkBaseEnergy({ mode: 'quickWalk', level: 30 }), 30); // ×(45 − 15)%
assert.equal(walkBaseEnergy({ mode: 'stalk', level: 20 }), 130); // ×(150 − 20)%
assert.equal(walkBaseEnergy({ fleetOfFoot: true }), 60);

// The frenzy rule (src/cmd1.c py_attack()): a Berserker killing with the first of 4 blows pays 25.
assert.equal(meleeEnergy({ frenzy: true, kill: { hand: 0, blow: 1, blows: 4 } }), 25);

// Riding (src/xtra1.c calc_bonuses()): the mount's speed, scaled by skill and level.
assert.equal(riderSpeed({ mount: { mspeed: 20, level: 10 }, skill: 4000, level: 30 }).raw, 8);

// In the loop: every ENERGY_NEED() below is exactly 100 (scripted draws of 0).
const loop = frogcomposband.create({ random: scripted([], { then: 'zeros' }) });
loop.add('horse', { kind: 'monster', speed: 20, level: 10, energyNeed: 50 });
loop.add('hero', { kind: 'player', mount: 'horse', ridingSkill: 4000, level: 30, berserker: true });
assert.equal(loop.inspect('hero').speed, 8); // the rider moves at the mount's pace…
assert.equal(loop.inspect('horse').speed, 8); // …and the mount at the rider's

const turn = loop.next();
loop.act(turn.actor, { kind: 'melee', kill: { hand: 0, blow: 2, blows: 4 } });
const hero = loop.inspect('hero');
assert.equal(hero.kind === 'player' && hero.last?.actions[0]?.cost, 50);

// Time stop ("The World"): exact costs until energy_need rises above −1000.
loop.update('hero', { mount: null, timeStopped: true, energyNeed: -1050 });
loop.next();
loop.act('hero', { kind: 'act' });
const after = loop.inspect('hero');
assert.equal(after.kind === 'player' && after.timeStopped, false); // −950: time flows again
assert.equal(after.energyNeed, 100); // and energy_need became one ENERGY_NEED()
