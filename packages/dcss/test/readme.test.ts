import { fileURLToPath } from 'node:url';
import { describeReadmeExamples } from '@turnkeeper/core/conformance';

// Every ```ts block of README.md is a whole file of test/examples/, and every example runs.
describeReadmeExamples(fileURLToPath(new URL('../README.md', import.meta.url)), fileURLToPath(new URL('./examples', import.meta.url)));
