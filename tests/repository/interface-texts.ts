import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { unitSpacingMistakes } from "../../app/domain/base/french-check";

/**
 * The texts of the interface, for the typography check (interface-typography.test.ts) and its
 * fixer (`npx jiti scripts/french-spaces-interface.ts`). French typography in the
 * interface, not only in the catalogue (issue 26): every text a person
 * reads in features, components, routes and the domain's messages, found with the TypeScript
 * compiler (JSX text, string literals, template texts), must hold the no-break spaces before
 * « : ; ! ? », inside « », and between a figure and its unit.
 *
 * What is not prose is left out by its place, not by guesswork on the text: imports, `className`
 * and other code-valued attributes, object keys, `==`/`switch` comparisons, regular expressions,
 * and the arguments of functions that take code (`new URL`, `fetch`, `querySelector`…).
 */

export const ROOT = path.resolve(__dirname, "../..");
export const SCANNED = ["app/features", "app/components", "app/routes", "app/domain", "app/root.tsx"];

/**
 * The domain's data tables and engines write foods and regexes, not interface sentences; JSON-LD
 * and the ingredient lines it carries are read by machines (« 240 kcal », « 200 g de farine »
 * as schema.org readers parse them).
 */
const SKIPPED_FILES =
  /\.test\.tsx?$|\.server\.ts$|json-ld|catalogue\/ingredient-line\.ts$|\/domain\/(?:nutrition|produce|sommelier\/dish-|cocktails\/iba)/;

/**
 * Strings the specification fixes word for word (ARCHITECTURE § 1): they stay as it writes them.
 * Each is listed whole, so a new string is never let through by a neighbour's exception.
 */
const SPEC_FIXED = new Set([
  "9,99€ / mois",
  "Unexpected Application Error!",
  "Erreur lors de la génération de la recette",
]);

const CODE_ATTRIBUTES = new Set([
  "className",
  "href",
  "to",
  "src",
  "id",
  "htmlFor",
  "name",
  "type",
  "method",
  "action",
  "rel",
  "target",
  "autoComplete",
  "inputMode",
  "pattern",
  "key",
  "role",
  "encType",
  "lang",
  "property",
  "content",
  "media",
  "sizes",
  "as",
  "accept",
]);

const CODE_CALLS =
  /^(?:fetch|URL|querySelector|querySelectorAll|getElementById|addEventListener|removeEventListener|setAttribute|getAttribute|get|set|has|redirect|require|import|matchMedia|Error|TypeError|RegExp|createElement|startsWith|endsWith|includes|split|join|replace|replaceAll|padStart|toLocaleString|toLocaleDateString|Intl\..*|localeCompare|test|match|matchAll|indexOf|sql|raw|log|warn|error|info|debug|header|setHeader|append|prefetch|route|index|layout|prefix)$/;

export function filesUnder(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (fs.statSync(full).isFile()) return [full];
  return fs.readdirSync(full, { recursive: true, encoding: "utf8" }).flatMap((name) => {
    const file = path.join(full, name);
    return /\.tsx?$/.test(name) && !SKIPPED_FILES.test(file) ? [file] : [];
  });
}

/** JSX writes `&nbsp;` where the source means U+00A0. */
function decodeJsx(text: string): string {
  return text
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&#8239;|&#x202f;/gi, "\u202f")
    .replace(/&laquo;/g, "«")
    .replace(/&raquo;/g, "»");
}

function calleeName(call: ts.CallExpression | ts.NewExpression): string {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return "";
}

