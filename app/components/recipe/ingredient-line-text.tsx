import type { IngredientLineParts } from "~/domain/catalogue/ingredient-line";

/**
 * « **200 g** de farine », « **1** œuf (41 g) »: the line the JSON-LD writes, with the amount in
 * bold. The loader writes the parts: the writer needs the lexicon, which stays on the server.
 */
export function IngredientLineText({ line }: { line: IngredientLineParts }) {
  const { amount, rest, weight } = line;
  return (
    <>
      {amount && <span className="font-bold">{amount}</span>}
      {amount && " "}
      {rest}
      {weight && <span className="text-ink-soft"> {weight}</span>}
    </>
  );
}
