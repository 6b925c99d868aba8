/**
 * `@turnkeeper/cli`: the `turnkeeper` command, and its parts for programmatic use: rulesets
 * discovery, the scenario schema, and `runCli`.
 *
 * @module
 */
export { runCli, buildProgram } from './program.js';
export { discoverRulesets, type InstalledRuleset, type Discovery, type DiscoverOptions } from './discover.js';
export { scenarioSchema, scenarioJsonSchema, loadScenario, parseScenario, type Scenario } from './scenario.js';
export { processIo, colours, type CliIo } from './io.js';
export { CliError, describeError } from './cli-error.js';
export { CommandContext } from './context.js';
