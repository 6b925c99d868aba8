import assert from 'node:assert/strict';
import { runCli, type CliIo } from '@turnkeeper/cli';

// Installed next to @turnkeeper/cli, the plugin is found through its package.json's
// "turnkeeper": { "rulesets": ["angband"] }: every command works with it, unchanged.
let out = '';
const io: CliIo = { out: (s) => (out += s), err: (s) => (out += s), tty: false, cwd: process.cwd() };
const code = await runCli(['odds', 'angband', '--a', 'player:speed=10', '--b', 'monster:speed=20,variation=0,energy=7', '--json'], io);
assert.equal(code, 0);
const answer = JSON.parse(out) as { doubleMove: { fraction: string } };
assert.equal(answer.doubleMove.fraction, '1/2'); // 30 energy against 20: two moves half the time
