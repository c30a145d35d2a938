import { lookup as dnsLookup, promises as dns, type LookupAddress } from "node:dns";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { WEBHOOK_MESSAGES } from "../../../../common/validation";

/*
 * SSRF protection for webhook targets: an admin-typed URL must not reach the gym's own network
 * (the database, Redis, a cloud metadata service) through the app server. Every address a host
 * name resolves to is checked at each send, and the connection goes to a checked address, so a
 * DNS answer that changes after the subscription (rebinding) gains nothing.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this" network
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, incl. cloud metadata 169.254.169.254
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, incl. broadcast
] as const) {
  blocked.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["::", 96], // IPv4-compatible (deprecated)
  ["100::", 64], // discard
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
] as const) {
  blocked.addSubnet(network, prefix, "ipv6");
}

/** The IPv4 address an IPv6 address carries (IPv4-mapped, NAT64, 6to4), or null. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted?.[1]) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  const sixToFour = /^2002:([0-9a-f]{1,4}):([0-9a-f]{1,4}):/.exec(lower);
  const parts = hex ?? sixToFour;
  if (!parts?.[1] || !parts[2]) return null;
  const [high, low] = [parseInt(parts[1], 16), parseInt(parts[2], 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** Whether webhooks may never be sent to this IP address (private, loopback, link-local, unique-local, multicast...). */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, "ipv4");
  if (family !== 6) return true;
  const unzoned = address.replace(/%.*$/, "");
  const inner = embeddedIpv4(unzoned);
  if (inner) return blocked.check(inner, "ipv4");
  // ::ffff:0:0/96 in any other spelling is mapped IPv4 too: refuse what could not be read.
  if (/^::ffff:/i.test(unzoned)) return true;
  return blocked.check(unzoned, "ipv6");
}

class BlockedTargetError extends Error {
  constructor(host: string, address: string) {
    super(`${WEBHOOK_MESSAGES.privateTarget} (${host} is ${address})`);
    this.name = "BlockedTargetError";
  }
}

/** The URL's host as the socket sees it: IPv6 literals without their brackets. */
const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, "$1");

/** Refuses a literal IP host at once; host names are checked by `guardedLookup` as the socket connects. */
export function assertLiteralAllowed(url: URL): void {
  const host = bareHost(url);
  if (isIP(host) && isBlockedAddress(host)) throw new BlockedTargetError(host, host);
}

/** dns.lookup for http.request: resolves every address and fails when any one is refused. */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, "", 4);
    const refused = addresses.find((entry) => isBlockedAddress(entry.address));
    const first = addresses[0];
    if (refused || !first) {
      return callback(Object.assign(new BlockedTargetError(hostname, refused?.address ?? "unresolved"), { code: "EBLOCKED" }), "", 4);
    }
    if (options.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
    callback(null, first.address, first.family);
  });
};

/**
 * Why an admin may not subscribe this URL, or null. Tells the admin at once instead of failing
 * every delivery; a host name that does not resolve yet is left to the check at each send.
 */
export async function refusedTarget(value: string): Promise<string | null> {
  const url = new URL(value);
  const host = bareHost(url);
  if (isIP(host)) return isBlockedAddress(host) ? new BlockedTargetError(host, host).message : null;
  const addresses = await dns.lookup(host, { all: true }).catch(() => []);
  const refused = addresses.find((entry) => isBlockedAddress(entry.address));
  return refused ? new BlockedTargetError(host, refused.address).message : null;
}
