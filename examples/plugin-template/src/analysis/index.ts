/**
 * `turnkeeper-plugin-template/analysis`: Tick-Tock's answers to the questions every Turnkeeper
 * ruleset answers (`ticktockAnalysis`), what the `turnkeeper` CLI and the docs ask. Apart from the
 * runtime entry, so that a game that only runs loops does not bundle it.
 *
 * @module
 */
export { ticktockAnalysis } from './analysis.js';
