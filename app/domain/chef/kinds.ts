import type { IngredientEntry, IngredientRole } from "../nutrition/types";

/**
 * Finer than the lexicon's roles: a risotto needs rice, not any starch, and a clafoutis wants stone
 * fruit. The lexicon stays the source of truth for roles and diet; kinds only refine what a dish does
 * with an ingredient, so they are read from the French name once, when the entry is first seen.
 */
export type Kind =
  | "egg"
  | "poultry"
  | "meat"
  | "cured"
  | "fish"
  | "seafood"
  | "tofu"
  | "legume"
  | "rice"
  | "pasta"
  | "noodle"
  | "potato"
  | "grain"
  | "bread"
  | "dough"
  | "leafy"
  | "mushroom"
  | "allium"
  | "herb"
  | "spice"
  | "citrus"
  | "stone-fruit"
  | "orchard-fruit"
  | "cheese"
  | "cream"
  | "milk"
  | "butter"
  | "yogurt"
  | "flour"
  | "sugar"
  | "chocolate"
  | "coconut"
  | "stock"
  | "other";

/** A word or phrase at the start of a word, plural s or x allowed, and not the start of a longer word. */
function starts(alternatives: string): RegExp {
  return new RegExp(`(?:^|[\\s'’(-])(?:${alternatives})[sx]?(?=$|[\\s'’),-])`);
}

/** The same, at the start of the name only: « ail » is garlic, « huile d'ail » is not. */
function first(alternatives: string): RegExp {
  return new RegExp(`^(?:${alternatives})[sx]?(?=$|[\\s'’),-])`);
}

const PATTERNS: readonly (readonly [Kind, RegExp])[] = [
  ["egg", first("œuf|oeuf|jaune d'œuf|blanc d'œuf")],
  ["tofu", starts("tofu|tempeh|seitan|protéines? de soja")],
  ["cured", starts("lardon|jambon|bacon|chorizo|pancetta|saucisse|saucisson|coppa|speck|merguez|chipolata")],
  ["poultry", starts("poulet|dinde|canard|pintade|volaille|caille|coquelet")],
  [
    "seafood",
    starts(
      "crevette|moule|saint-jacques|noix de saint|calamar|encornet|poulpe|seiche|crabe|homard|langoustine|gambas|palourde|huître",
    ),
  ],
  [
    "fish",
    starts(
      "saumon|cabillaud|thon|colin|merlu|truite|sardine|maquereau|poisson|dorade|daurade|bar|lieu|sole|églefin|haddock|hareng|anchois|lotte|limande|merlan|rouget|flétan",
    ),
  ],
  [
    "meat",
    starts(
      "bœuf|boeuf|veau|porc|agneau|steak|viande|entrecôte|bavette|onglet|hampe|faux-filet|contre-filet|paleron|macreuse|échine|travers|rouelle|rôti|côte|escalope|filet mignon|lapin|gigot|haché",
    ),
  ],
  [
    "legume",
    starts(
      "lentille|pois chiche|haricot rouge|haricot blanc|haricots rouges|haricots blancs|flageolet|fève|haricot noir|haricot coco|pois cassé|edamame",
    ),
  ],
  ["noodle", starts("nouille|vermicelle de riz|udon|soba|ramen")],
  ["rice", first("riz")],
  [
    "pasta",
    starts(
      "pâtes|spaghetti|tagliatelle|penne|fusilli|macaroni|linguine|coquillette|lasagne|farfalle|rigatoni|vermicelle|tortellini|ravioli|gnocchi|orzo",
    ),
  ],
  ["potato", starts("pomme de terre|pommes de terre|patate|grenaille")],
  ["grain", starts("quinoa|semoule|boulgour|couscous|polenta|sarrasin|orge|épeautre|millet|avoine|flocon")],
  ["bread", starts("pain|baguette|brioche|chapelure|biscotte|tortilla|galette de riz")],
  ["flour", starts("farine|fécule|maïzena|poudre d'amande|amande en poudre")],
  [
    "leafy",
    starts(
      "salade|laitue|mâche|roquette|mesclun|épinard|cresson|batavia|frisée|scarole|chou kale|kale|sucrine|endive|blette",
    ),
  ],
  ["mushroom", starts("champignon|cèpe|girolle|morille|pleurote|shiitake|shitake|trompette")],
  ["allium", first("oignon|ail|échalote|ciboule|oignon nouveau|cébette")],
  [
    "herb",
    first(
      "persil|basilic|coriandre|ciboulette|thym|romarin|menthe|aneth|estragon|laurier|sauge|cerfeuil|origan|marjolaine|herbes|fines herbes|sarriette|citronnelle|verveine",
    ),
  ],
  [
    "spice",
    first(
      "cumin|curry|paprika|muscade|noix de muscade|cannelle|gingembre|curcuma|piment|poivre|cardamome|clou de girofle|coriandre moulue|ras el hanout|garam masala|safran|vanille|badiane|anis|quatre-épices|sumac|za'atar|fenugrec|harissa|colombo",
    ),
  ],
  ["citrus", first("citron|orange|pamplemousse|clémentine|mandarine|lime|combava|yuzu|bergamote")],
  [
    "stone-fruit",
    first(
      "cerise|prune|abricot|pêche|mirabelle|nectarine|quetsche|reine-claude|framboise|myrtille|mûre|cassis|groseille|fraise",
    ),
  ],
  ["orchard-fruit", first("pomme|poire|coing|rhubarbe|figue|banane|mangue|ananas|kiwi|raisin")],
  ["yogurt", starts("yaourt|yogourt|fromage blanc|skyr|faisselle")],
  [
    "cheese",
    starts(
      "fromage|comté|gruyère|emmental|parmesan|mozzarella|chèvre|feta|féta|ricotta|roquefort|cheddar|mascarpone|reblochon|camembert|brie|raclette|bleu|cantal|beaufort|tomme|pecorino|burrata|halloumi|mimolette",
    ),
  ],
  ["cream", starts("crème|creme")],
  ["butter", starts("beurre|margarine")],
  ["milk", starts("lait|boisson (végétale|au soja|à l'avoine|d'avoine|d'amande|de soja)")],
  ["coconut", starts("lait de coco|crème de coco|noix de coco")],
  ["chocolate", starts("chocolat|cacao")],
  ["sugar", starts("sucre|miel|sirop|cassonade|vergeoise|confiture")],
  ["stock", starts("bouillon|fond de")],
];

