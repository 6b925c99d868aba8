import { fileURLToPath } from 'node:url';
import { describeReadmeExamples } from '@turnkeeper/core/conformance';

// Every ```ts block of the README is one whole file of test/examples/ (imports included), and
// every example runs, checking its own results with node:assert.
describeReadmeExamples(fileURLToPath(new URL('../README.md', import.meta.url)), fileURLToPath(new URL('./examples', import.meta.url)));
