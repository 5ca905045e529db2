import { describe, expect, it } from "vitest";
import { emptyDraft, recipeDraftSchema } from "../import/own-recipe-schema";
import { draftFromStructuredData } from "../import/schema-org";
import { ownRecipeJsonLd } from "./export-json-ld";

describe("ownRecipeJsonLd", () => {
  it("exports a recipe that imports back unchanged", () => {
    const recipe = recipeDraftSchema.parse({
      ...emptyDraft(),
      title: "Vinaigrette",
      description: "Pour les salades.",
      servings: "4",
      prepMinutes: "5",
      ingredients: [
        { quantite: "1", unite: "c. à soupe", nom: "moutarde" },
        { quantite: "6", unite: "c. à soupe", nom: "huile d'olive" },
        { quantite: "", unite: "", nom: "sel, poivre" },
      ],
      steps: ["Mélanger la moutarde et le vinaigre.", "Ajouter l'huile."],
      sourceUrl: "https://exemple.fr/vinaigrette",
    });
    const exported = ownRecipeJsonLd(recipe);
    const draft = draftFromStructuredData([JSON.parse(JSON.stringify(exported))], recipe.source!.url);
    expect(recipeDraftSchema.parse(draft)).toEqual(recipe);
  });
});
