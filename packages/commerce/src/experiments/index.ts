export {
  bumpRevision,
  changeExperimentStatus,
  createExperiment,
  currentRevision,
  type ExperimentActor,
  ensureEvent,
  experimentForOperator,
  listAudiences,
  listExperiments,
  listFlags,
  saveAudience,
  saveFlag,
  updateExperiment,
} from './admin.ts';
export { compileDatafile, type Datafile } from './datafile.ts';
export { experimentResults, recordEventBatch, twoProportionPValue } from './events.ts';
