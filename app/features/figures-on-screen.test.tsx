// @vitest-environment jsdom
import { ingredientLineParts } from "~/domain/catalogue/ingredient-line";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { CocktailCard } from "~/components/recipe/cocktail-card";
import { GenerationPanel } from "~/components/recipe/generation-panel";
import { catalogueRecipes } from "~/content/catalogue/recipes";
import type { Recipe } from "~/domain/recipe/model";
import { scaleRecipe } from "~/domain/catalogue/scale";
import type { Cocktail } from "~/domain/cocktails/creator";
import { generatedRecipeSchema } from "~/domain/generation/recipe-schema";
import { plannerRecipe, recipesById } from "~/domain/meal-plan/library";
import { dailyTotals } from "~/domain/meal-plan/planner";
import { planCarbonSentence, weekCarbon } from "~/domain/meal-plan/plan-carbon";
import { shoppingList, shoppingListText } from "~/domain/meal-plan/shopping-list";
import type { MealPlanEntry } from "~/domain/meal-plan/types";
import type { RecipeNutrition } from "~/domain/nutrition/types";
import { CustomisePage } from "./catalogue/customise-page";
import { RecipePage } from "./catalogue/recipe-page";
import { wineSuggestionsSchema } from "~/domain/sommelier/wine-schema";
import { MealPlanPage } from "./meal-plan/meal-plan-page";
import { SommelierPage } from "./sommelier/sommelier-page";

/**
 * Every screen that shows figures, rendered with figures that have decimals: none may show a
 * decimal point before a unit (« 37.6 g »), the English way. The units are those Toque writes.
 */
const ENGLISH_FIGURE = /\d\.\d+[\s\u00a0\u202f]?(g|kg|kcal|mg|ml|cl|l|%|c\. à|pièce|min|h|°C)(?![a-z])/;
const NNBSP = "\u202f";

function screenText(element: ReactElement): string {
  const Stub = createRoutesStub([{ path: "*", Component: () => element }]);
  const { container } = render(<Stub initialEntries={["/"]} />);
  return container.textContent ?? "";
}

function expectFrench(text: string) {
  expect(text).not.toMatch(ENGLISH_FIGURE);
}

/** What CIQUAL gives before rounding, and more: decimals on every figure, a four-digit energy. */
const nutrition: RecipeNutrition = {
  perPortion: {
    calories: 1250.4,
    proteines: 37.6,
    glucides: 12.25,
    lipides: 18.4,
    fibres: 3.7,
    sodium: 412.6,
  },
  perIngredient: [],
  unmatched: [],
  source: "Calculé d'après la table Ciqual de l'Anses",
};

function catalogueRecipe(id: string): Recipe {
  const recipe = catalogueRecipes.find((candidate) => candidate.id === id);
  if (!recipe) throw new Error(`Recette ${id} absente du catalogue`);
  return recipe;
}

// Four servings made three: quantities of three quarters, of 1.5, of 187.5 g.
const roast = catalogueRecipe("poulet-roti");
const forThree = scaleRecipe(roast, 3);

