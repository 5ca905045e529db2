// Draws the illustration of each catalogue recipe (app/content/catalogue) as a small flat
// SVG: a dish seen from above or three-quarters, with shapes and colours that evoke it.
// Run once with `node scripts/draw-recipe-illustrations.mjs`; the results are committed.
// Each file of scripts/recipe-drawings/ (except kit.mjs) exports one drawing per recipe id:
// its background colour and a function of a generator seeded by the id, so a second run
// draws exactly the same files.
import fs from "node:fs";
import path from "node:path";
import { seeded } from "./recipe-drawings/kit.mjs";

const outDir = path.resolve(import.meta.dirname, "../public/images/recettes");
const drawingsDir = path.resolve(import.meta.dirname, "recipe-drawings");

const drawings = {};
for (const file of fs.readdirSync(drawingsDir).sort()) {
  if (!file.endsWith(".mjs") || file === "kit.mjs") continue;
  const { default: more } = await import(path.join(drawingsDir, file));
  for (const id of Object.keys(more))
    if (id in drawings) throw new Error(`${id} est dessiné deux fois (${file}).`);
  Object.assign(drawings, more);
}
// ---------------------------------------------------------------------------------------

fs.mkdirSync(outDir, { recursive: true });
for (const [id, [background, draw]] of Object.entries(drawings)) {
  const body = draw(seeded(id));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300"><rect width="400" height="300" fill="${background}"/>${body}</svg>\n`;
  const file = path.join(outDir, `${id}.svg`);
  fs.writeFileSync(file, svg);
  console.log(`${id}.svg ${Buffer.byteLength(svg)} octets`);
}
