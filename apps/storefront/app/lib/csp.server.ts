import { randomBytes } from 'node:crypto';

/** A fresh nonce for one page: 128 random bits, base64 as CSP nonce-sources are written. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The storefront's Content-Security-Policy for one response. Scripts run only from this origin or with this
 * response's nonce (React Router's hydration data and module bootstrap, React's streaming scripts), so an
 * injected inline script does not run. Styles keep 'unsafe-inline': style attributes cannot carry a nonce and
 * a style cannot run code. Nothing else leaves the origin, and no other site may frame the shop (the shop may:
 * payment dialogs). Content videos are the exception (decision 074): a YouTube lite embed frames the privacy-enhanced
 * player (only after the shopper presses play) and may show its thumbnail; hosted videos may come from the video
 * platform (Cloudinary).
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https://i.ytimg.com",
    "media-src 'self' https://res.cloudinary.com",
    "frame-src 'self' https://www.youtube-nocookie.com",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}
