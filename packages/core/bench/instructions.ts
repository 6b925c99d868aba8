/**
 * One competitor of the peers table, for instruction counts: `node instructions.js <path> <actors>
 * <warm-up steps> <steps>` runs the integer mix through `path` (flatqueue, engine, run or
 * next+act), warm-up first, then the measured steps, and prints the last actor handed out. Under
 * valgrind's callgrind, the count of a run minus that of a run with 0 measured steps, divided by
 * the steps, is the instruction cost of one step (see bench/count-instructions.sh).
 */
import { generic, GenericEngine } from '../src/index.js';
import { mix } from './lib/mixes.js';
import { PEERS } from './lib/peers.js';

const [path = 'run', actorsArg = '10', warmArg = '200000', stepsArg = '0'] = process.argv.slice(2);
const m = mix('ints', Number(actorsArg));
const act = Object.freeze({ kind: 'act', cost: m.cost } as const);
let last = 0;
let go: (k: number) => void;
if (path === 'flatqueue' || path === 'fastpriorityqueue') {
  const step = PEERS[path](m.speeds, m.cost);
  go = (k) => {
    for (let i = 0; i < k; i++) last = step();
  };
} else if (path === 'engine') {
  const engine = new GenericEngine();
  m.speeds.forEach((speed, i) => {
    engine.add(i, { kind: 'actor', speed, energy: 0, paused: false });
  });
  go = (k) => {
    for (let i = 0; i < k; i++) engine.charge.actor((last = engine.next() as number), act);
  };
} else {
  const loop = generic.create();
  m.speeds.forEach((speed, i) => loop.add(i, { speed }));
  const choose = (t: { actor: unknown }) => {
    last = t.actor as number;
    return act;
  };
  go =
    path === 'run'
      ? (k) => loop.run(k, choose)
      : (k) => {
          for (let i = 0; i < k; i++) loop.act((last = loop.next().actor as number), act);
        };
}
go(Number(warmArg));
go(Number(stepsArg));
console.log(path, last);
