import { generic, GenericEngine } from './src/index.ts';
import { PEERS } from './bench/lib/peers.ts';
function ints(n: number): number[] { let s = (n * 31 + 4) >>> 0 || 1; const r = () => { s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0; return s / 4294967296; }; return Array.from({ length: n }, () => 1 + Math.floor(r() * 1000)); }
function benchCpu(cands: Record<string, (k: number) => void>, steps: number, rounds = 9, minMs = 100) {
  const res: Record<string, number[]> = {}; for (const k of Object.keys(cands)) res[k] = [];
  for (let r = 0; r < rounds; r++) for (const [k, f] of Object.entries(cands)) {
    let done = 0; const c = process.cpuUsage(); let el;
    do { f(steps); done += steps; const u = process.cpuUsage(c); el = (u.user + u.system) / 1000; } while (el < minMs);
    res[k]!.push(done / el / 1000);
  }
  const out: Record<string, number> = {}; for (const [k, xs] of Object.entries(res)) { xs.sort((a, b) => a - b); out[k] = +xs[xs.length - 1]!.toFixed(2); } return out;
}
const act = Object.freeze({ kind: 'act' } as const);
for (const n of (process.env.SIZES ?? '10,1000,100000').split(',').map(Number)) {
  const speeds = ints(n);
  const loop = generic.create(); speeds.forEach((s, i) => loop.add(i, { speed: s }));
  const loop2 = generic.create(); speeds.forEach((s, i) => loop2.add(i, { speed: s }));
  const engine = new GenericEngine(); speeds.forEach((s, i) => engine.add(i, { kind: 'actor', speed: s, energy: 0, paused: false }));
  // same turns
  const check = generic.create(); speeds.forEach((s, i) => check.add(i, { speed: s }));
  const peers = Object.fromEntries(Object.entries(PEERS).map(([k, f]) => [k, f(speeds, 100)]));
  const checks = Object.fromEntries(Object.entries(PEERS).map(([k, f]) => [k, f(speeds, 100)]));
  for (let i = 0; i < 20000; i++) { const t = check.next(); for (const [k, p] of Object.entries(checks)) { const x = p(); if (x !== t.actor) throw new Error(`${k} differs at ${i}: ${x} vs ${String(t.actor)}`); } check.act(t.actor, act); }
  const choose = () => act;
  const cands: Record<string, (k: number) => void> = {
    nextAct: (k) => { for (let i = 0; i < k; i++) loop.act(loop.next().actor, act); },
    run: (k) => { loop2.run(k, choose); },
    engine: (k) => { for (let i = 0; i < k; i++) engine.charge.actor(engine.next() as number, act); },
  };
  for (const [k, p] of Object.entries(peers)) cands[k] = (m) => { for (let i = 0; i < m; i++) p(); };
  console.log(n, JSON.stringify(benchCpu(cands, n >= 100000 ? 2000 : 20000)));
}
