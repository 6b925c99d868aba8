import { GenericEngine } from './dist/index.js';
function cpu(f: (k: number) => void, steps = 20000, minMs = 300): number { let done = 0; const c = process.cpuUsage(); let el; do { f(steps); done += steps; const u = process.cpuUsage(c); el = (u.user + u.system) / 1000; } while (el < minMs); return +(done / el / 1000).toFixed(2); }
const speeds = [5, 100, 250, 999, 33, 77, 400, 12, 650, 123];
const mk = () => { const e = new GenericEngine(); speeds.forEach((s, i) => e.add(i, { kind: 'actor', speed: s, energy: 0, paused: false })); return e; };
const act = Object.freeze({ kind: 'act' } as const);
class W1 { e = mk(); pending: number | undefined; gate = 0;
  next() { if (this.gate !== 0) throw new Error('x'); const a = this.e.next() as number; this.pending = a; this.gate = 1; return { actor: a, kind: 'actor', time: this.e.time }; }
  act(id: number, action: typeof act) { if (this.gate !== 1 || id !== this.pending) throw new Error('y'); this.e.charge.actor(id, action); this.gate = 0; this.pending = undefined; return this; } }
class W2 extends W1 { act(id: number, action: typeof act) { if (this.gate !== 1 || id !== this.pending) throw new Error('y'); try { this.e.charge.actor(id, action); } catch (e) { throw e; } this.gate = 0; this.pending = undefined; return this; } }
const e0 = mk(); const w1 = new W1(); const w2 = new W2();
for (let r = 0; r < 3; r++) console.log({
  engine: cpu((k) => { for (let i = 0; i < k; i++) e0.charge.actor(e0.next() as number, act); }),
  w1: cpu((k) => { for (let i = 0; i < k; i++) w1.act(w1.next().actor, act); }),
  w2: cpu((k) => { for (let i = 0; i < k; i++) w2.act(w2.next().actor, act); }),
});
class W3 { e = mk(); pending: number | undefined; gate = 0;
  next() { if (this.gate !== 0) throw new Error('x'); const a = this.e.next() as number; this.pending = a; this.gate = 1; return a; }
  act(id: number, action: typeof act) { if (this.gate !== 1 || id !== this.pending) throw new Error('y'); this.e.charge.actor(id, action); this.gate = 0; this.pending = undefined; return this; } }
class W4 { e = mk(); pending = -1; gate = 0;
  next() { if (this.gate !== 0) throw new Error('x'); const a = this.e.next() as number; this.pending = a; this.gate = 1; return a; }
  act(id: number, action: typeof act) { if (this.gate !== 1 || id !== this.pending) throw new Error('y'); this.e.charge.actor(id, action); this.gate = 0; this.pending = -1; return this; } }
const w3 = new W3(); const w4 = new W4(); const e1 = mk();
for (let r = 0; r < 3; r++) console.log({
  engine: cpu((k) => { for (let i = 0; i < k; i++) e1.charge.actor(e1.next() as number, act); }),
  w3: cpu((k) => { for (let i = 0; i < k; i++) w3.act(w3.next(), act); }),
  w4: cpu((k) => { for (let i = 0; i < k; i++) w4.act(w4.next(), act); }),
});
// many engines (as a real process holding several loops): does the shared call site go megamorphic?
const many = Array.from({ length: 5 }, () => new W3());
for (const w of many) for (let i = 0; i < 1000; i++) w.act(w.next(), act);
const w5 = new W3();
for (let r = 0; r < 3; r++) console.log({ w3After5Others: cpu((k) => { for (let i = 0; i < k; i++) w5.act(w5.next(), act); }) });
