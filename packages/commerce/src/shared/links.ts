/** Absolute storefront link for emails, e.g. storefrontLink('en-us', '/forgot-password?token=…'). */
export function storefrontLink(locale: string, path: string): string {
  const base = (process.env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/$/, '');
  return `${base}/${locale}${path}`;
}
