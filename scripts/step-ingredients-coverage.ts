// How well cook mode names each step's foods, over the whole catalogue (decision 0069): the steps
// that act on food yet list none, and the list's lines no step lists. `npx jiti scripts/step-ingredients-coverage.ts`
import { breakfastRecipes } from "../app/content/catalogue/breakfasts";
import { catalogueRecipes } from "../app/content/catalogue/recipes";
import { lineFoods } from "../app/domain/cook/line-foods";
import { actsOnFood, ingredientsOfSteps } from "../app/domain/cook/step-ingredients";

const all = [...catalogueRecipes, ...breakfastRecipes];
let acting = 0;
let actingEmpty = 0;
let lines = 0;
let linesUnused = 0;
const examples: string[] = [];
for (const recipe of all) {
  const names = recipe.ingredients.map(({ nom }) => nom);
  const uses = ingredientsOfSteps(
    recipe.steps.map(({ description }) => description),
    names,
    lineFoods(names),
  );
  recipe.steps.forEach((step, at) => {
    if (!actsOnFood(step.description)) return;
    acting++;
    if (uses[at]!.length === 0) {
      actingEmpty++;
      if (process.argv.includes("--liste")) examples.push(`${recipe.id} #${at + 1}: ${step.description}`);
    }
  });
  const used = new Set(uses.flat());
  lines += names.length;
  names.forEach((name, index) => {
    if (used.has(index)) return;
    linesUnused++;
    if (process.argv.includes("--liste")) examples.push(`${recipe.id}: ligne « ${name} » jamais listée`);
  });
}
console.log(`${all.length} recettes`);
console.log(`étapes qui agissent sur un aliment sans en lister aucun : ${actingEmpty} sur ${acting}`);
console.log(`lignes de la liste jamais rattachées à une étape : ${linesUnused} sur ${lines}`);
for (const example of examples) console.log(`  ${example}`);