// Patterns that would misfire on a broader match above, checked first.
const OVERRIDES: readonly (readonly [Kind, RegExp])[] = [
  ["dough", first("pâte (brisée|feuilletée|sablée|à pizza|à tarte|filo|phyllo)")],
  ["herb", first("coriandre fraîche|persil plat")],
  ["coconut", starts("lait de coco|crème de coco")],
  ["milk", starts("lait de soja|lait d'amande|lait d'avoine|lait de riz")],
  ["other", first("beurre de cacahuète|purée d'amande|purée de cacahuète")],
  ["spice", first("noix de muscade")],
  ["flour", first("farine")],
];

const cache = new Map<string, Kind>();

/** The kind of a lexicon entry, decided from its French name and cached by id. */
/** Kinds a recipe names in the plural even when it weighs them: « 250 g de lentilles », « 300 g de cèpes ». */
export const PLURAL_WHEN_WEIGHED: ReadonlySet<Kind> = new Set<Kind>([
  "legume",
  "leafy",
  "mushroom",
  "stone-fruit",
  "orchard-fruit",
  "pasta",
  "noodle",
]);

export function kindOf(entry: IngredientEntry): Kind {
  const cached = cache.get(entry.id);
  if (cached) return cached;
  const kind = classify(entry.name.toLocaleLowerCase("fr"), entry.role);
  cache.set(entry.id, kind);
  return kind;
}

/** Exposed for names that are not (yet) entries, such as a candidate swap. */
export function classify(name: string, role?: IngredientRole): Kind {
  for (const [kind, pattern] of OVERRIDES) if (pattern.test(name)) return kind;
  for (const [kind, pattern] of PATTERNS) {
    if (!pattern.test(name)) continue;
    // The lexicon's role wins when a name pattern would put a fruit among vegetables, or so on.
    if (role && !kindFitsRole(kind, role)) continue;
    return kind;
  }
  return "other";
}

const KINDS_BY_ROLE: Record<IngredientRole, readonly Kind[]> = {
  protein: ["egg", "poultry", "meat", "cured", "fish", "seafood", "tofu", "legume", "cheese"],
  vegetable: ["leafy", "mushroom", "potato", "legume", "allium", "other"],
  starch: ["rice", "pasta", "noodle", "potato", "grain", "bread", "dough", "legume"],
  dairy: ["cheese", "cream", "milk", "butter", "yogurt", "coconut"],
  fruit: ["citrus", "stone-fruit", "orchard-fruit", "coconut"],
  aromatic: ["allium", "herb", "spice", "citrus"],
  fat: ["butter"],
  sweet: ["sugar", "chocolate"],
  baking: ["flour", "dough"],
  liquid: ["stock", "milk", "coconut", "cream"],
  condiment: ["spice", "herb"],
  nut: ["flour", "coconut"],
};

function kindFitsRole(kind: Kind, role: IngredientRole): boolean {
  return KINDS_BY_ROLE[role].includes(kind);
}

/**
 * The words, folded, by which a recipe names a food by its family once it has said which one:
 * « ajoutez les épices », « remettez la viande », « faites revenir les légumes ». The recipe check
 * (recipe-sense.ts) and cook mode's step panels (cook/step-ingredients.ts) read the same list.
 * Lardons are not « la viande » of a bourguignon, nor garlic one of its « légumes ».
 */
export function familyWordsOf(kind: Kind, role?: IngredientRole): string[] {
  if (kind === "spice") return ["epice", "epices"];
  if (kind === "herb") return ["herbes", "fines herbes", "aromates"];
  if (kind === "cheese") return ["fromage", "fromages"];
  if (kind === "mushroom") return ["champignons", "legumes"];
  if (kind === "meat") return ["viande", "viandes", "morceaux de viande"];
  if (kind === "poultry") return ["viande", "viandes", "volaille", "morceaux de viande"];
  if (kind === "fish") return ["poisson", "poissons"];
  if (kind === "seafood") return ["fruits de mer"];
  if (kind === "stone-fruit" || kind === "orchard-fruit") return ["fruit", "fruits"];
  if (role === "vegetable" && kind !== "allium") return ["legumes"];
  return [];
}
