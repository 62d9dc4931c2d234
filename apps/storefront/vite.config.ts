import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { noChunkCycles } from './chunk-cycles.ts';

export default defineConfig({
  plugins: [reactRouter(), noChunkCycles()],
  ssr: {
    // Workspace packages ship TypeScript sources: bundle them into the server build.
    noExternal: [/^@ridgeline\//],
  },
  build: {
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Fewer, larger scripts per page (decision 009): a page asked for 20-27 modules of 1-4 kB,
        // and on a phone's HTTP/1.1 connections each costs a round trip before the page can hydrate.
        // React and React Router travel together; the app's own modules that several routes share
        // are grouped by the routes that use them, small groups merged into their nearest neighbour; the
        // shared contracts are a chunk of their own, and chunks that import each other fail the build.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/,
              priority: 3,
            },
            {
              // The contracts the pages share (sites, money, media URLs...) in one chunk of their own: they
              // import no app code, so no two chunks can import each other through them (a cycle left
              // SITES undefined when the money formatter's chunk ran first).
              name: 'contracts',
              test: /packages[\\/]contracts[\\/]src[\\/]/,
              minShareCount: 2,
              priority: 2,
            },
            {
              // A page section that only routes import (the order view of the account and the order lookup)
              // stays out of the merged groups: merged with the primitives its own parts import (notice,
              // form), it made two chunks that import each other. The build's error names the modules of
              // such a loop; give the section that sits on top of it a group like this one.
              name: 'order-view',
              test: /apps[\\/]storefront[\\/]app[\\/]components[\\/]order-(detail|timeline)\.tsx$/,
              minShareCount: 2,
              priority: 2,
            },
            {
              name: 'shared',
              test: /apps[\\/]storefront[\\/]app[\\/](components|lib)[\\/]/,
              minShareCount: 2,
              entriesAware: true,
              entriesAwareMergeThreshold: 16_000,
              priority: 1,
            },
          ],
        },
        // entriesAware names a group after every route sharing it; the hash is name enough.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('shared') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js',
      },
    },
  },
});
