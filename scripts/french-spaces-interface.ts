// Puts the no-break spaces of French typography into the interface's texts that the check of
// tests/repository/interface-typography.test.ts finds: `npx jiti scripts/french-spaces-interface.ts`.
// Only the characters of the flagged literals change; JSX text gets `&nbsp;`, strings and templates
// the escape `\u00a0` (eslint's no-irregular-whitespace refuses the bare character in templates).
import fs from "node:fs";
import { SCANNED, filesUnder, isProse, mistakesOf, textsOf } from "../tests/repository/interface-texts";

const UNIT = /(\d) ((?:min|h|°C|kcal|kg|g|mg|cl|ml|portions?|personnes?|pers\.|%)(?![\p{L}\d-]))/gu;

function typeset(source: string, space: string): string {
  return source
    .replace(/ ([:;!?»])/g, `${space}$1`)
    .replace(/« /g, `«${space}`)
    .replace(UNIT, `$1${space}$2`)
    .replace(/^(\}) (min|h|°C|kcal|kg|g|cl|ml|portions?|personnes?|pers\.)(?![\p{L}\d-])/u, `$1${space}$2`)
    .replace(/(\d)(°C)/gu, `$1${space}$2`)
    .replace(/(\d(?:&nbsp;|\\u00a0)h) (\d{2})\b/g, `$1${space}$2`);
}

for (const file of SCANNED.flatMap(filesUnder)) {
  const flagged = textsOf(file).filter(
    (found) => (isProse(found.text) || found.afterValue !== undefined) && mistakesOf(found).length > 0,
  );
  if (flagged.length === 0) continue;
  let source = fs.readFileSync(file, "utf8");
  // From the end, so that earlier positions still hold.
  for (const found of flagged.sort((a, b) => b.start - a.start)) {
    const jsxText = !/^["'`}]/.test(source.slice(found.start, found.start + 1));
    const span = source.slice(found.start, found.end);
    source =
      source.slice(0, found.start) + typeset(span, jsxText ? "&nbsp;" : "\\u00a0") + source.slice(found.end);
  }
  fs.writeFileSync(file, source);
  console.log(`${file} : ${flagged.length} texte(s) corrigé(s)`);
}
