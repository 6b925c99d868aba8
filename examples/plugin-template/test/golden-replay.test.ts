import { fileURLToPath } from 'node:url';
import { describeGoldenReplay } from '@turnkeeper/core/conformance';
import { traceAdapter } from './golden-adapters/trace.js';

// Every *.json under test/golden (sub-folders included), one test per file; unknown schemas fail.
// Drop traces recorded from your game there: they are replayed without any code change.
describeGoldenReplay(fileURLToPath(new URL('./golden', import.meta.url)), [traceAdapter]);
