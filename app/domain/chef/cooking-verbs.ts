import { foldText } from "../text/fold";

/**
 * Cooking verbs in recipe French: which steps put heat to food, so that the catalogue's quality
 * gate can ask them for a duration, and cook mode for a timer.
 *
 * The text is folded (accents off, lower case), so « rôtissez » and « rotissez » read the same.
 * Only infinitives (« faites cuire », « laissez mijoter ») and the imperative in -ez
 * (« enfournez », « poêlez ») count, with the third person of the -ir verbs (« quand l'eau
 * frémit »): a past participle describes a food, not a step (« pain grillé », « oignons dorés »),
 * and once folded « doré » and « dore » can no longer be told apart. Whole words only, so that
 * « cuillère », « cuisine » or « cuisson » are not « cuire ».
 */
const VERBS: readonly { verb: string; forms: readonly string[] }[] = [
  { verb: "cuire", forms: ["cuire", "cuisez", "recuire", "recuisez"] },
  { verb: "rôtir", forms: ["rotir", "rotissez", "rotit", "rotissent"] },
  { verb: "mijoter", forms: ["mijoter", "mijotez"] },
  { verb: "enfourner", forms: ["enfourner", "enfournez"] },
  { verb: "faire revenir", forms: ["revenir"] },
  { verb: "dorer", forms: ["dorer", "dorez"] },
  { verb: "griller", forms: ["griller", "grillez"] },
  { verb: "poêler", forms: ["poeler", "poelez"] },
  { verb: "frire", forms: ["frire"] },
  { verb: "braiser", forms: ["braiser", "braisez"] },
  { verb: "blanchir", forms: ["blanchir", "blanchissez"] },
  { verb: "pocher", forms: ["pocher", "pochez"] },
  { verb: "bouillir", forms: ["bouillir"] },
  { verb: "sauter", forms: ["sauter", "sautez"] },
  { verb: "gratiner", forms: ["gratiner", "gratinez"] },
  { verb: "caraméliser", forms: ["carameliser", "caramelisez"] },
  { verb: "réduire", forms: ["reduire", "reduisez"] },
  { verb: "saisir", forms: ["saisir", "saisissez"] },
  { verb: "frémir", forms: ["fremir", "fremit", "fremissent"] },
];

const FORM_TO_VERB = new Map(VERBS.flatMap(({ verb, forms }) => forms.map((form) => [form, verb] as const)));

/**
 * Uses of these verbs that are not cooking, sentence by sentence: « réduisez en purée »,
 * « dorez au jaune d'œuf » (a glaze, the oven comes later), the yolks « blanchis » with the
 * sugar (whisked pale).
 */
const NOT_COOKING: Readonly<Record<string, RegExp>> = {
  réduire: /\bredui(?:re|sez) (?:\w+ ){0,2}en (?:puree|poudre|morceaux|miettes|pommade|creme)\b/,
  dorer: /\bdore[rz] (?:\w+ ){0,3}(?:a l oeuf|au jaune|au lait|au pinceau)\b/,
  blanchir: /\b(?:sucre|jaunes?|fouet|fouettez|batteur)\b/,
};

const NEGATIONS = new Set(["pas", "plus", "jamais", "sans"]);

/** The cooking verbs of a text, by their infinitive, in the order met, each once. */
export function cookingVerbsIn(text: string): string[] {
  const found: string[] = [];
  for (const sentence of text.split(/[.;!?]/)) {
    const folded = foldText(sentence);
    const words = folded.split(" ");
    for (const [index, word] of words.entries()) {
      const verb = FORM_TO_VERB.get(word);
      if (!verb || found.includes(verb)) continue;
      if (NOT_COOKING[verb]?.test(folded)) continue;
      // « La sauce ne doit plus bouillir », « sans la faire bouillir »: heat to avoid, not a step.
      if (words.slice(Math.max(0, index - 3), index).some((before) => NEGATIONS.has(before))) continue;
      found.push(verb);
    }
  }
  return found;
}

export function isCookingStep(text: string): boolean {
  return cookingVerbsIn(text).length > 0;
}

/**
 * A step that heats the oven or cooks in it: « enfournez », « préchauffez le four », « laissez
 * cuire au four ». Taking a dish out of the oven is not (« sortez le gratin du four »), nor the
 * grill (« sous le gril », « le gril du four »): a setting, not a temperature.
 */
export function isOvenStep(text: string): boolean {
  const folded = foldText(text).replace(/\bgril du four\b/g, "gril");
  if (/\benfourn/.test(folded)) return true;
  const oven = /\bfour\b/.test(folded);
  return oven && (/\bprechauff/.test(folded) || isCookingStep(text));
}
