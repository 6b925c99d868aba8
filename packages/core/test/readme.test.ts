// The README's examples are the whole files of test/examples/, and each of them runs here.
import { fileURLToPath } from 'node:url';
import { describeReadmeExamples } from '../src/conformance/index.js';

describeReadmeExamples(fileURLToPath(new URL('../README.md', import.meta.url)), fileURLToPath(new URL('./examples', import.meta.url)));
