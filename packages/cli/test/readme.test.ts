// The README's TypeScript example is a whole file of test/examples/ that runs here; its shell
// examples are run by the end-to-end tests (commands.test.ts, golden-agreement.test.ts).
import { fileURLToPath } from 'node:url';
import { describeReadmeExamples } from '@turnkeeper/core/conformance';

describeReadmeExamples(fileURLToPath(new URL('../README.md', import.meta.url)), fileURLToPath(new URL('./examples', import.meta.url)));
