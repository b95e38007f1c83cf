import { lookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { z } from 'zod';
import { optionalEnv } from '../config/parse-env';

/**
 * Where the shop may send what an operator points it to: webhooks, cXML status documents
 * (docs/procurement.md, "Webhooks": addresses). `local` allows http to a loopback host and private
 * addresses: the tests' receivers on 127.0.0.1. Production leaves it off (WEBHOOKS_ALLOW_LOCAL), so
 * an operator's URL cannot make the shop call its own network (SSRF): the database, the services'
 * internal calls, a cloud's metadata address.
 */
export interface WebhookAddressPolicy {
  local: boolean;
}

/** WEBHOOKS_ALLOW_LOCAL, read by every service that sends to operators' addresses. */
export const outboundAddressEnv = {
  WEBHOOKS_ALLOW_LOCAL: optionalEnv.pipe(z.enum(['true', 'false'], { error: 'must be "true" or "false"' }).optional()),
};

/** The policy of WEBHOOKS_ALLOW_LOCAL: local addresses allowed by default except in production. */
export const outboundAddressPolicyOf = (env: { WEBHOOKS_ALLOW_LOCAL?: 'true' | 'false'; NODE_ENV?: string }) => ({
  local: env.WEBHOOKS_ALLOW_LOCAL ? env.WEBHOOKS_ALLOW_LOCAL === 'true' : env.NODE_ENV !== 'production',
});

/** Loopback, private, link-local, shared, reserved and multicast ranges: none is an ERP on the internet. */
const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  notPublic.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  notPublic.addSubnet(network, prefix, 'ipv6');

/** True for an address no public ERP has (an IPv4-mapped IPv6 address is judged as its IPv4 one). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return notPublic.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return notPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');
const isLoopbackHost = (host: string) => host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);

/**
 * Why a URL the shop is to send to is refused: `https` (not https, or http beyond the local
 * allowance), `private` (a private host), or null. The host's name is judged as written here; what
 * it resolves to is judged again at each delivery (`publicOnlyLookup`).
 */
export function outboundUrlRefusal(text: string, policy: WebhookAddressPolicy): 'https' | 'private' | null {
  const url = new URL(text);
  const host = hostOf(url);
  if (url.protocol === 'http:' && !(policy.local && isLoopbackHost(host))) return 'https';
  if (!policy.local && (host === 'localhost' || (isIP(host) !== 0 && isPrivateAddress(host)))) return 'private';
  return null;
}

/** The address a name resolved to is not a public one (the name was changed to point inside). */
export class PrivateAddressError extends Error {
  constructor(host: string, address: string) {
    super(`${host} resolves to ${address}, which is not a public address`);
    this.name = 'PrivateAddressError';
  }
}

/**
 * DNS lookup for the delivery's socket that refuses private addresses: judged on the address the
 * socket connects to, so a name re-pointed after the URL was checked (DNS rebinding) is caught.
 */
export function publicOnlyLookup(policy: WebhookAddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const refused = policy.local ? undefined : addresses.find((a) => isPrivateAddress(a.address));
      if (refused) return callback(new PrivateAddressError(hostname, refused.address), '', 0);
      if (options.all) return (callback as (e: null, a: typeof addresses) => void)(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}
