import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ciqualFoods } from "~/domain/nutrition/ciqual-data.server";

const assetsDir = path.resolve(import.meta.dirname, "../../build/client/assets");

function clientFiles(): string[] {
  return fs.readdirSync(assetsDir).filter((file) => file.endsWith(".js"));
}

/** A route's own chunk and every chunk it imports, statically, as the browser loads them. */
function routeChunks(routeFile: string): Map<string, string> {
  const entry = clientFiles().find((file) => file.startsWith(`${routeFile}-`));
  if (!entry) throw new Error(`pas de module client pour ${routeFile}`);
  const seen = new Map<string, string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    const code = fs.readFileSync(path.join(assetsDir, file), "utf8");
    seen.set(file, code);
    for (const match of code.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) queue.push(match[1]!);
  }
  return seen;
}

describe("le code envoyé au navigateur", () => {
  it("ne contient pas la table Ciqual : la nutrition se calcule sur le serveur", () => {
    // Names only the table writes (« Pomme de terre, sans peau, crue »), not a word of a recipe.
    const names = Object.values(ciqualFoods)
      .map((food) => food.name)
      .filter((name) => name.includes(", ") && name.length > 20);
    expect(names.length).toBeGreaterThan(100);
    const files = clientFiles();
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const code = fs.readFileSync(path.join(assetsDir, file), "utf8");
      const found = names.filter((name) => code.includes(JSON.stringify(name).slice(1, -1)));
      expect(found, file).toEqual([]);
    }
  });

  it("la page d'une recette de Mes Recettes reste légère", () => {
    const chunks = routeChunks("mes-recettes._id");
    const own = [...chunks.entries()].find(([file]) => file.startsWith("mes-recettes._id-"))![1];
    // 105 kB before the nutrition moved to the loader; about 2.5 kB after.
    expect(own.length).toBeLessThan(10_000);
  });

  it("Inventaire Gourmand ne charge pas zod avec la page (le schéma du flux vient après)", () => {
    const chunks = routeChunks("inventaire-gourmand");
    expect(chunks.size).toBeGreaterThan(1);
    for (const [file, code] of chunks) expect(code, file).not.toContain("jitless");
    // The test reads real imports: the nutrition screen, which checks its form with zod, has it.
    expect([...routeChunks("chef-nutrition").values()].some((code) => code.includes("jitless"))).toBe(true);
  });
});
