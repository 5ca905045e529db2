import { AT_HOME, CUPBOARD } from "./set-apart";
import type { ShoppingAisle, ShoppingItem } from "./shopping-list";
import { LOOSE_MINIMUM_GRAMS } from "./retail";

/** « 1,2 kg » → 1200, « 75 g » → 75; undefined when the quantity is not a weight. */
function gramsOf(quantity: string): number | undefined {
  const match = /^(\d+(?:,\d+)?)\s(g|kg)$/u.exec(quantity);
  if (!match) return undefined;
  const value = Number((match[1] ?? "").replace(",", "."));
  return match[2] === "kg" ? value * 1000 : value;
}

/**
 * What is wrong with a list line for a shop, or undefined when it reads as one buys (decision
 * 0035): the cupboard without quantity; elsewhere whole packs (« 1 barquette de 125 g »), a
 * count with its noun (« 2 bottes », « 3 poireaux »), or a weight one can ask for at a counter.
 */
export function unsellable(aisle: ShoppingAisle["aisle"], item: ShoppingItem): string | undefined {
  if (aisle === AT_HOME) return undefined;
  if (aisle === CUPBOARD) return item.quantity === "" ? undefined : "quantité dans le placard";
  if (item.quantity === "selon le goût") return undefined;
  if (/^\d+ \p{L}/u.test(item.quantity)) return undefined;
  if (/^\d+$/u.test(item.quantity))
    return item.text.startsWith(`${item.quantity} `) ? undefined : "nombre sans nom";
  const grams = gramsOf(item.quantity);
  if (grams !== undefined) return grams >= LOOSE_MINIMUM_GRAMS ? undefined : "poids sous ce qu'on vend";
  return "ni paquet, ni pièce, ni poids";
}
