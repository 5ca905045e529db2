import { it } from "vitest";
import { catalogueRecipes } from "~/content/catalogue/recipes";
import { breakfastRecipes } from "~/content/catalogue/breakfasts";
import { cookOffline } from "./cook";
import { findDishes } from "./retrieval";
import { senseProblems } from "../chef/recipe-sense";

const all = [...catalogueRecipes, ...breakfastRecipes];
const LISTS = (process.env.LISTS ?? "poulet, crème, champignons").split("|");
it("explore", () => {
  for (const typed of LISTS) {
    const request = {
      ingredients: typed.split(", "),
      portions: 4,
      restrictions: [],
      variation: Number(process.env.V ?? 0),
      detailed: false,
    };
    const found = findDishes(request, all);
    console.log(
      `\n### ${typed}\n candidates: ${found.map((c) => `${c.dish.recipe.id} ${c.share.toFixed(2)} swaps=${c.swaps.map((s) => s.line + ":" + s.name).join("/")} missing=${c.missing.map((m) => m.entry.name).join("/")}`).join("\n   ")}`,
    );
    const recipe = cookOffline(request, all);
    if (process.env.FULL) console.log(JSON.stringify(recipe, null, 1));
    else
      console.log(
        ` => ${recipe.titre} | d'après ${recipe.dApres?.titre ?? "—"} | ${recipe.astucesChef[0] ?? ""} | ${senseProblems(recipe).join("; ")}`,
      );
  }
});
