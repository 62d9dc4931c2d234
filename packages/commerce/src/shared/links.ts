import { config, DEFAULT_PUBLIC_URL } from '@ridgeline/contracts/config';

/** Absolute storefront link for emails, e.g. storefrontLink('en-us', '/forgot-password?token=…'). */
export function storefrontLink(locale: string, path: string): string {
  return `${config().PUBLIC_URL ?? DEFAULT_PUBLIC_URL}/${locale}${path}`;
}
