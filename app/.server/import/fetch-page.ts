import dns from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import net from "node:net";
import type { ImportErrorCode } from "~/domain/import/import-errors";
import { isPublicAddress } from "./address";

/** What a page fetch may do; every figure is the issue's security bar (decision 0029). */
export interface FetchLimits {
  /** Host names or IP addresses that may be private (IMPORT_ALLOW_HOSTS); lower case. */
  allowHosts: ReadonlySet<string>;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** DNS resolution; tests give names of their own that point at the fixture server. */
  resolve?: (host: string) => Promise<readonly { address: string; family: number }[]>;
}

export const defaultFetchLimits = {
  timeoutMs: 10_000,
  maxBytes: 3 * 1024 * 1024,
  maxRedirects: 3,
} as const;

export const IMPORT_USER_AGENT = "Toque/1.0 (+import de recettes)";

export type FetchOutcome = { ok: true; url: string; html: string } | { ok: false; code: ImportErrorCode };

class FetchRefusal extends Error {
  constructor(readonly code: ImportErrorCode) {
    super(code);
  }
}

const HTML_TYPES = new Set(["text/html", "application/xhtml+xml"]);

/**
 * Fetches a recipe page a person named: the address is read, its host resolved and every
 * resolved address checked, then the connection goes to the checked address and no other
 * (the socket's `lookup` answers with it), so a second DNS answer cannot slip in between.
 * Each redirect goes through the same checks; the whole exchange has one deadline.
 */
export async function fetchRecipePage(address: string, limits: FetchLimits): Promise<FetchOutcome> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), limits.timeoutMs);
  try {
    let url = parseAddress(address);
    for (let redirects = 0; ; redirects++) {
      const target = await checkedTarget(url, limits, deadline.signal);
      const answer = await request(url, target, limits, deadline.signal);
      if (answer.kind === "page") return { ok: true, url: url.href, html: answer.html };
      if (redirects >= limits.maxRedirects) throw new FetchRefusal("tooManyRedirects");
      url = parseAddress(answer.location, url);
    }
  } catch (error) {
    if (error instanceof FetchRefusal) return { ok: false, code: error.code };
    if (deadline.signal.aborted) return { ok: false, code: "timeout" };
    return { ok: false, code: "unreachable" };
  } finally {
    clearTimeout(timer);
  }
}

function parseAddress(text: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text.trim(), base);
  } catch {
    throw new FetchRefusal("badAddress");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new FetchRefusal("refusedAddress");
  // Credentials in an address are never needed to read a public recipe.
  if (url.username !== "" || url.password !== "") throw new FetchRefusal("refusedAddress");
  return url;
}

interface Target {
  address: string;
  family: number;
}

async function checkedTarget(url: URL, limits: FetchLimits, signal: AbortSignal): Promise<Target> {
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  const hostAllowed = limits.allowHosts.has(host);
  // Ports 80 and 443 only, except on the hosts a self-hoster allowed (a test server's port).
  if (url.port !== "" && url.port !== "80" && url.port !== "443" && !hostAllowed)
    throw new FetchRefusal("refusedAddress");
  let addresses: readonly { address: string; family: number }[];
  if (net.isIP(host) !== 0) addresses = [{ address: host, family: net.isIP(host) }];
  else {
    const resolve = limits.resolve ?? ((name: string) => dns.lookup(name, { all: true, verbatim: true }));
    try {
      // dns.lookup cannot be cancelled: the deadline stops waiting for it.
      addresses = await Promise.race([resolve(host), whenAborted(signal)]);
    } catch {
      if (signal.aborted) throw new FetchRefusal("timeout");
      throw new FetchRefusal("unreachable");
    }
  }
  if (addresses.length === 0) throw new FetchRefusal("unreachable");
  // One bad address refuses the name: a name that also points inside is not a public site.
  const allowed = (address: string) =>
    hostAllowed || limits.allowHosts.has(address.toLowerCase()) || isPublicAddress(address);
  if (!addresses.every(({ address }) => allowed(address))) throw new FetchRefusal("refusedAddress");
  return addresses[0]!;
}

function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(new Error("aborted"));
    signal.addEventListener("abort", () => reject(new Error("aborted")), { once: true });
  });
}

type Answer = { kind: "page"; html: string } | { kind: "redirect"; location: string };

function request(url: URL, target: Target, limits: FetchLimits, signal: AbortSignal): Promise<Answer> {
  // The socket asks this for the host's address: it gets the one that was checked, whatever the DNS says now.
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === "https:" ? https : http;
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = client.request(
      url,
      {
        method: "GET",
        lookup: pinned,
        // No pooled socket: each connection is made, and checked, for this request.
        agent: false,
        signal,
        headers: {
          "User-Agent": IMPORT_USER_AGENT,
          Accept: "text/html,application/xhtml+xml;q=0.9",
          "Accept-Language": "fr-FR,fr;q=0.9",
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && status !== 304) {
          response.resume();
          const location = response.headers.location;
          if (!location) return reject(new FetchRefusal("unreachable"));
          return resolve({ kind: "redirect", location });
        }
        if (status < 200 || status >= 300) {
          response.resume();
          return reject(new FetchRefusal("unreachable"));
        }
        const contentType = response.headers["content-type"] ?? "";
        const mediaType = contentType.split(";")[0]!.trim().toLowerCase();
        if (!HTML_TYPES.has(mediaType)) {
          response.destroy();
          return reject(new FetchRefusal("notHtml"));
        }
        if (Number(response.headers["content-length"] ?? 0) > limits.maxBytes) {
          response.destroy();
          return reject(new FetchRefusal("tooLarge"));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits.maxBytes) {
            response.destroy();
            reject(new FetchRefusal("tooLarge"));
            return;
          }
          chunks.push(chunk);
        });
        response.on("end", () => resolve({ kind: "page", html: decode(Buffer.concat(chunks), contentType) }));
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/** The page's text in the charset its header or its first <meta> names; UTF-8 otherwise. */
function decode(body: Buffer, contentType: string): string {
  const declared =
    /charset="?([\w-]+)/i.exec(contentType)?.[1] ??
    /<meta[^>]+charset=["']?([\w-]+)/i.exec(body.subarray(0, 2048).toString("latin1"))?.[1] ??
    "utf-8";
  try {
    return new TextDecoder(declared.toLowerCase()).decode(body);
  } catch {
    return new TextDecoder("utf-8").decode(body);
  }
}
