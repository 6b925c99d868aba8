/**
 * The quick-start demo: a hero, a bat and a snail on the generic scheduler. Shows who acts when,
 * a haste that takes effect while the snail is still waiting, a free action, a removal mid-turn,
 * and a snapshot that continues identically. Run with `pnpm demo` from the repository root.
 */
import { generic, type Turn } from '../src/index.js';
import { restore } from '@turnkeeper/core';

const loop = generic.create({ seed: 2026 });
loop.add('hero', { speed: 100 }).add('bat', { speed: 180 }).add('snail', { speed: 20 });

const line = (t: Turn, note = ''): void => {
  console.log(`  tick ${String(t.time).padStart(3)}  ${String(t.actor).padEnd(6)}${note}`);
};

console.log('Turnkeeper generic scheduler demo');
console.log('Speeds: hero 100, bat 180, snail 20 (energy per tick; an action costs 100).\n');

for (let i = 0; i < 8; i++) line(loop.step(() => ({ kind: 'act' })));

const dueOf = (id: string): unknown => (loop.inspect(id) as { due: unknown }).due;
const before = dueOf('snail');
loop.update('snail', { speed: 200 });
console.log(`\n  ... tick ${loop.time}: the snail quaffs speed while it waits (20 -> 200): due at tick ${String(before)} -> ${String(dueOf('snail'))}`);
for (let i = 0; i < 6; i++) line(loop.step(() => ({ kind: 'act' })));

const free = loop.next();
loop.act(free.actor, { kind: 'act', cost: 0 });
line(free, '  (a free action: acts again this tick, behind anyone already due)');
for (let i = 0; i < 3; i++) line(loop.step(() => ({ kind: 'act' })));

const doomed = loop.next();
loop.remove(doomed.actor);
line(doomed, '  (killed during its own turn: removed, it never acts again)');

const snapshot = JSON.stringify(loop.snapshot());
const copy = restore(generic, JSON.parse(snapshot) as ReturnType<typeof loop.snapshot>);
const a: string[] = [];
const b: string[] = [];
for (let i = 0; i < 50; i++) {
  const t = loop.step(() => ({ kind: 'act' }));
  const u = copy.step(() => ({ kind: 'act' }));
  a.push(`${String(t.actor)}@${t.time}`);
  b.push(`${String(u.actor)}@${u.time}`);
}
console.log(`\nSnapshot (${snapshot.length} bytes of JSON) restored: next 50 turns identical? ${String(a.join() === b.join())}`);
console.log(`Remaining actors: ${loop.ids().join(', ')}; time now: tick ${loop.time}`);
