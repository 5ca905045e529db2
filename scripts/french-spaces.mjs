// Puts the no-break spaces of French typography into the strings of content files: before
// « : ; ! ? » and inside « », as the catalogue's quality gate asks (typographyMistakes).
// Writers type ordinary spaces; run `node scripts/french-spaces.mjs <files…>` before committing.
// Only double-quoted string literals are touched, never the code around them.
import fs from "node:fs";

const NBSP = "\u00a0";
const STRING = /"(?:[^"\\\n]|\\.)*"/g;

function typeset(literal) {
  return literal
    .replace(/ ([:;!?])/g, `${NBSP}$1`)
    .replace(/« /g, `«${NBSP}`)
    .replace(/ »/g, `${NBSP}»`);
}

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error("Usage : node scripts/french-spaces.mjs <fichier.ts>…");
  process.exit(1);
}
for (const file of files) {
  const before = fs.readFileSync(file, "utf8");
  const after = before.replace(STRING, typeset);
  if (after !== before) fs.writeFileSync(file, after);
  console.log(`${file} : ${after === before ? "rien à changer" : "espaces insécables posées"}`);
}
