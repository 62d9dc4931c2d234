export { type BuildAppOptions, buildApp, DEFAULT_LOGGER } from './app.ts';
export { type BuildMediaAppOptions, buildMediaApp } from './media-service/app.ts';
export { mountApp } from './media-service/mount.ts';
export { devMailboxEnabled } from './routes/dev-mailbox.ts';
