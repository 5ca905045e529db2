import { recipeFromGenerated } from "~/domain/catalogue/from-generated";
import { slugify } from "~/domain/text/fold";
import { catalogueRecipeJsonLd, ownRecipeJsonLd } from "~/domain/catalogue/export-json-ld";
import type { UserRecipe } from "../db/user-recipe-repository";

/** The schema.org Recipe of one entry of Mes Recettes; cocktails and wine pairings are not recipes of that kind. */
export function exportedRecipe(item: UserRecipe, author: string) {
  switch (item.origin) {
    case "imported":
    case "written":
      return ownRecipeJsonLd(item.recipe);
    case "saved":
    case "customised":
      return catalogueRecipeJsonLd(item.recipe);
    case "generated":
      return catalogueRecipeJsonLd(recipeFromGenerated(item.recipe, item.id, author));
    default:
      return undefined;
  }
}

/** A JSON file to download, never cached: it holds the person's recipes. */
export function jsonDownload(value: unknown, title: string): Response {
  const name = slugify(title).slice(0, 80) || "recettes";
  return new Response(JSON.stringify(value, null, 2), {
    headers: {
      "Content-Type": "application/ld+json; charset=utf-8",
      "Content-Disposition": `attachment; filename="toque-${name}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
