/** The environments the preview tool names (spec 3 section 2), from the host the frame shows. */
export const PREVIEW_ENVIRONMENTS = [
  'localhost',
  'pr',
  'dev',
  'qa',
  'preprod',
  'production',
  'unknown',
] as const;
export type PreviewEnvironment = (typeof PREVIEW_ENVIRONMENTS)[number];

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/**
 * Which environment a host is: loopback is localhost; a host naming a pull request (pr-123., -pr-123.,
 * pr123.) is a PR preview; a dev, qa or preprod/staging label among its first labels names those; the
 * storefront's public host (PUBLIC_URL) is production. Anything else is an unknown host.
 */
export function previewEnvironmentOf(host: string, productionHost: string | null): PreviewEnvironment {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  if (LOOPBACK.test(name)) return 'localhost';
  if (productionHost && name === productionHost.toLowerCase().replace(/:\d+$/, '')) return 'production';
  const labels = name.split('.').slice(0, -2).join('.') || name.split('.')[0] || '';
  if (/(^|[.-])pr-?\d+([.-]|$)/.test(labels)) return 'pr';
  if (/(^|[.-])(dev|development)([.-]|$)/.test(labels)) return 'dev';
  if (/(^|[.-])(qa|test)([.-]|$)/.test(labels)) return 'qa';
  if (/(^|[.-])(preprod|pre-prod|staging|stage)([.-]|$)/.test(labels)) return 'preprod';
  return 'unknown';
}
