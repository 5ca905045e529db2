import { elides } from "../base/french";
import type { IngredientLineParts } from "../catalogue/ingredient-line";
import { namingWords } from "../recipe/line-names";
import { amountsInStep } from "../recipe/step-amounts";
import type { CookRecipe } from "./cook-recipe";
import { ingredientsOfSteps } from "./step-ingredients";

/** One line of a step's panel in cook mode: which line of the list, written as the step uses it. */
export interface StepPanelLine {
  index: number;
  line: IngredientLineParts;
}

/**
 * What each step's panel lists (« Pour cette étape »): the lines the step uses, each with the
 * amount the step gives when it gives one. Poulet rôti's second step lists « 2 brins de thym »
 * and « 2 gousses d'ail », not the whole recipe's 4 and 6; the rest of a line stays on the list.
 * The steps' amounts are already those of the servings chosen (catalogue/scale-steps.ts).
 */
export function stepPanels(recipe: CookRecipe): StepPanelLine[][] {
  const names = recipe.ingredients.map(({ name }) => name);
  const uses = ingredientsOfSteps(
    recipe.steps.map(({ description }) => description),
    names,
    recipe.ingredients.map(({ food }) => food),
  );
  const eggLines = new Set(
    names.flatMap((name, index) => (namingWords(name).includes("oeuf") ? [index] : [])),
  );
  return recipe.steps.map(({ description }, at) => {
    const amounts = amountsInStep(description, names);
    // « Montez les 6 blancs »: the whites the step counts stand for every egg line it uses.
    const eggPart = amounts.find((amount) => amount.eggPart);
    const used = uses[at] ?? [];
    const firstEgg = used.find((index) => eggLines.has(index));
    return used.flatMap((index) => {
      const ingredient = recipe.ingredients[index];
      if (!ingredient) return [];
      if (eggPart && eggLines.has(index) && index !== firstEgg) return [];
      const own =
        eggPart && index === firstEgg
          ? eggPart
          : amounts.find((amount) => amount.line === index && !amount.eggPart);
      if (!own) return [{ index, line: ingredient.line }];
      // « 2 jaunes » of the eggs' line: the step's own words, yolks and all.
      if (own.unit === "")
        return [
          {
            index,
            line: {
              amount: description.slice(own.start, own.numberEnd),
              rest: description.slice(own.unitStart, own.end),
              weight: "",
            },
          },
        ];
      const rest = /^(?:de |d'|d’)/u.test(ingredient.line.rest)
        ? ingredient.line.rest
        : elides(ingredient.name)
          ? `d'${ingredient.name}`
          : `de ${ingredient.name}`;
      return [{ index, line: { amount: description.slice(own.start, own.end), rest, weight: "" } }];
    });
  });
}
