import { defineConfig } from 'tsup';
import { turnkeeperTsup } from '../../scripts/tsup-shared.js';

export default defineConfig(turnkeeperTsup());
