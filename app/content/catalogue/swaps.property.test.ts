import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { adaptRecipeText } from "~/domain/catalogue/adapt";
import { customisationSchema, customiseRecipe } from "~/domain/catalogue/customise";
import type { Recipe } from "~/domain/recipe/model";
import { lineUses } from "~/domain/catalogue/line-uses";
import { SUBSTITUTIONS, sharesJob } from "~/domain/catalogue/substitutions";
import {
  culinaryRole,
  fatFamily,
  substitutesOf,
  swapAmount,
  swapOptions,
  swapOptionsFor,
} from "~/domain/catalogue/swap";
import { foodTextMistakes } from "~/domain/chef/food-words-check";
import { readIngredient } from "~/domain/nutrition/lexicon";
import { normaliseUnit, toGrams } from "~/domain/nutrition/quantity";
import { breakfastRecipes } from "./breakfasts";
import { catalogueRecipes } from "./recipes";

const everyRecipe: readonly Recipe[] = [...catalogueRecipes, ...breakfastRecipes];
const everyLine = everyRecipe.flatMap((recipe) =>
  recipe.ingredients.map((ingredient, index) => ({ recipe, ingredient, index })),
);

const SEED = 20_261_124;

/** « avant de le retourner »: a pronoun before an infinitive is no missing « du ». */
const withoutObjectPronouns = (text: string) =>
  text.replace(/(?<![\p{L}])(de|à) (?:le|les) \p{L}+(?:er|ir|re)(?![\p{L}])/gu, "$1 faire");

describe("the substitution table", () => {
  it("places every catalogue ingredient in a culinary role", () => {
    const unplaced = everyLine.filter(({ ingredient }) => {
      const entry = readIngredient(ingredient.nom)?.entry;
      return !entry || culinaryRole(entry) === undefined;
    });
    expect(unplaced.map(({ ingredient }) => ingredient.nom)).toEqual([]);
  });

  it("names only lexicon foods, each placed in the table itself", () => {
    for (const [name, { options }] of Object.entries(SUBSTITUTIONS)) {
      expect(readIngredient(name)?.entry.name, name).toBe(name);
      for (const option of options) {
        expect(readIngredient(option.name)?.entry.name, option.name).toBe(option.name);
        expect(SUBSTITUTIONS[option.name], `${option.name} (pour ${name})`).toBeDefined();
      }
    }
  });

  it("offers for every catalogue ingredient only foods of its own culinary role, never itself", () => {
    for (const { recipe, ingredient } of everyLine) {
      const from = readIngredient(ingredient.nom)!.entry;
      const names = recipe.ingredients.map((line) => line.nom);
      for (const option of swapOptions(ingredient.nom, names)) {
        const to = readIngredient(option.name)!.entry;
        expect(
          sharesJob(culinaryRole(from), culinaryRole(to)),
          `${option.name} (${culinaryRole(to)}) pour ${ingredient.nom} (${culinaryRole(from)})`,
        ).toBe(true);
        expect(to.id).not.toBe(from.id);
        expect(option.reasons.length).toBeGreaterThan(0);
      }
    }
  });

  it("never offers a swap out of the food's job in its recipe", () => {
    // What each substitute spoils, said once more in a cook's words rather than read from the table.
    const spoils: Record<string, readonly string[]> = {
      "fécule de maïs": ["pastry", "batter", "baking"],
      "bouillon de légumes": ["pastry", "batter", "baking"],
      "bouillon de bœuf": ["pastry", "batter", "baking"],
      "bouillon de volaille": ["pastry", "batter", "baking"],
      "huile d'olive": ["pastry", "batter", "baking"],
      "yaourt à la grecque": ["heated"],
    };
    for (const { recipe, index } of everyLine) {
      const uses = lineUses(recipe, index);
      for (const option of swapOptionsFor(recipe, index)) {
        const from = readIngredient(recipe.ingredients[index]!.nom)!.entry;
        // Yoghurt for cream only; oil standing for another oil is no pastry question.
        if (option.name === "yaourt à la grecque" && !from.name.startsWith("crème")) continue;
        if (option.name === "huile d'olive" && fatFamily(from) !== "butter") continue;
        const spoilt = (spoils[option.name] ?? []).filter((use) => uses.includes(use as never));
        expect(spoilt, `${option.name} pour ${recipe.ingredients[index]!.nom} (${recipe.id})`).toEqual([]);
      }
    }
  }, 60_000);

  it("converts every catalogue quantity through grams into an amount of the substitute", () => {
    for (const { ingredient } of everyLine) {
      if (typeof ingredient.quantite !== "number") continue;
      const from = readIngredient(ingredient.nom)!.entry;
      const unit = ingredient.unite === "" ? "pièce" : normaliseUnit(ingredient.unite)!;
      const grams = toGrams(from, ingredient.quantite, unit)!;
      expect(grams, ingredient.nom).toBeGreaterThan(0);
      for (const { entry, substitute } of substitutesOf(ingredient.nom)) {
        const amount = swapAmount(ingredient, from, entry, substitute.ratio);
        const label = `${ingredient.quantite} ${ingredient.unite} ${ingredient.nom} → ${amount.quantite} ${amount.unite} ${entry.name}`;
        expect(typeof amount.quantite, label).toBe("number");
        const written = toGrams(entry, amount.quantite as number, amount.unite || "pièce");
        expect(written, label).toBeDefined();
        // Rounding to what a cook measures (half a piece, half a spoon, 5 g) moves the weight a little.
        const target = grams * (substitute.ratio ?? 1);
        expect(written!, label).toBeGreaterThanOrEqual(Math.min(target * 0.6, target - 3));
        expect(written!, label).toBeLessThanOrEqual(Math.max(target * 1.6, target + 5));
      }
    }
  });
});

