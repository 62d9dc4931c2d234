import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { precompressAssets } from './precompress.ts';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  buildEnd({ reactRouterConfig }) {
    precompressAssets(path.join(reactRouterConfig.buildDirectory, 'client', 'assets'));
  },
} satisfies Config;
