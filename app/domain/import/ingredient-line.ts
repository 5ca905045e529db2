import { readIngredient } from "../nutrition/lexicon";
import { parseQuantity, readUnit, unitKey } from "../nutrition/quantity";
import { OWN_RECIPE_LIMITS } from "./own-recipe-schema";

import type { SplitIngredient } from "./ingredient-text";

export type { SplitIngredient };

/**
 * Containers and handfuls recipes count in, that nutrition cannot weigh (a « boîte » of
 * what?): taken as units when splitting a line so that the name stays clean, and left
 * unweighed by the nutrition, which lists the line as not counted.
 */
// prettier-ignore
const COUNTED_WORDS = new Set(["boite", "conserve", "paquet", "bocal", "barquette", "poignee", "filet", "zeste", "bol", "brique", "tablette", "rouleau", "goutte", "cuillere", "cuilleree", "louche", "pointe", "sachet", "verre", "tasse", "pot"]);

/** « 200g » and « 2cl » are written glued on many sites. */
const GLUED = /^(\d+(?:[.,]\d+)?)([a-zA-Zµ]{1,3}\.?)$/;

/**
 * An ingredient line split into quantity, unit and name: « 2 c. à soupe d'huile d'olive »,
 * « 200 g de lardons fumés », « 1/2 citron », « sel, poivre », « 1 pincée de sel »,
 * « 1 boîte de 400 g de tomates », « Farine : 250 g ». Quantity and unit stay as written
 * (the nutrition reads them with the same parser); the name loses its « de ».
 */
const FRACTIONS: Readonly<Record<string, string>> = {
  "1/2": "½",
  "1/4": "¼",
  "3/4": "¾",
  "1/3": "⅓",
  "2/3": "⅔",
  "1/8": "⅛",
};

/** « 1 1/2 » and « 0.5 » as a French cook writes them: « 1 ½ », « 0,5 ». */
export function frenchQuantity(quantity: string): string {
  return quantity
    .replace(/\b\d\/\d\b/g, (fraction) => FRACTIONS[fraction] ?? fraction)
    .replace(/(\d)\.(\d)/g, "$1,$2");
}

export function splitIngredientLine(line: string): SplitIngredient {
  const text = line
    .replace(/[’‘ʼ]/g, "'")
    .replace(/^\s*(?:[-–—•·*▪►✓]|\d+[.)](?=\s))\s*/, "")
    .replace(/\s+/g, " ")
    .trim();
  const words = text.split(" ").flatMap((word) => {
    const glued = GLUED.exec(word);
    return glued && readUnit(glued[2]!) ? [glued[1]!, glued[2]!] : [word];
  });
  const vague = /^(un peu|une poignée|quelques)\b/i.exec(text);
  const quantityWords = vague ? vague[1]!.split(" ").length : leadingQuantity(words);
  if (quantityWords === 0)
    return nameWithQuantityAfter(text) ?? capped({ quantite: "", unite: "", nom: text });
  const quantite = frenchQuantity(words.slice(0, quantityWords).join(" "));
  const rest = words.slice(quantityWords);
  // « 1 bouquet garni », « 2 filets mignons »: a unit word that, with what follows, names a food.
  // A unit written in full takes « de » before the food; without it (« 1 bouquet garni »,
  // « 2 filets mignons ») the word belongs to the name.
  const joined = rest.length > 1 && !/^(de|d'|du|des)$|^d'/i.test(rest[1]!);
  let unitWords = leadingUnit(rest);
  if (joined && unitWords === 1 && rest[0]!.length >= 4 && readIngredient(rest.join(" "))?.unit === undefined)
    unitWords = 0;
  let unite = rest.slice(0, unitWords).join(" ");
  let nameWords = rest.slice(unitWords);
  // « 1 boîte de 400 g de tomates »: the container's size belongs to the unit.
  if (unitWords > 0 && nameWords[0]?.toLowerCase() === "de") {
    const size = leadingQuantity(nameWords.slice(1));
    const sizeUnit = size > 0 ? leadingUnit(nameWords.slice(1 + size)) : 0;
    if (sizeUnit > 0 && nameWords.length > 1 + size + sizeUnit) {
      unite = [unite, ...nameWords.slice(0, 1 + size + sizeUnit)].join(" ");
      nameWords = nameWords.slice(1 + size + sizeUnit);
    }
  }
  return capped({ quantite, unite, nom: withoutDe(nameWords.join(" ")) });
}

/** How many first words make a quantity (0 when none): « 2 », « 1 1/2 », « 2 à 3 », « une ». */
function leadingQuantity(words: readonly string[]): number {
  // The last word is the name: « deux » alone is not a line with a quantity.
  for (let count = Math.min(4, words.length - 1); count >= 1; count--) {
    if (parseQuantity(words.slice(0, count).join(" ")) !== undefined) return count;
  }
  return 0;
}

/** How many first words make a unit, when a name follows them: « c. à soupe », « gousses ». */
function leadingUnit(words: readonly string[]): number {
  for (let count = Math.min(5, words.length - 1); count >= 1; count--) {
    const candidate = words.slice(0, count).join(" ");
    if (readUnit(candidate) !== undefined && unitKey(candidate) !== "") return count;
    if (count === 1 && COUNTED_WORDS.has(unitKey(candidate))) return 1;
  }
  return 0;
}

/** « Farine : 250 g », « Sel : 1 pincée »: the quantity after the name. */
function nameWithQuantityAfter(text: string): SplitIngredient | undefined {
  const match = /^(.+?)\s*:\s*(.+)$/.exec(text);
  if (!match) return undefined;
  const amount = match[2]!.split(" ");
  const quantityWords = leadingQuantity([...amount, "x"]);
  if (quantityWords === 0) return undefined;
  const unit = amount.slice(quantityWords).join(" ");
  if (unit !== "" && (readUnit(unit) === undefined || unitKey(unit) === "")) return undefined;
  return capped({ quantite: amount.slice(0, quantityWords).join(" "), unite: unit, nom: match[1]! });
}

function withoutDe(name: string): string {
  return name.replace(/^(de |d')/i, "").trim();
}

function capped(split: SplitIngredient): SplitIngredient {
  return {
    quantite: split.quantite.slice(0, OWN_RECIPE_LIMITS.quantity),
    unite: split.unite.slice(0, OWN_RECIPE_LIMITS.unit),
    nom: split.nom.slice(0, OWN_RECIPE_LIMITS.name),
  };
}
