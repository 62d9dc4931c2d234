// The storefront's server entry: React's streaming and React Router's scripts carry the response's CSP nonce.
export { default, streamTimeout } from '@ridgeline/storefront/entry.server.tsx';
