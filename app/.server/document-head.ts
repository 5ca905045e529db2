/**
 * Rewrites the <head> of a server-rendered page for a faster first paint
 * (measured in bench/RESULTS.md, reasons in docs/decisions/0003-first-paint.md):
 * - the stylesheet is inlined, so the first paint waits for the HTML alone;
 * - the `modulepreload` hints are dropped, so the 125 KB of hydration scripts no
 *   longer compete with the HTML and fonts for bandwidth before the first paint.
 *   The module script at the end of the body still loads them.
 * Returns undefined when this piece of HTML holds no <head>.
 */
export function rewriteHead(html: string, stylesheet: string): string | undefined {
  const start = html.indexOf("<head>");
  if (start === -1) return undefined;
  const end = html.indexOf("</head>", start);
  const at = start + "<head>".length;
  const head = html.slice(at, end === -1 ? undefined : end).replace(/<link rel="modulepreload"[^>]*>/g, "");
  return `${html.slice(0, at)}<style>${stylesheet}</style>${head}${end === -1 ? "" : html.slice(end)}`;
}
