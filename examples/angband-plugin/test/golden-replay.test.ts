import { fileURLToPath } from 'node:url';
import { describeGoldenReplay } from '@turnkeeper/core/conformance';
import { goldenAdapters } from './golden-adapters/index.js';

// Every *.json under test/golden (sub-folders included), one test per file; unknown schemas fail.
describeGoldenReplay(fileURLToPath(new URL('./golden', import.meta.url)), goldenAdapters);
