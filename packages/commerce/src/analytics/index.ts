export { recordEvents, recordVitals } from './record.ts';
export { analyticsReport } from './report.ts';
