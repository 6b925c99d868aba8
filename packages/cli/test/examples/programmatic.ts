import assert from 'node:assert/strict';
import { runCli, type CliIo } from '@turnkeeper/cli';

// The CLI's commands are also callable in-process, with your own output sinks.
let out = '';
const io: CliIo = { out: (s) => (out += s), err: (s) => (out += s), tty: false, cwd: process.cwd() };
const code = await runCli(['odds', 'generic', '--a', 'actor:speed=100', '--b', 'actor:speed=250', '--json'], io);
assert.equal(code, 0);
const answer = JSON.parse(out) as { doubleMove: { fraction: string } };
assert.equal(answer.doubleMove.fraction, '1/1'); // a speed-250 bat always gets two moves or more
