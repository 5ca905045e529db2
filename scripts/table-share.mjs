// Prints how much of the application's TypeScript is literal tables rather than logic, and the
// largest files of each kind, so that « data apart from logic » can be measured again:
// `node scripts/table-share.mjs [--top N] [--root <checkout>]`.
//
// The rule: a line is a table line when it lies inside an array or object literal that spans at
// least MIN_LINES lines and holds nothing but data: strings, numbers, booleans, null, templates
// without placeholders, negated numbers, names of other constants (`tags: MEAT`) and nested
// literals of the same kind, calls of a named helper on such values (`toTaste("sel")`), all
// optionally wrapped in `as const` or `satisfies`. A function, a spread or a computed value
// anywhere inside makes the literal code, though a data literal nested in it still counts. Only the outermost data literal is counted, so no line counts twice. Lines are every
// line of the files (blank and comment lines included), tests (`*.test.ts(x)`) left out. A
// table sits beside logic when its file also holds a function of LOGIC_LINES lines or more.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const MIN_LINES = 5;
const rootArgument = process.argv.indexOf("--root");
const root =
  rootArgument > 0 ? path.resolve(process.argv[rootArgument + 1]) : path.resolve(import.meta.dirname, "..");
/** A function this long is logic; a file holding one beside its tables mixes the two. */
const LOGIC_LINES = 5;
const appDir = path.join(root, "app");
const topArgument = process.argv.indexOf("--top");
const top = topArgument > 0 ? Number(process.argv[topArgument + 1]) : 12;

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")
      ? [file]
      : [];
  });
}

function unwrap(node) {
  while (
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isParenthesizedExpression(node) ||
    ts.isTypeAssertionExpression(node)
  )
    node = node.expression;
  return node;
}

function isData(node) {
  node = unwrap(node);
  if (
    ts.isStringLiteral(node) ||
    ts.isNumericLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isIdentifier(node) ||
    ts.isPropertyAccessExpression(node) ||
    node.kind === ts.SyntaxKind.TrueKeyword ||
    node.kind === ts.SyntaxKind.FalseKeyword ||
    node.kind === ts.SyntaxKind.NullKeyword
  )
    return true;
  if (ts.isPrefixUnaryExpression(node)) return ts.isNumericLiteral(node.operand);
  // A row written through a small helper (`toTaste("sel")`, `noun("gigot", "m")`) is still a row.
  if (ts.isCallExpression(node))
    return (
      (ts.isIdentifier(node.expression) || ts.isPropertyAccessExpression(node.expression)) &&
      node.arguments.every(isData)
    );
  if (ts.isArrayLiteralExpression(node)) return node.elements.every(isData);
  if (ts.isObjectLiteralExpression(node))
    return node.properties.every(
      (property) =>
        (ts.isPropertyAssignment(property) &&
          !ts.isComputedPropertyName(property.name) &&
          isData(property.initializer)) ||
        ts.isShorthandPropertyAssignment(property),
    );
  return false;
}

function measure(file) {
  const text = fs.readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const lineOf = (position) => source.getLineAndCharacterOfPosition(position).line;
  const total = text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
  let table = 0;
  let logic = false;
  const visit = (node) => {
    if (ts.isFunctionLike(node) && lineOf(node.getEnd()) - lineOf(node.getStart(source)) + 1 >= LOGIC_LINES)
      logic = true;
    if ((ts.isArrayLiteralExpression(node) || ts.isObjectLiteralExpression(node)) && isData(node)) {
      const span = lineOf(node.getEnd()) - lineOf(node.getStart(source)) + 1;
      if (span >= MIN_LINES) {
        table += span;
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { file: path.relative(root, file), total, table, logic };
}

const results = sourceFiles(appDir).map(measure);
const total = results.reduce((sum, result) => sum + result.total, 0);
const table = results.reduce((sum, result) => sum + result.table, 0);
const percent = (part, whole) => `${((100 * part) / whole).toFixed(1)} %`;
const mixed = results.filter((result) => result.table > 0 && result.logic);
const mixedTable = mixed.reduce((sum, result) => sum + result.table, 0);

console.log(
  `${results.length} fichiers, ${total} lignes, dont ${table} de tables littérales (${percent(table, total)})`,
);
console.log(
  `Tables à côté de fonctions de ${LOGIC_LINES} lignes ou plus : ${mixedTable} lignes dans ${mixed.length} fichiers`,
);
const row = (result) =>
  `  ${String(result.total).padStart(6)}  ${String(result.table).padStart(6)}  ${percent(result.table, result.total).padStart(7)}  ${result.file}`;
console.log(`\nLes ${top} plus grands fichiers (lignes, lignes de table, part) :`);
for (const result of [...results].sort((a, b) => b.total - a.total).slice(0, top)) console.log(row(result));
console.log(`\nLes ${top} plus grands fichiers de logique (moins de la moitié en tables) :`);
for (const result of results
  .filter((result) => result.table < result.total / 2)
  .sort((a, b) => b.total - a.total)
  .slice(0, top))
  console.log(row(result));