/** Is this literal code rather than something a person reads? Decided by where it stands. */
function isCodePlace(node: ts.Node): boolean {
  let child: ts.Node = node;
  let parent = node.parent;
  // A literal inside a conditional or a binary `+`/`??` reads as its enclosing expression.
  while (
    ts.isParenthesizedExpression(parent) ||
    ts.isConditionalExpression(parent) ||
    (ts.isBinaryExpression(parent) &&
      [ts.SyntaxKind.PlusToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(
        parent.operatorToken.kind,
      )) ||
    ts.isTemplateSpan(parent) ||
    ts.isTemplateExpression(parent) ||
    ts.isAsExpression(parent) ||
    ts.isSatisfiesExpression(parent)
  ) {
    child = parent;
    parent = parent.parent;
  }
  if (
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isExternalModuleReference(parent)
  )
    return true;
  if (ts.isLiteralTypeNode(parent) || ts.isCaseClause(parent) || ts.isElementAccessExpression(parent))
    return true;
  if (ts.isPropertyAssignment(parent) && parent.name === child) return true;
  // Compared, not shown: « kind === "Plats" ».
  if (
    ts.isBinaryExpression(parent) &&
    [
      ts.SyntaxKind.EqualsEqualsEqualsToken,
      ts.SyntaxKind.ExclamationEqualsEqualsToken,
      ts.SyntaxKind.EqualsEqualsToken,
      ts.SyntaxKind.ExclamationEqualsToken,
      ts.SyntaxKind.InKeyword,
    ].includes(parent.operatorToken.kind)
  )
    return true;
  if (ts.isJsxExpression(parent) && ts.isJsxAttribute(parent.parent))
    return CODE_ATTRIBUTES.has(parent.parent.name.getText());
  if (ts.isJsxAttribute(parent)) return CODE_ATTRIBUTES.has(parent.name.getText());
  if ((ts.isCallExpression(parent) || ts.isNewExpression(parent)) && CODE_CALLS.test(calleeName(parent)))
    return true;
  return false;
}

export interface Found {
  file: string;
  /** The literal's own characters in the source, quotes and entities included. */
  start: number;
  end: number;
  where: string;
  text: string;
  /** A template's text after a value, which may be a figure: « ${minutes} min ». */
  afterValue?: boolean;
}

export function textsOf(file: string): Found[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: Found[] = [];
  const at = (node: ts.Node) =>
    `${path.relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      // JSX drops the spaces around a line break before entities are read: `«&nbsp;` at a line's end keeps its space.
      const text = decodeJsx(node.text.replace(/[ \t\r]*\n[ \t\r\n]*/g, " "));
      if (text.trim() !== "")
        // A JSX text owns its leading spaces: `pos`, not `getStart()`, which skips them.
        found.push({ file, start: node.pos, end: node.getEnd(), where: at(node), text });
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!isCodePlace(node))
        found.push({ file, start: node.getStart(), end: node.getEnd(), where: at(node), text: node.text });
    } else if (ts.isTemplateExpression(node)) {
      if (!isCodePlace(node)) {
        for (const [index, part] of [node.head, ...node.templateSpans.map((span) => span.literal)].entries())
          found.push({
            file,
            start: part.getStart(),
            end: part.getEnd(),
            where: at(part),
            text: part.text,
            afterValue: index > 0,
          });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A sentence, not a word, a path or a format: two words of letters at least, with a space. */
export function isProse(text: string): boolean {
  if (SPEC_FIXED.has(text.trim())) return false;
  if (/^(?:https?:|mailto:|\/|#|\.|[a-z]+:\/\/)/.test(text.trim())) return false;
  // « ${name} »: a quotation built around a value is text, however short its pieces.
  if (/« | »/.test(text)) return true;
  return (
    /\p{L}{2,}[\s\u00a0\u202f]+\S/u.test(text) || /\d\s*(?:min|h|°C|kcal|g|kg|cl|ml|portions?)\b/u.test(text)
  );
}

/**
 * A plain space where French typography wants a no-break one: before « : ; ! ? » and « », after
 * « «, and between a figure and its unit. Only a space typed in the wrong kind is judged: a colon
 * stuck to a word is code (« hover:bg-cream », « https: »), not a sentence.
 */
const PLAIN_SPACE = / [:;!?»]|« /gu;

export const UNIT_AFTER_VALUE = /^ (?:min|h|°C|kcal|kg|g|cl|ml|portions?|personnes?|pers\.)(?![\p{L}\d-])/u;

export function mistakesOf({ text, afterValue }: Found): string[] {
  return [
    ...(afterValue && UNIT_AFTER_VALUE.test(text)
      ? [`espace insécable manquante entre la valeur et l'unité : « \${…}${text.slice(0, 8)} »`]
      : []),
    ...[...text.matchAll(PLAIN_SPACE)].map(
      (match) =>
        `espace ordinaire au lieu d'insécable : « ${text.slice(Math.max(0, match.index - 12), match.index + 3)} »`,
    ),
    ...unitSpacingMistakes(text),
  ];
}
