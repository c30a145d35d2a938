import { isIPv4, isIPv6 } from "node:net";

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\b(OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\b(HeadlessChrome|Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*Safari\//, "Safari"],
  [/^curl\//i, "curl"],
  [/^Wget\//i, "Wget"],
  [/^PostmanRuntime\//, "Postman"],
  [/^python-requests\//i, "Python"],
  [/^(node|undici|node-fetch|axios)\b/i, "Node.js"],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, "Android"],
  [/\b(iPhone|iPad|iPod)\b/, "iOS"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

/** The user agent in plain words, "Chrome on Android"; a program without a browser is named alone. */
export function describeDevice(userAgent: string): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `A browser on ${system}` : "Unknown device");
}

/** Eight 16-bit groups of an IPv6 address, "::" expanded. */
function ipv6Groups(address: string): string[] {
  const [head, tail] = address.split("::") as [string, string | undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill("0"), ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ""));
}

/**
 * Where a session came from, coarsely: the IPv4 /24 ("203.0.113.x") or the IPv6 /48
 * ("2001:db8:85a3::/48"). The full address is never stored.
 */
export function placeOf(address: string): string {
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1];
  const ip = mapped ?? address;
  if (isIPv4(ip)) return `${ip.split(".").slice(0, 3).join(".")}.x`;
  if (isIPv6(ip)) return `${ipv6Groups(ip.split("%")[0]!).slice(0, 3).join(":")}::/48`;
  return "Unknown place";
}
