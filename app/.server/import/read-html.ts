import { type DefaultTreeAdapterTypes, parse, parseFragment } from "parse5";

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;
type Element = DefaultTreeAdapterTypes.Element;

/**
 * The structured data of a page, read with a real HTML parser (parse5) and never rendered:
 * every JSON-LD block, then every microdata item turned into the same JSON shape, so that
 * one reader of schema.org handles both. Every string inside comes back as plain text.
 */
export function structuredData(html: string): unknown[] {
  const document = parse(html);
  const found: unknown[] = [];
  const microdata: unknown[] = [];
  walk(document, (element) => {
    if (element.tagName === "script" && attribute(element, "type")?.toLowerCase() === "application/ld+json") {
      const value = parseJson(textOf(element));
      if (value !== undefined) found.push(plainStrings(value));
      return false;
    }
    if (attribute(element, "itemscope") !== undefined && !attribute(element, "itemprop")) {
      microdata.push(microdataItem(element));
      return false;
    }
    return true;
  });
  return [...found, ...microdata];
}

/** Text of an HTML fragment: tags dropped, entities decoded, one line per block or <br>. */
export function htmlToText(html: string): string {
  const lines: string[] = [""];
  const visit = (node: Node) => {
    if (node.nodeName === "#text") {
      lines[lines.length - 1] += (node as DefaultTreeAdapterTypes.TextNode).value;
      return;
    }
    if (!("childNodes" in node)) return;
    const element = node as Element;
    if (element.tagName === "script" || element.tagName === "style") return;
    const block = BLOCKS.has(element.tagName ?? "");
    if (block || element.tagName === "br") lines.push("");
    for (const child of element.childNodes) visit(child);
    if (block) lines.push("");
  };
  for (const child of parseFragment(html).childNodes) visit(child);
  return lines
    .map((line) => line.replace(/[ \t\r\n\f]+/g, " ").trim())
    .filter((line) => line !== "")
    .join("\n");
}

// prettier-ignore
const BLOCKS = new Set(["p", "div", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "section", "article", "blockquote", "dt", "dd"]);

const LOOKS_LIKE_HTML = /<[a-z/!][^>]*>|&(#\d+|#x[\da-f]+|[a-z]+);/i;

/** Pasted JSON-LD (an export of Toque, Mealie or Tandoor) read like a page's, or undefined when it is not JSON. */
export function pastedStructuredData(text: string): unknown[] | undefined {
  const trimmed = text.trim();
  if (!trimmed.startsWith("{") && !trimmed.startsWith("[")) return undefined;
  // JSON that does not parse holds no recipe; it is not read as lines of text either.
  const value = parseJson(trimmed);
  return value === undefined ? [] : [plainStrings(value)];
}

/** JSON-LD strings may hold HTML (« <p>Préchauffer…</p> », « &eacute; »): they become text. */
function plainStrings(value: unknown, depth = 0): unknown {
  if (depth > 20) return undefined;
  if (typeof value === "string") return LOOKS_LIKE_HTML.test(value) ? htmlToText(value) : value;
  if (Array.isArray(value)) return value.map((item) => plainStrings(item, depth + 1));
  if (value !== null && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, plainStrings(item, depth + 1)]),
    );
  return value;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Raw line breaks inside strings are the most common fault of hand-written JSON-LD.
    try {
      return JSON.parse(text.replace(/[\r\n\t]+/g, " "));
    } catch {
      return undefined;
    }
  }
}

/** A microdata item as JSON-LD would write it: « @type » from itemtype, one key per itemprop. */
function microdataItem(scope: Element): Record<string, unknown> {
  const item: Record<string, unknown[]> = {};
  const itemType = attribute(scope, "itemtype") ?? "";
  const types = itemType.split(/\s+/).map((type) => type.replace(/^https?:\/\/schema\.org\//, ""));
  const collect = (element: Element) => {
    for (const child of element.childNodes) {
      if (!("tagName" in child)) continue;
      const names = attribute(child, "itemprop")?.split(/\s+/).filter(Boolean) ?? [];
      const nested = attribute(child, "itemscope") !== undefined;
      if (names.length > 0) {
        const value = nested ? microdataItem(child) : htmlToText(propertyValue(child));
        for (const name of names) (item[name] ??= []).push(value);
      }
      if (!nested) collect(child);
    }
  };
  collect(scope);
  return {
    "@type": types.length === 1 ? types[0] : types,
    ...Object.fromEntries(
      Object.entries(item).map(([name, values]) => [name, values.length === 1 ? values[0] : values]),
    ),
  };
}

function propertyValue(element: Element): string {
  switch (element.tagName) {
    case "meta":
      return attribute(element, "content") ?? "";
    case "a":
    case "link":
      return attribute(element, "href") ?? "";
    case "img":
      return attribute(element, "src") ?? "";
    case "time":
      return attribute(element, "datetime") ?? textOf(element);
    case "data":
    case "meter":
      return attribute(element, "value") ?? textOf(element);
    default:
      return attribute(element, "content") ?? innerText(element);
  }
}

/** The element's own text with its blocks on separate lines, for htmlToText to tidy. */
function innerText(element: Element): string {
  const parts: string[] = [];
  const visit = (node: Node) => {
    if (node.nodeName === "#text") parts.push(escapeText((node as DefaultTreeAdapterTypes.TextNode).value));
    else if ("tagName" in node) {
      const block = BLOCKS.has(node.tagName) || node.tagName === "br";
      if (block) parts.push("<br>");
      for (const child of node.childNodes) visit(child);
      if (block) parts.push("<br>");
    }
  };
  for (const child of element.childNodes) visit(child);
  return parts.join("");
}

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
}

function textOf(element: Element): string {
  return element.childNodes
    .map((child) => (child.nodeName === "#text" ? (child as DefaultTreeAdapterTypes.TextNode).value : ""))
    .join("");
}

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

/** Visits the elements of the tree; `visit` returns false to skip an element's children. */
function walk(node: Node, visit: (element: Element) => boolean): void {
  if (!("childNodes" in node)) return;
  for (const child of node.childNodes) {
    if (!("tagName" in child)) continue;
    if (visit(child)) walk(child, visit);
  }
}
