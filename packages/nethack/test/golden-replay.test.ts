import { fileURLToPath } from 'node:url';
import { describeGoldenReplay } from '@turnkeeper/core/conformance';
import { nethackGoldenAdapters } from './golden-adapters/index.js';

const goldenDir = fileURLToPath(new URL('./golden', import.meta.url));
describeGoldenReplay(goldenDir, nethackGoldenAdapters(goldenDir));
