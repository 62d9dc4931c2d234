export { type BuildAppOptions, buildApp, DEFAULT_LOGGER } from './app.ts';
export { devMailboxEnabled } from './routes/dev-mailbox.ts';
