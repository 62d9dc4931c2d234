export { type BuildAppOptions, buildApp, DEFAULT_LOGGER } from './app.ts';
