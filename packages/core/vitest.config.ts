import { configDefaults, defineConfig } from 'vitest/config';
import { turnkeeperVitest } from '../../scripts/vitest-shared.js';

const config = turnkeeperVitest();

// test/fixtures/ holds packages the package meta-test is run on (their own test files are data).
export default defineConfig({ ...config, test: { ...config.test, exclude: [...configDefaults.exclude, 'test/fixtures/**'] } });
