import type { GoldenAdapter } from '@turnkeeper/core/golden';
import { randDivAdapter } from './rand-div.js';
import { traceAdapter } from './trace.js';

/** One adapter per golden schema of this package. */
export const goldenAdapters: readonly GoldenAdapter[] = [traceAdapter, randDivAdapter];
