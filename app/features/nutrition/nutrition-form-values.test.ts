import { describe, expect, it } from "vitest";
import { withoutLabel } from "~/domain/base/allergens";
import {
  DIET_RESTRICTIONS,
  NUTRITION_ALLERGENS,
  chefRequestFromNutrition,
  dietRestrictionLabels,
  nutritionRequestSchema,
} from "~/domain/generation/request-schema";
import {
  checkNutritionForm,
  emptyNutritionForm,
  nutritionValuesFrom,
  queryOfNutritionValues,
} from "./nutrition-form-values";

describe("le formulaire de Chef Nutrition", () => {
  it("s'écrit dans l'adresse sans ses champs vides et se relit à l'identique", () => {
    const values = {
      goal: "weight-loss" as const,
      calories: "500",
      proteins: "",
      restrictions: ["vegetarian" as const, "keto" as const],
      sans: ["oeufs" as const, "lait" as const],
      ingredients: "lentilles, carottes",
    };
    const query = queryOfNutritionValues(values);
    expect(query).toBe(
      "?goal=weight-loss&calories=500&restrictions=vegetarian&restrictions=keto&sans=oeufs&sans=lait&ingredients=lentilles%2C+carottes",
    );
    expect(nutritionValuesFrom(new URLSearchParams(query))).toEqual(values);
    expect(queryOfNutritionValues(emptyNutritionForm)).toBe("");
  });

  it("ne garde que les choix qu'il propose", () => {
    const values = nutritionValuesFrom(
      new URLSearchParams("goal=pirate&restrictions=vegan&restrictions=carnivore&sans=lait&sans=chocolat"),
    );
    expect(values.goal).toBeUndefined();
    expect(values.restrictions).toEqual(["vegan"]);
    expect(values.sans).toEqual(["lait"]);
  });

  it("donne un message par champ, ou la demande à envoyer", () => {
    const refused = checkNutritionForm({ ...emptyNutritionForm, proteins: "beaucoup" }, 0);
    expect(refused).toEqual({
      ok: false,
      fieldErrors: {
        goal: "Veuillez sélectionner un objectif nutritionnel",
        proteins: "Indiquez un nombre entier",
      },
    });
    const accepted = checkNutritionForm(
      { ...emptyNutritionForm, goal: "muscle", ingredients: "dinde, quinoa" },
      2,
    );
    expect(accepted).toMatchObject({
      ok: true,
      request: { goal: "muscle", ingredients: ["dinde", "quinoa"], variation: 2 },
    });
  });

  it("pose chaque question une seule fois : aucune étiquette n'est à la fois un régime et un allergène", () => {
    const labels = [
      ...DIET_RESTRICTIONS.map((restriction) => dietRestrictionLabels[restriction]),
      ...NUTRITION_ALLERGENS.map(withoutLabel),
    ].map((label) => label.toLocaleLowerCase("fr"));
    expect(labels.filter((label, index) => labels.indexOf(label) !== index)).toEqual([]);
    expect(labels).toContain("sans gluten");
    expect(labels).toContain("sans lait");
  });

  it("lit encore une ancienne adresse « sans=gluten » comme le régime « Sans gluten »", () => {
    const values = nutritionValuesFrom(new URLSearchParams("goal=health&sans=gluten&sans=lait"));
    expect(values.restrictions).toEqual(["gluten-free"]);
    expect(values.sans).toEqual(["lait"]);
    // The API's body, read by the same schema, gets the same mapping.
    const body = nutritionRequestSchema.parse({ goal: "health", sans: ["gluten"], restrictions: ["vegan"] });
    expect(chefRequestFromNutrition(body)).toMatchObject({
      restrictions: ["vegan", "gluten-free"],
      excludedAllergens: [],
    });
  });
});
