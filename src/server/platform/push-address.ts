// Where the server may send a push: a browser's push subscription names a URL the server will connect
// to, so a patient could otherwise aim the server at the clinic's own network (blind SSRF). A
// subscription is kept only on a known push service's host name, and each connection is made only to
// the public addresses that name resolves to: the check and the connection use the same lookup, so a name
// that changes its answer in between cannot slip through.
import dns from 'node:dns';
import net from 'node:net';

const PRIVATE_RANGES: [string, number, 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'], // "this network"
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'], // carrier-grade NAT
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'], // link-local, cloud metadata
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'], // benchmarking
  ['224.0.0.0', 4, 'ipv4'], // multicast
  ['240.0.0.0', 4, 'ipv4'], // reserved and broadcast
  ['::', 128, 'ipv6'],
  ['::1', 128, 'ipv6'],
  ['64:ff9b::', 96, 'ipv6'], // NAT64: reaches IPv4 addresses, private ones included
  ['fc00::', 7, 'ipv6'], // unique local
  ['fe80::', 10, 'ipv6'], // link-local
  ['ff00::', 8, 'ipv6'], // multicast
];

const privateAddresses = new net.BlockList();
for (const [address, prefix, family] of PRIVATE_RANGES) privateAddresses.addSubnet(address, prefix, family);

/** True for an address on the public internet; false for loopback, private, link-local and the like. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  // ::ffff:10.0.0.1 is 10.0.0.1.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  return !privateAddresses.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** True when the host is one of the push services or a name under one ("fcm.googleapis.com"). */
export function isPushServiceHost(hostname: string, services: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return services.some((service) => host === service || host.endsWith(`.${service}`));
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/**
 * A DNS lookup for the push connections that answers only public addresses: a name resolving to any
 * other address fails (with every address refused, nothing is left to connect to).
 */
export function publicOnlyLookup(hostname: string, options: dns.LookupOptions, callback: LookupCallback): void {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    const allowed = addresses.filter((entry) => isPublicAddress(entry.address));
    if (allowed.length === 0 || allowed.length !== addresses.length) {
      const refused: NodeJS.ErrnoException = new Error(`push host ${hostname} resolves to a private address`);
      refused.code = 'EPRIVATEADDRESS';
      return callback(refused, []);
    }
    if (options.all) return callback(null, allowed);
    callback(null, allowed[0]!.address, allowed[0]!.family);
  });
}