describe("figures on every screen are written the French way", () => {
  it("checks what it claims to check", () => {
    expect("Protéines 37.6 g").toMatch(ENGLISH_FIGURE);
    expect(`1${NNBSP}250.4 kcal`).toMatch(ENGLISH_FIGURE);
    expect("1.5 c. à soupe").toMatch(ENGLISH_FIGURE);
    expect("Étape 2. 3 œufs").not.toMatch(ENGLISH_FIGURE);
  });

  it("on a generated recipe, while it streams and once done, on the nutrition screen too", () => {
    // As a model writes it: numbers with decimal points, in numbers and in text.
    const recipe = generatedRecipeSchema.parse({
      titre: "Bol de poulet au riz",
      description: "Un bol complet.",
      tempsPreparation: "15 min",
      tempsCuisson: "1.5 h",
      difficulte: "Facile",
      portions: 2,
      ingredients: [
        {
          nom: "blanc de poulet",
          quantite: 187.5,
          unite: "g",
          calories: 201.3,
          proteines: 37.6,
          glucides: 0.4,
          lipides: 3.25,
        },
        { nom: "huile d'olive", quantite: "1.5", unite: "c. à soupe" },
      ],
      instructions: [{ etape: 1, description: "Cuire.", temps: "7.5 min", temperature: "180.5 °C" }],
      nutritionParPortion: { calories: 512.6, proteines: 37.6, glucides: 40.2, lipides: 12.8 },
    });
    for (const detailed of [false, true]) {
      const done = screenText(
        <GenerationPanel
          state={{ status: "done", recipe, nutrition }}
          isLoggedIn
          detailed={detailed}
          onStop={() => {}}
          anotherIdea={{ form: "generation", variation: 1 }}
          returnTo="/chef-nutrition"
        />,
      );
      expect(done).toContain("37,6");
      expectFrench(done);
    }
    const streaming = screenText(
      <GenerationPanel
        state={{ status: "loading", recipe: { titre: recipe.titre, ingredients: recipe.ingredients } }}
        isLoggedIn={false}
        detailed
        onStop={() => {}}
        anotherIdea={{ form: "generation", variation: 1 }}
        returnTo="/inventaire-gourmand"
      />,
    );
    expect(streaming).toContain("187,5");
    expectFrench(streaming);
  });

  it("on a catalogue recipe page", () => {
    const text = screenText(
      <RecipePage
        recipe={forThree}
        ingredientLines={forThree.ingredients.map(ingredientLineParts)}
        author="Toque"
        nutrition={nutrition}
        likes={1250}
        isLiked={false}
        baseServings={roast.servings}
        isLoggedIn={false}
        jsonLd="{}"
      />,
    );
    expect(text).toContain(`1${NNBSP}250`);
    expect(text).toContain("37,6");
    expectFrench(text);
  });

  it("on the customise page", () => {
    const text = screenText(
      <CustomisePage
        original={roast}
        originalLines={roast.ingredients.map(ingredientLineParts)}
        customised={forThree}
        nutrition={nutrition}
        changes={{ portions: 3, retirer: [], remplacer: [] }}
        swapOptions={roast.ingredients.map(() => [])}
      />,
    );
    expect(text).toContain("37,6");
    // The original's lines are written as a cook reads them, not « 1 pièce poulet ».
    expect(text).not.toMatch(/pièces?/);
    expectFrench(text);
  });

  it("on Menu Perso, its day totals and its shopping list", () => {
    const library = catalogueRecipes.slice(0, 12).map(plannerRecipe);
    const byId = recipesById(library);
    const monday = "2026-11-23";
    // Odd portions make every quantity of the shopping list fractional.
    const entries: MealPlanEntry[] = library.slice(0, 6).map((recipe, index) => ({
      id: `e${index}`,
      name: recipe.title,
      type: (["breakfast", "lunch", "dinner"] as const)[index % 3]!,
      day: monday,
      recipeId: recipe.id,
      portions: 3,
      manual: true,
    }));
    const shopping = shoppingList(entries, byId);
    const totals = dailyTotals(entries, byId);
    const carbon = weekCarbon(entries, byId);
    const text = screenText(
      <MealPlanPage
        monday={monday}
        today={monday}
        previous="2026-11-16"
        next="2026-11-30"
        weekLabel="Semaine du 23 novembre"
        days={[{ iso: monday, label: "lundi 23 novembre" }]}
        entries={entries.map((entry) => ({ ...entry, calories: 512.6 }))}
        totals={{
          [monday]: { calories: 1250.4, proteines: 37.6, glucides: 12.25, lipides: 18.4, complete: true },
        }}
        dayCarbon={{ [monday]: planCarbonSentence(carbon.days[monday]!) }}
        weekCarbon={planCarbonSentence(carbon.week, "Empreinte carbone de la semaine")}
        shopping={shopping}
        shoppingText={shoppingListText(shopping, "Semaine du 23 novembre")}
        ticked={[]}
        choices={[]}
        isLoggedIn
        defaultPortions={2}
      />,
    );
    expect(Object.keys(totals)).toContain(monday);
    expect(text).toContain("37,6");
    expect(text).toMatch(/Empreinte carbone\s:\s≈\s\d+,\d\skg CO₂e par personne \(comme .+ en voiture\)/);
    expect(text).toMatch(/Empreinte carbone de la semaine\s:\s≈\s\d+,\d\skg CO₂e par personne/);
    expect(text).toMatch(/\d,\d/);
    expectFrench(text);
    expectFrench(shoppingListText(shopping, "Semaine du 23 novembre"));
  });

  it("on a cocktail", () => {
    const cocktail: Cocktail = {
      nom: "Gin tonic",
      description: "Frais.",
      difficulte: "Facile",
      preparation: "2 min",
      verre: "Highball",
      ingredients: [
        { nom: "gin", quantite: 4.5, unite: "cl" },
        { nom: "tonic", quantite: "12.5", unite: "cl" },
      ],
      instructions: [{ etape: 1, description: "Versez." }],
      decoration: "",
      astuces: [],
    } as unknown as Cocktail;
    const text = screenText(<CocktailCard cocktail={cocktail} />);
    expect(text).toContain("4,5");
    expectFrench(text);
  });

  it("on the sommelier's wines, even when a model writes their temperature with a point", () => {
    const suggestions = wineSuggestionsSchema.parse(
      ["Chablis", "Sancerre", "Muscadet"].map((name) => ({
        name,
        type: "Vin blanc sec",
        region: "Loire",
        description: "Vif et minéral.",
        temperature: "10.5 à 11.5 °C",
      })),
    );
    const text = screenText(
      <SommelierPage
        state={{ dish: "huîtres", pairing: { kind: "suggestions", suggestions } }}
        isLoggedIn={false}
        guide={[]}
      />,
    );
    expect(text).toContain("10,5 à 11,5");
    expectFrench(text);
  });
});
