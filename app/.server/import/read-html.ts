import { type DefaultTreeAdapterTypes, parse, parseFragment } from "parse5";
import type { ReadablePage } from "~/domain/import/readable-page";

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
    // A page wrapped in an item (« <html itemscope itemtype=…/Blog> ») still holds its recipe
    // further down: an item is read, then the walk goes on inside it.
    if (attribute(element, "itemscope") !== undefined && !attribute(element, "itemprop"))
      microdata.push(microdataItem(element));
    return true;
  });
  return [...found, ...microdata];
}

type ReadableBlock = ReadablePage["blocks"][number];

// Parts of a page that are never its recipe: menus, forms, asides, the page's header and footer.
const SKIPPED = new Set([
  "script",
  "style",
  "noscript",
  "template",
  "nav",
  "header",
  "footer",
  "aside",
  "form",
  "svg",
]);

/** For pages without schema.org: the headings, lists and paragraphs a person would read. */
export function readablePage(html: string): ReadablePage {
  const document = parse(html);
  const blocks: ReadableBlock[] = [];
  let ogTitle = "";
  let pageTitle = "";
  let h1 = "";
  let lists = 0;
  const list: number[] = [];
  const visit = (node: Node) => {
    if (!("childNodes" in node)) return;
    for (const child of node.childNodes) {
      if (!("tagName" in child)) continue;
      const tag = child.tagName;
      if (tag === "meta" && attribute(child, "property") === "og:title")
        ogTitle = attribute(child, "content") ?? "";
      if (tag === "title") pageTitle = textOf(child);
      if (SKIPPED.has(tag)) continue;
      const kind = /^h[1-6]$/.test(tag)
        ? "heading"
        : tag === "li"
          ? "item"
          : tag === "p"
            ? "paragraph"
            : undefined;
      if (kind) {
        const text = plainText(htmlToText(innerText(child))).replace(
          /\n+/g,
          kind === "paragraph" ? "\n" : " ",
        );
        if (text !== "") blocks.push({ kind, text, ...(kind === "item" ? { list: list.at(-1) ?? 0 } : {}) });
        if (tag === "h1" && h1 === "") h1 = text;
        continue;
      }
      if (tag === "ul" || tag === "ol") {
        list.push(++lists);
        visit(child);
        list.pop();
      } else visit(child);
    }
  };
  visit(document);
  return { title: h1 || ogTitle.trim() || pageTitle.trim(), blocks };
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

const LOOKS_LIKE_HTML = /<[a-z/!][^>]*>|&(#\d+|#x[\da-f]+|[a-z][a-z\d]*);/i;

/** Pasted JSON-LD (an export of Toque, Mealie or Tandoor) read like a page's, or undefined when it is not JSON. */
export function pastedStructuredData(text: string): unknown[] | undefined {
  const trimmed = text.trim();
  if (!trimmed.startsWith("{") && !trimmed.startsWith("[")) return undefined;
  // JSON that does not parse holds no recipe; it is not read as lines of text either.
  const value = parseJson(trimmed);
  return value === undefined ? [] : [plainStrings(value)];
}

/**
 * JSON-LD strings may hold HTML (« <p>Préchauffer…</p> », « &eacute; »): they become text.
 * Many sites encode twice (« &amp;frac12; »), so what still looks like HTML is read once more.
 */
function plainStrings(value: unknown, depth = 0): unknown {
  if (depth > 20) return undefined;
  if (typeof value === "string") return plainText(value);
  if (Array.isArray(value)) return value.map((item) => plainStrings(item, depth + 1));
  if (value !== null && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, plainStrings(item, depth + 1)]),
    );
  return value;
}

function plainText(text: string): string {
  let plain = text;
  for (let pass = 0; pass < 2 && LOOKS_LIKE_HTML.test(plain); pass++) plain = htmlToText(plain);
  return plain;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    try {
      return JSON.parse(repairedJson(text));
    } catch {
      return undefined;
    }
  }
}

/**
 * The almost-JSON of hand-made pages, mended as recipe managers read it, and never evaluated:
 * a CDATA or comment wrapper, « }; » after the object, trailing commas, « \' » escapes and raw
 * line breaks inside strings. One pass that knows when it is inside a string.
 */
function repairedJson(wrapped: string): string {
  const text = wrapped.replace(/<!\[CDATA\[|\]\]>|<!--|-->/g, "");
  const start = text.search(/[[{]/);
  const end = Math.max(text.lastIndexOf("}"), text.lastIndexOf("]"));
  if (start < 0 || end < start) return text;
  const body = text.slice(start, end + 1);
  let out = "";
  let inString = false;
  for (let index = 0; index < body.length; index++) {
    const char = body[index]!;
    if (inString) {
      if (char === "\\") {
        const next = body[index + 1] ?? "";
        out += next === "'" ? "'" : char + next;
        index += 1;
      } else if (char === '"') {
        inString = false;
        out += char;
      } else out += /[\r\n\t]/.test(char) ? " " : char;
    } else if (char === '"') {
      inString = true;
      out += char;
    } else if (char === "," && /^\s*[}\]]/.test(body.slice(index + 1, index + 200))) {
      continue;
    } else out += char;
  }
  return out;
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
      if (names.length > 0 && !(names.includes("recipeIngredient") && isGroupHeading(child))) {
        const value = nested ? microdataItem(child) : plainText(htmlToText(propertyValue(child)));
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

/** A row that only holds a heading (« <th>Sauce</th> », « <h3>Garniture</h3> »): a group, not an ingredient. */
function isGroupHeading(element: Element): boolean {
  const children = element.childNodes.filter(
    (child) =>
      "tagName" in child ||
      (child.nodeName === "#text" && (child as DefaultTreeAdapterTypes.TextNode).value.trim() !== ""),
  );
  return (
    children.length > 0 &&
    children.every((child) => "tagName" in child && /^(th|h[2-6]|strong|b)$/.test(child.tagName))
  );
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
      // « <td>150 g</td><td>riz</td> » reads « 150 g riz », not « 150 griz ».
      if (node.tagName === "td" || node.tagName === "th") parts.push(" ");
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
