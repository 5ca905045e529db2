import type { IngredientEntry } from "../nutrition/types";

/**
 * How much liquid a dry food drinks as it cooks in the pot, in millilitres per gram (issue 27: a
 * lentil curry cooked 130 g of lentils in 200 ml of water, which burns before the lentils are
 * tender). The usual kitchen ratios, by volume then weighed: red lentils « 1 volume pour 2,5 à 3 »,
 * about 3 ml a gram once the sauce has reduced; green and blond lentils the same, simmered until
 * tender but whole; split peas a little more, as they fall into a purée; soaked dry beans and
 * chickpeas about 3; a pilaf rice 1,5 (« 1 volume de riz, 1,5 volume d'eau »), brown rice 2; a
 * risotto rice 3, poured ladle after ladle; quinoa, bulgur and buckwheat 2; couscous semolina
 * 1,2 (its own volume of water, off the heat); polenta 4; pearl barley 3. Canned pulses are
 * already cooked: they drink nothing.
 */
export const LIQUID_PER_GRAM: readonly { food: RegExp; mlPerGram: number }[] = [
  { food: /^lentille(?! .*conserve)/, mlPerGram: 3 },
  { food: /^pois cassé/, mlPerGram: 3.5 },
  { food: /^(?:pois chiche|haricot rouge|haricot blanc|haricot noir|flageolet)$/, mlPerGram: 3 },
  { food: /^riz (?:arborio|carnaroli|rond)/, mlPerGram: 3 },
  { food: /^riz complet/, mlPerGram: 2 },
  { food: /^riz(?: basmati| thaï| blanc)?$/, mlPerGram: 1.5 },
  { food: /^(?:quinoa|boulgour|sarrasin)$/, mlPerGram: 2 },
  { food: /^semoule$/, mlPerGram: 1.2 },
  { food: /^polenta$/, mlPerGram: 4 },
  { food: /^orge perlée$/, mlPerGram: 3 },
];

/** Millilitres of liquid a gram of this food drinks as it cooks; undefined when it drinks none. */
export function liquidPerGram(entry: IngredientEntry): number | undefined {
  return LIQUID_PER_GRAM.find((row) => row.food.test(entry.name))?.mlPerGram;
}

/** Dry pulses, which always cook in a liquid of the dish (rice and grains are often boiled apart). */
export function isDryPulse(entry: IngredientEntry): boolean {
  return (
    /^(?:lentille|pois cassé|pois chiche$|haricot (?:rouge|blanc|noir)$|flageolet)/.test(entry.name) &&
    !/conserve/.test(entry.name)
  );
}

/**
 * The liquids a dish cooks in: water, stocks, wine, cider and beer, milks and coconut milk, liquid
 * cream, a tomato passata (not a lemon's juice, nor a spirit). Counted in millilitres, a gram of
 * each taken for a millilitre.
 */
export function isCookingLiquid(entry: IngredientEntry): boolean {
  return /^(?:eau$|bouillon|fond |fumet|lait|crème liquide|vin |cidre|bière|passata|coulis de tomate)/.test(
    entry.name,
  );
}

/**
 * Minutes a lentil simmers until tender, by kind (issue 27: red lentils were given the green
 * ones' time). Red (corail) lentils are hulled and split: they fall into a purée in about 15
 * minutes. Green lentils, du Puy among them, hold their shape and want about 25; blond lentils,
 * larger, about 30. Unnamed « lentilles » are the green ones French shops sell first.
 */
const LENTIL_MINUTES: readonly { food: RegExp; minutes: number }[] = [
  { food: /^lentille corail/, minutes: 15 },
  { food: /^lentille blonde/, minutes: 30 },
  { food: /^lentille/, minutes: 25 },
  // Split peas need no soaking either; they soften in about 45 minutes, and fall apart past an hour.
  { food: /^pois cassé/, minutes: 45 },
];

/** Minutes this lentil or split pea simmers until tender; undefined for any other food, or canned ones. */
export function lentilMinutes(entry: IngredientEntry | undefined): number | undefined {
  if (!entry || /conserve/.test(entry.name)) return undefined;
  return LENTIL_MINUTES.find((row) => row.food.test(entry.name))?.minutes;
}

/**
 * The dry pulses that cook in the dish's own liquid: lentils and split peas. Beans and chickpeas
 * are soaked and boiled apart in the tap's water, then drained, so the sauce need not feed them.
 */
export function cooksInThePot(entry: IngredientEntry): boolean {
  return isDryPulse(entry) && /^(?:lentille|pois cassé)/.test(entry.name);
}

/**
 * Vegetables that give their water as they cook: a gratin of them needs little milk, or it
 * floods (issue 27: 200 ml of milk poured over one courgette).
 */
export const WATERY =
  /^(?:courgette|tomate|épinard|champignon|aubergine|concombre|poivron|endive|blette|fenouil)/;

/**
 * Millilitres of liquid per gram of what it covers, by dish (issue 27). A gratin dauphinois takes
 * about 75 cl of milk and cream for a kilo of potatoes, so 0,6 of milk a gram; firm vegetables
 * (leeks, cauliflower, squash) drink less, 0,4; watery ones 0,2, since their own water makes up
 * the rest. Cream is thicker: half as much. A soup covers its vegetables and meat, about 1 ml a
 * gram; a curry's sauce comes halfway up, 0,5. Only the liquid the chef adds is sized: one the
 * cook typed is kept as given.
 */
export function coverPerGram(
  dish: "gratin" | "soupe" | "curry",
  entry: IngredientEntry,
  potato: boolean,
): number {
  if (dish === "soupe") return 1;
  if (dish === "curry") return 0.5;
  if (potato) return 0.6;
  return WATERY.test(entry.name) ? 0.2 : 0.4;
}
