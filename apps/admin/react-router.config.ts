import type { Config } from '@react-router/dev/config';

// The back-office is served by the storefront's process under /admin (decision 065).
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  basename: '/admin',
  ssr: true,
} satisfies Config;
