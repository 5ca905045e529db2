import { formatNumber } from "../text/numbers";
import { foldText } from "../text/fold";
import type { RecipeNutrition } from "./types";

/**
 * Nutrition claims as EU regulation 1924/2006 allows them (its annex), checked against a
 * recipe's own figures per 100 g. A recipe text may make only the claims its figures hold, and
 * no nutrition claim the annex does not list (« pauvre en glucides »): such a claim is refused
 * whatever the figures. Comparisons (« plus riche en protéines ») need a named reference and a
 * 30 % difference that a recipe text cannot show, so they are refused too.
 *
 * The weight is the ingredients' as bought and weighed by the nutrition engine; water lost in
 * cooking is not counted, so a dish's nutrients per 100 g eaten are, if anything, higher.
 */
export interface Per100g {
  kcal: number;
  proteins: number;
  fat: number;
  fiber: number;
  sodiumMg: number;
}

interface Rule {
  /** The claim as written in a text, accents and case aside. */
  pattern: RegExp;
  label: string;
  /** The French reason the figures do not hold it, or undefined when they do. */
  check?: (figures: Per100g) => string | undefined;
}

const proteinShare = (figures: Per100g) => (figures.kcal > 0 ? (figures.proteins * 4) / figures.kcal : 0);
const percent = (share: number) => `${formatNumber(share * 100, 1)}\u00a0%`;
const grams = (value: number) => `${formatNumber(value, 1)}\u00a0g`;

const atLeastProteinShare = (share: number) => (figures: Per100g) =>
  proteinShare(figures) >= share
    ? undefined
    : `il faut au moins ${percent(share)} de l'énergie apportée par les protéines, la recette en a ${percent(proteinShare(figures))}`;

const RULES: readonly Rule[] = [
  { pattern: /\bplus (riches?|pauvres?) en\b/, label: "plus riche en, plus pauvre en" },
  { pattern: /\bpauvres? en glucides\b/, label: "pauvre en glucides" },
  { pattern: /\briches? en protei?nes\b/, label: "riche en protéines", check: atLeastProteinShare(0.2) },
  { pattern: /\bsource de protei?nes\b/, label: "source de protéines", check: atLeastProteinShare(0.12) },
  {
    pattern: /\briches? en fibres\b/,
    label: "riche en fibres",
    check: (figures) =>
      figures.fiber >= 6
        ? undefined
        : `il faut au moins 6\u00a0g de fibres pour 100\u00a0g, la recette en a ${grams(figures.fiber)}`,
  },
  {
    pattern: /\bsource de fibres\b/,
    label: "source de fibres",
    check: (figures) =>
      figures.fiber >= 3
        ? undefined
        : `il faut au moins 3\u00a0g de fibres pour 100\u00a0g, la recette en a ${grams(figures.fiber)}`,
  },
  {
    pattern: /\bpauvres? en (matieres? grasses|graisses|lipides)\b/,
    label: "pauvre en matières grasses",
    check: (figures) =>
      figures.fat <= 3
        ? undefined
        : `il faut au plus 3\u00a0g de matières grasses pour 100\u00a0g, la recette en a ${grams(figures.fat)}`,
  },
  {
    pattern: /\bpauvres? en (sel|sodium)\b/,
    label: "pauvre en sel",
    check: (figures) =>
      figures.sodiumMg <= 120
        ? undefined
        : `il faut au plus 0,12\u00a0g de sodium pour 100\u00a0g, la recette en a ${formatNumber(figures.sodiumMg / 1000, 2)}\u00a0g`,
  },
];

/** The claims the regulation does not allow on any food, as the rules above name them. */
const NOT_ALLOWED = "le règlement (CE) n° 1924/2006 ne permet pas cette allégation";

/** A recipe's figures per 100 g of its weighed ingredients (the same for any servings); undefined when nothing is weighed. */
export function per100g(nutrition: RecipeNutrition): Per100g | undefined {
  const gramsPerPortion = nutrition.perIngredient.reduce((sum, line) => sum + line.grams, 0);
  if (gramsPerPortion <= 0) return undefined;
  const scale = 100 / gramsPerPortion;
  const { perPortion } = nutrition;
  return {
    kcal: perPortion.calories * scale,
    proteins: perPortion.proteines * scale,
    fat: perPortion.lipides * scale,
    fiber: perPortion.fibres * scale,
    sodiumMg: perPortion.sodium * scale,
  };
}

/**
 * Each claim of `text` its figures do not hold, in French: « « riche en protéines » : il faut
 * au moins 20 % de l'énergie apportée par les protéines, la recette en a 9 % ». Empty when
 * every claim holds, or the text makes none.
 */
export function unsupportedClaims(text: string, figures: Per100g): string[] {
  let folded = foldText(text);
  const problems: string[] = [];
  // « un régime pauvre en glucides » speaks of a diet, not of the dish.
  folded = folded.replace(/\bregimes? (pauvres?|riches?) en [a-z]+/g, "");
  for (const rule of RULES) {
    if (!rule.pattern.test(folded)) continue;
    // A comparison is refused as such; what it compares is not read a second time.
    if (rule.check === undefined) folded = folded.replace(rule.pattern, "");
    const reason = rule.check ? rule.check(figures) : NOT_ALLOWED;
    if (reason) problems.push(`«\u00a0${rule.label}\u00a0»\u00a0: ${reason}`);
  }
  return problems;
}
