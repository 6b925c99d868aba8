import type { RulesetAnalysis } from '../analysis/interface.js';
import type { Loop } from '../loop/time-loop.js';
import type { Ruleset } from './define-ruleset.js';
import type { RulesetTypes } from './types.js';

/**
 * Any ruleset, whatever its types: what the registry, the CLI, the docs and the conformance kit
 * hold. The same shape as {@link Ruleset}, with the types widened.
 *
 * @example
 * ```ts
 * import type { AnyRuleset } from '@turnkeeper/core';
 * const ids = (rulesets: readonly AnyRuleset[]) => rulesets.map((r) => r.id);
 * ```
 */
export type AnyRuleset = Ruleset;

/**
 * Any ruleset's time loop, whatever its types: the same shape as `Loop`, widened.
 *
 * @example
 * ```ts
 * import type { AnyTimeLoop } from '@turnkeeper/core';
 * const size = (loop: AnyTimeLoop) => loop.count();
 * ```
 */
export type AnyTimeLoop = Loop<RulesetTypes>;

/**
 * Any ruleset's analysis, whatever its types: the same shape as `RulesetAnalysis`, widened.
 *
 * @example
 * ```ts
 * import type { AnyAnalysis } from '@turnkeeper/core';
 * const title = (a: AnyAnalysis) => a.ruleset.meta.title;
 * ```
 */
export type AnyAnalysis = RulesetAnalysis<RulesetTypes>;
