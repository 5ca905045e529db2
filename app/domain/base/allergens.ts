// The 14 allergens of annex II of regulation (EU) 1169/2011, apart from the code that finds
// them, so that a page listing them does not ship the lexicon to the browser.

/** In the annex's order, which is also the order Toque lists them in. */
export const ALLERGENS = [
  "gluten",
  "crustaces",
  "oeufs",
  "poissons",
  "arachides",
  "soja",
  "lait",
  "fruits-a-coque",
  "celeri",
  "moutarde",
  "sesame",
  "sulfites",
  "lupin",
  "mollusques",
] as const;

export type Allergen = (typeof ALLERGENS)[number];

/** As written inside a sentence: « Contient : gluten, œufs et lait ». */
export const allergenLabels: Record<Allergen, string> = {
  gluten: "gluten",
  crustaces: "crustacés",
  oeufs: "œufs",
  poissons: "poissons",
  arachides: "arachides",
  soja: "soja",
  lait: "lait",
  "fruits-a-coque": "fruits à coque",
  celeri: "céleri",
  moutarde: "moutarde",
  sesame: "sésame",
  sulfites: "sulfites",
  lupin: "lupin",
  mollusques: "mollusques",
};

export function isAllergen(value: string): value is Allergen {
  return (ALLERGENS as readonly string[]).includes(value);
}

/** Sorted in the annex's order, each once. */
export function inRegulationOrder(allergens: Iterable<Allergen>): Allergen[] {
  const present = new Set(allergens);
  return ALLERGENS.filter((allergen) => present.has(allergen));
}

/** « gluten », « gluten et lait », « gluten, œufs et lait ». */
export function frenchList(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} et ${words.at(-1)}`;
}

/** « Sans gluten », « Sans fruits à coque »: the label of an exclusion filter. */
export function withoutLabel(allergen: Allergen): string {
  return `Sans ${allergenLabels[allergen]}`;
}

/** « gluten, œufs et lait » in the annex's order. */
export function allergenSentenceList(allergens: Iterable<Allergen>): string {
  return frenchList(inRegulationOrder(allergens).map((allergen) => allergenLabels[allergen]));
}

/** Said under every list, found or empty: the list is read from ingredient names, not from labels. */
export const ALLERGEN_CAVEAT =
  "Liste calculée d'après les noms des ingrédients\u00a0: vérifiez toujours l'étiquette des produits que vous utilisez.";
export const NO_ALLERGEN_FOUND = "Aucun des 14 allergènes majeurs détecté";

export const EXCLUSION_PARAM = "sans";

/** `?sans=lait&sans=gluten` read leniently (the pages read it without zod): anything unknown is left out. */
export function allergensFromQuery(search: string | URLSearchParams): Allergen[] {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const wanted = params.getAll(EXCLUSION_PARAM);
  return ALLERGENS.filter((allergen) => wanted.includes(allergen));
}

/** The query with these exclusions appended: « ?ingredient=riz » → « ?ingredient=riz&sans=lait ». */
export function withExclusions(query: string, excluded: readonly Allergen[]): string {
  const params = new URLSearchParams(query);
  params.delete(EXCLUSION_PARAM);
  for (const allergen of excluded) params.append(EXCLUSION_PARAM, allergen);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * The planner's refusal when no recipe of a meal is free of the excluded allergens: « Aucun
 * petit-déjeuner de nos recettes n'est sans gluten et sans lait : impossible de composer la semaine. »
 */
export function nothingFreeOfMessage(
  noun: string,
  planned: string,
  excluded: readonly Allergen[],
  withRestrictions: boolean,
): string {
  const free = frenchList(inRegulationOrder(excluded).map((allergen) => `sans ${allergenLabels[allergen]}`));
  const also = withRestrictions ? " tout en respectant vos restrictions" : "";
  return `Aucun ${noun} de nos recettes n'est ${free}${also}\u00a0: impossible de composer ${planned}. Retirez un allergène à éviter pour réessayer.`;
}
