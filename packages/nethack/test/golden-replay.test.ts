import { fileURLToPath } from 'node:url';
import { describeGoldenReplay } from '@turnkeeper/core/conformance';
import { nethackGoldenAdapters } from './adapters/index.js';

const goldenDir = fileURLToPath(new URL('./golden', import.meta.url));
describeGoldenReplay(goldenDir, nethackGoldenAdapters(goldenDir));
