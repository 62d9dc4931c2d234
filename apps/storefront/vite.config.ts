import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  ssr: {
    // Workspace packages ship TypeScript sources: bundle them into the server build.
    noExternal: [/^@ridgeline\//],
  },
  build: { sourcemap: false },
});
