// Every ruleset the docs show: core's generic ruleset, the four game rulesets and the example
// plugin. The docs hold each ruleset's analysis (`<game>Analysis`, from the package's `/analysis`
// subpath, as a plugin declares it), which carries its ruleset as `analysis.ruleset`; the
// rulesets go in one registry, as a game or a tool would build it.
import { createRegistry, type AnyAnalysis, type AnyRuleset } from '@turnkeeper/core';
import { genericAnalysis } from '@turnkeeper/core/analysis';
import { cthangbandAnalysis } from '@turnkeeper/cthangband/analysis';
import { dcssAnalysis } from '@turnkeeper/dcss/analysis';
import { frogcomposbandAnalysis } from '@turnkeeper/frogcomposband/analysis';
import { nethackAnalysis } from '@turnkeeper/nethack/analysis';
import { angbandAnalysis } from 'turnkeeper-angband/analysis';

/**
 * The analyses of the docs site and the playground, in the order they are shown; each one's
 * `ruleset` is the ruleset it answers for.
 *
 * @example
 * ```ts
 * docsAnalyses.map((a) => a.ruleset.id); // ['nethack', 'dcss', 'frogcomposband', 'cthangband', 'angband', 'generic']
 * ```
 */
export const docsAnalyses: readonly AnyAnalysis[] = [
  nethackAnalysis,
  dcssAnalysis,
  frogcomposbandAnalysis,
  cthangbandAnalysis,
  angbandAnalysis,
  genericAnalysis,
];

/**
 * The rulesets of the docs site, in the order they are shown (`docsAnalyses`' rulesets).
 *
 * @example
 * ```ts
 * docsRulesets.map((r) => r.id); // ['nethack', 'dcss', 'frogcomposband', 'cthangband', 'angband', 'generic']
 * ```
 */
const docsRulesets: readonly AnyRuleset[] = docsAnalyses.map((a) => a.ruleset);

/**
 * One registry holding every docs ruleset.
 *
 * @example
 * ```ts
 * docsRegistry.get('angband').meta.title; // 'Angband 4.2'
 * ```
 */
export const docsRegistry = createRegistry(docsRulesets);

/**
 * The analysis of the docs ruleset with this id, or `undefined` when the docs have none.
 *
 * @example
 * ```ts
 * docsAnalysisOf('nethack')?.versions().length;
 * ```
 */
export function docsAnalysisOf(id: string): AnyAnalysis | undefined {
  return docsAnalyses.find((a) => a.ruleset.id === id);
}
