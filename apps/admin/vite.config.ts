import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  // Assets live under /admin/assets: the storefront's own /assets stay its own.
  base: '/admin/',
  plugins: [reactRouter()],
  ssr: {
    // Workspace packages ship TypeScript sources: bundle them into the server build.
    noExternal: [/^@ridgeline\//],
  },
  build: { sourcemap: false },
});
