import { generic, GenericEngine } from './dist/index.js';
import { PEERS } from './bench/lib/peers-built.mjs';
const [mode, nS, stepsS] = process.argv.slice(2); const n = +nS, steps = +stepsS;
let s = (n * 31 + 4) >>> 0 || 1; const r = () => { s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0; return s / 4294967296; };
const speeds = Array.from({ length: n }, () => 1 + Math.floor(r() * 1000));
const act = Object.freeze({ kind: 'act' });
let f;
if (mode === 'loop') { const l = generic.create(); speeds.forEach((sp, i) => l.add(i, { speed: sp })); f = (k) => { for (let i = 0; i < k; i++) l.act(l.next().actor, act); }; }
else if (mode === 'run') { const l = generic.create(); speeds.forEach((sp, i) => l.add(i, { speed: sp })); const c = () => act; f = (k) => l.run(k, c); }
else if (mode === 'engine') { const e = new GenericEngine(); speeds.forEach((sp, i) => e.add(i, { kind: 'actor', speed: sp, energy: 0, paused: false })); f = (k) => { for (let i = 0; i < k; i++) e.charge.actor(e.next(), act); }; }
else { const p = PEERS[mode](speeds, 100); f = (k) => { for (let i = 0; i < k; i++) p(); }; }
f(200000); // warm up (optimised code)
if (process.argv[5] !== 'warm') f(steps);