describe("customising any catalogue recipe", () => {
  const recipe = fc.constantFrom(...everyRecipe);
  const changes = (chosen: Recipe) =>
    fc.record({
      swaps: fc.subarray(
        chosen.ingredients.flatMap((_, index) =>
          swapOptionsFor(chosen, index).map((option) => `${index}:${option.name}`),
        ),
      ),
      removals: fc.subarray(chosen.ingredients.map((_, index) => index)),
    });

  it("keeps a valid recipe whose steps never name a removed food", () => {
    fc.assert(
      fc.property(
        recipe.chain((chosen) => fc.tuple(fc.constant(chosen), changes(chosen))),
        ([chosen, { swaps, removals }]) => {
          // One swap per line, as the form sends them.
          const seen = new Set<string>();
          const remplacer = swaps.filter((swap) => {
            const line = swap.split(":")[0]!;
            if (seen.has(line)) return false;
            seen.add(line);
            return true;
          });
          const retirer = removals.length === chosen.ingredients.length ? removals.slice(1) : removals;
          const result = customiseRecipe(
            chosen,
            customisationSchema.parse({ portions: chosen.servings, retirer, remplacer }),
          );
          expect(result.ok).toBe(true);
          if (!result.ok) return;
          expect(result.recipe.title.trim()).not.toBe("");
          // Only the words Toque rewrote: the catalogue's own are checked where they are written.
          const written = (recipe: Recipe) => [
            recipe.title,
            ...recipe.description.split(/(?<=\.) /),
            ...recipe.steps.map((step) => step.description),
            ...recipe.tips,
            ...recipe.variations,
          ];
          const kept = new Set(written(chosen));
          for (const text of written(result.recipe).filter((text) => !kept.has(text)))
            expect(foodTextMistakes(withoutObjectPronouns(text)), text).toEqual([]);
          expect(result.recipe.steps.length).toBeGreaterThan(0);
          for (const index of retirer) {
            const entry = readIngredient(chosen.ingredients[index]!.nom)?.entry;
            const names = [chosen.ingredients[index]!.nom, entry?.name, entry?.plural].flatMap((name) =>
              name && name.length >= 3 ? [name.toLocaleLowerCase("fr")] : [],
            );
            // Another line may share the word (« sel » and « fleur de sel »): only lines of their own count.
            const shared = chosen.ingredients.some(
              (other, otherIndex) =>
                !retirer.includes(otherIndex) &&
                names.some((name) => other.nom.toLocaleLowerCase("fr").includes(name)),
            );
            if (shared) continue;
            for (const step of result.recipe.steps)
              for (const name of names)
                expect(
                  new RegExp(`(?<![\\p{L}-])${name}(?![\\p{L}-])`, "u").test(
                    step.description.toLocaleLowerCase("fr"),
                  ),
                  `« ${name} » dans « ${step.description} »`,
                ).toBe(false);
          }
          if (remplacer.length + retirer.length > 0)
            expect(result.recipe.description).toContain(`Adapté de «\u00a0${chosen.title}\u00a0»`);
          const swapped = remplacer
            .map((swap) => Number(swap.split(":")[0]))
            .filter((index) => !retirer.includes(index));
          const past = (description: string) =>
            description.replace(/^Adapté de .*?(?:modifiées?|inchangées)\.\s*/, "");
          for (const index of swapped) {
            const nom = chosen.ingredients[index]!.nom;
            const entry = readIngredient(nom)!.entry;
            const forms = [nom, entry.name, entry.plural].map((form) => form.toLocaleLowerCase("fr"));
            // Another line may share the word (« lait » and « lait de coco »): only lines of their own count.
            const shared = chosen.ingredients.some(
              (other, otherIndex) =>
                otherIndex !== index &&
                forms.some((form) => other.nom.toLocaleLowerCase("fr").includes(form)),
            );
            const to = remplacer
              .find((swap) => swap.startsWith(`${index}:`))!
              .split(":")[1]!
              .toLocaleLowerCase("fr");
            if (shared || forms.some((form) => to.includes(form))) continue;
            const naming = (text: string) =>
              forms.some((form) =>
                new RegExp(`(?<![\\p{L}-])${form}(?![\\p{L}-])`, "u").test(text.toLocaleLowerCase("fr")),
              );
            // The title names no food that is gone, and the description no longer claims it.
            expect(
              naming(result.recipe.title.split(", sans ")[0]!),
              `${nom} → ${to} : ${result.recipe.title}`,
            ).toBe(false);
            expect(
              naming(past(result.recipe.description)),
              `${nom} → ${to} : ${result.recipe.description}`,
            ).toBe(false);
          }
          // No fat twice: a swapped-in fat never sits beside another line of its kind it was not beside before.
          const families = (recipe: Recipe) =>
            recipe.ingredients.flatMap((line) => fatFamily(readIngredient(line.nom)!.entry) ?? []);
          const count = (list: string[], family: string) => list.filter((item) => item === family).length;
          const before = families(chosen);
          for (const family of new Set(families(result.recipe)))
            expect(count(families(result.recipe), family), `${family} : ${chosen.id}`).toBeLessThanOrEqual(
              Math.max(1, count(before, family)),
            );
          // A pronoun right after the new food, with nothing between, agrees with it.
          for (const index of swapped) {
            const to = readIngredient(
              remplacer.find((swap) => swap.startsWith(`${index}:`))!.split(":")[1]!,
            )!.entry;
            for (const step of result.recipe.steps)
              for (const found of step.description.matchAll(
                new RegExp(
                  // Not the last of a list (« le persil et la menthe, puis séchez-les »): the pronoun stands for all.
                  `(?<! et |, )(?:le |la |l'|les )(${to.name}|${to.plural})(?: \\p{L}+é?e?s?)?, puis \\p{L}+ez-(la|le|les)(?![\\p{L}])`,
                  "gu",
                ),
              )) {
                const expected =
                  found[1] === to.plural && to.plural !== to.name ? "les" : to.gender === "f" ? "la" : "le";
                expect(found[2], found[0]).toBe(expected);
              }
          }
        },
      ),
      { seed: SEED, numRuns: 120 },
    );
  }, 30_000);

  it("writes correct French for every swap offered on every recipe (« les pâtes », never « la pâtes »)", () => {
    const faults: string[] = [];
    for (const chosen of everyRecipe)
      chosen.ingredients.forEach((line, index) => {
        for (const option of swapOptionsFor(chosen, index)) {
          const result = customiseRecipe(chosen, {
            portions: chosen.servings,
            retirer: [],
            remplacer: [`${index}:${option.name}`],
          });
          if (!result.ok) continue;
          const { title, description, steps, tips, variations } = result.recipe;
          for (const text of [
            title,
            description,
            ...steps.map((step) => step.description),
            ...tips,
            ...variations,
          ])
            for (const fault of foodTextMistakes(withoutObjectPronouns(text)))
              faults.push(`${chosen.id}, ${line.nom} → ${option.name}\u00a0: ${fault}`);
        }
      });
    expect(faults).toEqual([]);
  }, 120_000);

  it("leaves the text alone when nothing is swapped or removed", () => {
    for (const chosen of everyRecipe) {
      const text = adaptRecipeText(chosen, []);
      expect(text.title).toBe(chosen.title);
      expect(text.steps).toBe(chosen.steps);
    }
  });
});
