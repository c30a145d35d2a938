import { isIPv4, isIPv6 } from "node:net";
import type { Request } from "express";

/**
 * The key rate limits count a caller under. One IPv6 subscriber is usually given a whole /64,
 * so counting each address apart would hand them 2^64 allowances: IPv6 clients are keyed by
 * their /64. An IPv4 address written as IPv6 (::ffff:192.0.2.1) is the IPv4 client it names.
 */
export function clientKeyOf(address: string | undefined): string {
  if (!address) return "unknown";
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address.replace(/%.*$/, ""));
  const [high = 0, low = 0] = groups.slice(6);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The caller's key for a request (Express's req.ip honours the "trust proxy" setting). */
export const clientKeyFor = (req: Request): string => clientKeyOf(req.ip ?? req.socket.remoteAddress);

/** The eight 16-bit groups of a valid IPv6 address, "::" expanded and a dotted IPv4 tail converted. */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = text.match(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::");
  const parse = (part: string | undefined) => (part ? part.split(":").map((group) => parseInt(group, 16)) : []);
  const first = parse(head);
  const last = parse(tail);
  const zeros = tail === undefined ? [] : Array<number>(8 - first.length - last.length).fill(0);
  return [...first, ...zeros, ...last];
}
