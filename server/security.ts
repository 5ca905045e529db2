import type { ServerResponse } from "node:http";
import type express from "express";
import helmet from "helmet";
import { CLIENT_IP_HEADER } from "../app/.server/auth/auth";
import { answerInFrench } from "./french-answers";

/**
 * Puts the client IP Express trusts into our own header, replacing whatever the
 * client sent under that name. With TRUST_PROXY unset, req.ip is the socket's
 * address, so a forged X-Forwarded-For cannot reset a rate-limit counter.
 */
export function clientIpHeader(): express.RequestHandler {
  return (request, _response, next) => {
    request.headers[CLIENT_IP_HEADER] = request.ip ?? request.socket.remoteAddress ?? "inconnue";
    next();
  };
}

/**
 * With PUBLIC_URL set, the app sees every request at its public address, whatever
 * Host the proxy passed on: absolute links are right, and React Router's own
 * action check compares the Origin with that address.
 */
export function publicAddress(publicUrl: string | undefined): express.RequestHandler {
  if (!publicUrl) return (_request, _response, next) => next();
  const url = new URL(publicUrl);
  const protocol = url.protocol.replace(":", "");
  return (request, _response, next) => {
    request.headers.host = url.host;
    delete request.headers["x-forwarded-host"];
    Object.defineProperty(request, "protocol", { value: protocol, configurable: true });
    next();
  };
}

/**
 * Powerful features Toque never uses are switched off, for its pages and for anything they
 * might embed. Kept: the clipboard write of « Copier le lien » (share popover) and of the
 * shopping list, and the screen wake lock of cook mode, on our own pages; reading the
 * clipboard keeps the browser's default (our own pages, and only once the person has allowed
 * it), which the end-to-end tests use to check what was copied. So does the share sheet
 * (`web-share`): its default is our own pages already, and desktop Chromium on Linux, which
 * has no share sheet, does not know the name. Only features Chromium knows are named: an
 * unknown one is logged in the console of every page (security.test.ts keeps the list).
 */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "browsing-topics=()",
  "camera=()",
  "clipboard-write=(self)",
  "display-capture=()",
  "encrypted-media=()",
  "fullscreen=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "idle-detection=()",
  "local-fonts=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "picture-in-picture=()",
  "publickey-credentials-get=()",
  "screen-wake-lock=(self)",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

const readOnlyMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * State changes are POSTs from our own pages: any other method is refused, and a
 * POST whose Origin is not ours gets 403. The expected origin is PUBLIC_URL's, or,
 * when it is unset, the origin the request itself names (its Host), so that
 * `npm start` works on any port and address.
 */
export function sameOriginPosts(publicUrl: string | undefined): express.RequestHandler {
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : undefined;
  return (request, response, next) => {
    if (readOnlyMethods.has(request.method)) return next();
    if (request.method !== "POST") {
      response.set("Allow", "GET, HEAD, POST");
      return answerInFrench(response, 405, "Méthode non autorisée.");
    }
    const expected = publicOrigin ?? `${request.protocol}://${request.get("host")}`;
    if (request.get("origin") === expected) return next();
    answerInFrench(response, 403, "Requête refusée : elle ne vient pas de Toque.");
  };
}

/**
 * The security headers of an answer that is not a page (the generation's stream of JSON
 * lines, its refusals), fixed once: it loads nothing, so its policy forbids everything, and
 * it needs none of the per-request work helmet does around each page's nonce.
 */
export function apiHeaders(options: { https: boolean }): express.RequestHandler {
  const headers: [string, string][] = [
    ["Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'"],
    ["X-Content-Type-Options", "nosniff"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["Referrer-Policy", "no-referrer"],
    ["Permissions-Policy", PERMISSIONS_POLICY],
  ];
  if (options.https) headers.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  return (_request, response, next) => {
    for (const [name, value] of headers) response.setHeader(name, value);
    next();
  };
}

/**
 * What a static file needs, no more: it is not a document, so a CSP, a Permissions-Policy or
 * COOP would do nothing on it, yet they weighed more than most icons. Not sniffed into
 * something else, not loadable by other sites, and reached over HTTPS only once it is in use.
 */
export function staticHeaders(options: { https: boolean }): (response: ServerResponse) => void {
  const headers: [string, string][] = [
    ["X-Content-Type-Options", "nosniff"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
  ];
  if (options.https) headers.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  return (response) => {
    for (const [name, value] of headers) response.setHeader(name, value);
  };
}

export function securityHeaders(options: { isDevelopment: boolean; https: boolean }): express.RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (_request, response) => `'nonce-${(response as express.Response).locals.cspNonce}'`,
        ],
        // Inline styles carry no nonce on purpose: a nonce would switch 'unsafe-inline' off
        // for the inlined stylesheet (docs/decisions/0003-first-paint.md).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'"],
        connectSrc: options.isDevelopment ? ["'self'", "ws:"] : ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: options.https ? [] : null,
      },
    },
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    // `frame-ancestors 'none'` above already forbids framing; helmet's SAMEORIGIN default
    // said the opposite to older browsers.
    xFrameOptions: false,
  });
  return (request, response, next) => {
    response.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    headers(request, response, next);
  };
}
