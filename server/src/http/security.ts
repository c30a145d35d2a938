import type { RequestHandler } from "express";
import helmet from "helmet";
import type { AppConfig } from "../config/env";

/**
 * Browser features the site never uses, refused to it and to anything it might embed. Chromium
 * logs a console error for any name it does not know (bluetooth, for one), so only known ones.
 */
const PERMISSIONS_POLICY = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/** The same header values on every response: set in one step, by Express and by the fast path. */
export type FixedHeaders = readonly (readonly [name: string, value: string])[];

export interface SecurityHeaders {
  middleware: RequestHandler;
  /** Every header the middleware sets, when they are the same for every request; else null. */
  fixed: FixedHeaders | null;
}

/**
 * Security headers. The CSP allows no inline or third-party scripts; styles may be inline
 * because React style props and the toast library use them. Images may come from any https
 * host (admins link images), but never from data: or javascript: URLs in links.
 */
export function securityHeaders(config: AppConfig): SecurityHeaders {
  const helmetHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "https:", "data:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Reset links carry their token in the address; no other site may ever see it.
    referrerPolicy: { policy: "no-referrer" },
    strictTransportSecurity: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // helmet's default SAMEORIGIN would contradict frame-ancestors 'none' for older browsers.
    xFrameOptions: { action: "deny" },
  });
  const perRequest: RequestHandler = (req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    helmetHeaders(req, res, next);
  };
  const fixed = recordedHeaders(perRequest);
  if (!fixed) return { middleware: perRequest, fixed: null };
  return {
    fixed,
    middleware: (_req, res, next) => {
      res.removeHeader("X-Powered-By");
      for (const [name, value] of fixed) res.setHeader(name, value);
      next();
    },
  };
}

/**
 * Our helmet settings produce the same headers for every request (no per-request CSP nonce),
 * so they are worked out once and then set in one step, not by a dozen chained middlewares.
 * Null if they ever vary (a nonce function): the middleware itself then runs per request.
 * Removals are left out (only X-Powered-By, which nothing sets).
 */
function recordedHeaders(middleware: RequestHandler): FixedHeaders | null {
  const record = () => {
    const calls: [string, string][] = [];
    const recorder = {
      setHeader: (name: string, value: string) => calls.push([name, value]),
      removeHeader: (name: string) => {
        if (name.toLowerCase() !== "x-powered-by") throw new Error(`unexpected removal of ${name}`);
      },
    };
    let completed = false;
    try {
      middleware({ headers: {} } as never, recorder as never, (error?: unknown) => {
        completed = !error;
      });
    } catch {
      return null;
    }
    return completed ? JSON.stringify(calls) : null;
  };
  const first = record();
  if (first === null || first !== record()) return null;
  return JSON.parse(first) as [string, string][];
}
