// Which peers may tell a server the client's address in `X-Forwarded-For` (Fastify's `trustProxy`).
// Trusting every peer would let any caller pick the address that rate limits and the place-order risk
// rule count by, so the default trusts only this machine: the storefront calling the API in-process or
// a proxy on the same host. Behind a load balancer, TRUST_PROXY names it: a hop count (`1`), or
// addresses and CIDR ranges separated by commas (`10.0.0.0/8,fd00::/8`); `true` trusts every peer.

/** As Fastify takes it: every peer or none, named peers, or a rule over a peer and its hop from the server. */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

export const DEFAULT_TRUST_PROXY: TrustProxy = ['loopback'];

export function trustProxyFrom(value: string | undefined): TrustProxy {
  const setting = value?.trim() ?? '';
  if (setting === '') return DEFAULT_TRUST_PROXY;
  if (setting === 'true') return true;
  if (setting === 'false') return false;
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    return (_address, hop) => hop < hops;
  }
  const peers = setting.split(',').map((peer) => peer.trim());
  if (peers.some((peer) => !/^[\w.:/]+$/.test(peer))) {
    throw new Error(
      `TRUST_PROXY must be true, false, a hop count or addresses and CIDR ranges, not '${value}'`,
    );
  }
  return peers;
}
