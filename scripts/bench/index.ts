// The benchmark kit: each package's bench/ holds only its scenario, its minimal loop and its engine
// driven alone (a `BenchTarget`), and hands them to these probes. See CONTRIBUTING.md, "Benchmarks".
export { announce, choiceEnv, listEnv, machine, numberEnv, sizesEnv, suiteSettings, writeResults, type SuiteSettings } from './env.js';
export {
  allocationPerCall,
  chooser,
  fmt,
  interleaveSteps,
  median,
  medianMs,
  microsPerOp,
  pairedMs,
  prng,
  statsOf,
  usedBytes,
  type Allocation,
  type Stats,
} from './measure.js';
export { checkEngineTurns, checkSameTurns, checkSteps, compareTurns } from './same-turns.js';
export { countTarget, kindedStepper, quietContext, type BenchLoop, type BenchTarget, type KindedEngine, type Stepper, type TurnLike } from './target.js';
export { smokeProblems } from './smoke.js';
export {
  allocationPerStep,
  pathBatch,
  printThroughput,
  ratio,
  spread,
  throughputRow,
  type AllocationOptions,
  type Path,
  type StepAllocation,
  type ThroughputRow,
} from './throughput.js';
export {
  addRemove,
  bytesPerActor,
  churn,
  latency,
  loopsMemory,
  printAddRemove,
  printLatency,
  printMemory,
  printSnapshots,
  shuffled,
  snapshotCost,
  type AddRemoveCost,
  type AddRemoveProbe,
  type ChurnCost,
  type LoopsMemory,
  type SnapshotCost,
} from './costs.js';
export { checkCompetitor, measureStepCost, stepCost, type StepCostCompetitor, type StepCostMeasure, type StepCostOptions } from './step-cost.js';
