import { ingredientLineParts } from "~/domain/catalogue/ingredient-line";
import type { QuantifiedIngredient } from "~/domain/nutrition/types";

/** « **200 g** de farine », « **1** œuf (41 g) »: the line the JSON-LD writes, with the amount in bold. */
export function IngredientLineText({ ingredient }: { ingredient: QuantifiedIngredient }) {
  const { amount, rest, weight } = ingredientLineParts(ingredient);
  return (
    <>
      {amount && <span className="font-bold">{amount}</span>}
      {amount && " "}
      {rest}
      {weight && <span className="text-ink-soft"> {weight}</span>}
    </>
  );
}
