export { type ProcessedFile, processPhoto } from './process.ts';
export * from './service.ts';
