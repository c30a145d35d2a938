import type { RequestHandler } from "express";
import helmet from "helmet";
import type { AppConfig } from "../config/env";

/**
 * Security headers. The CSP allows no inline or third-party scripts; styles may be inline
 * because React style props and the toast library use them. Images may come from any https
 * host (admins link images), but never from data: or javascript: URLs in links.
 */
export function securityHeaders(config: AppConfig): RequestHandler {
  return helmet({
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
  });
}
