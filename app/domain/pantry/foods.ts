/**
 * What a cook treats as the same food. The lexicon already folds spellings and aliases into
 * one entry (« lardons fumés » and « lardons » are both « lardon », « beurre doux » is
 * « beurre »); this file adds the few entries that are distinct for nutrition but
 * interchangeable at the stove, in one place (docs/decisions/0025-pantry-food-families-and-coverage.md).
 */

/**
 * Families of entries a cook swaps freely, both ways: the first id names the family.
 * Kept small on purpose: a family that is too wide tells someone a recipe is ready when it is not.
 */
const FAMILIES: readonly (readonly string[])[] = [
  ["tomate", "tomate-cerise"],
  ["beurre", "beurre-demi-sel"],
  // Neutral oils and olive oil: any of them fries, dresses and greases a tin.
  ["huile", "huile-d-olive", "huile-de-tournesol", "huile-de-colza", "huile-d-arachide"],
  ["lait", "lait-entier", "lait-ecreme"],
  ["oignon", "oignon-rouge"],
  ["lardon", "poitrine-fumee"],
  ["lentille", "lentille-verte", "lentille-blonde"],
  ["riz", "riz-basmati"],
  ["creme-liquide", "creme-legere"],
  // Cuts with a CIQUAL row of their own (decision 0071) that a cook still buys for one another.
  ["boeuf", "paleron", "macreuse"],
  ["steak", "pave-de-boeuf", "bavette", "onglet"],
  ["boeuf-hache", "boeuf-hache-5", "boeuf-hache-10", "boeuf-hache-20"],
  ["porc", "echine-de-porc"],
  ["poitrine-de-porc", "travers-de-porc"],
  ["veau", "tendron-de-veau"],
  ["blanc-de-poulet", "supreme-de-poulet"],
  ["dinde", "cuisse-de-dinde"],
];

/**
 * One way only: an egg gives a yolk, a lemon gives lemon juice, a block of comté can be grated, but a bottle of
 * lemon juice has no zest and a bag of grated cheese is not a comté.
 */
const ALSO_COVERS: Readonly<Record<string, readonly string[]>> = {
  // Whole eggs give yolks and whites; a carton of whites gives no yolk.
  oeuf: ["jaune-d-oeuf", "blanc-d-oeuf"],
  citron: ["jus-de-citron"],
  "citron-vert": ["jus-de-citron-vert"],
  orange: ["jus-d-orange"],
  emmental: ["fromage-rape"],
  gruyere: ["fromage-rape"],
  comte: ["fromage-rape"],
  // Dry pasta, rice, grains and lentils give their cooked form within the meal (decision 0071);
  // dry beans and chickpeas soak overnight, so they give no tin.
  pates: ["pates-cuites"],
  spaghetti: ["pates-cuites"],
  tagliatelle: ["tagliatelle-cuite"],
  "pates-completes": ["pates-completes-cuites"],
  "pates-fraiches": ["pates-fraiches-cuites"],
  riz: ["riz-cuit"],
  "riz-basmati": ["riz-basmati-cuit"],
  "riz-complet": ["riz-complet-cuit"],
  quinoa: ["quinoa-cuit"],
  semoule: ["semoule-cuite"],
  boulgour: ["boulgour-cuit"],
  "ble-precuit": ["ble-cuit"],
  polenta: ["polenta-cuite"],
  lentille: ["lentille-cuite"],
  "lentille-corail": ["lentille-corail-cuite"],
  "lentille-verte": ["lentille-verte-cuite"],
  "lentille-blonde": ["lentille-blonde-cuite"],
};

const familyOf = new Map<string, string>();
for (const members of FAMILIES) for (const id of members) familyOf.set(id, members[0] ?? id);

/** The food a lexicon entry is, for a cook: its family's name, or the entry itself. */
export function foodOf(entryId: string): string {
  return familyOf.get(entryId) ?? entryId;
}

/** Every food a pantry entry puts on the table: its own, and what can be made of it at once. */
export function foodsCoveredBy(entryId: string): string[] {
  const own = foodOf(entryId);
  return [own, ...(ALSO_COVERS[entryId] ?? []).map(foodOf)];
}

/**
 * What nearly every kitchen holds, counted as present unless the person says otherwise.
 * Foods, not spellings: « huile » is the oil family, so olive oil is a basic too.
 */
export const PANTRY_BASICS: readonly string[] = ["sel", "poivre", "huile", "eau", "sucre", "farine"].map(
  foodOf,
);

/** « sel, poivre, huile, eau, sucre et farine », for the checkbox that turns basics off. */
export const PANTRY_BASIC_NAMES = ["sel", "poivre", "huile", "eau", "sucre", "farine"] as const;
