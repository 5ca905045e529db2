import { type Gender, guessGender, looksPlural } from "../base/french";
import { classify, familyWordsOf } from "../chef/kinds";
import { namedLines, namingWords } from "../recipe/line-names";
import { foldText, lowerFrench } from "../text/fold";

/**
 * The lines of the list each step uses, as indexes, read from the steps' text the way a cook
 * reads them (decision 0069):
 * - by name, singular or plural, without qualifiers (recipe/line-names.ts): « Pelez les oignons »
 *   uses « oignons jaunes »;
 * - by family, once the list says which food it is: « Coupez la viande » uses the « bœuf à
 *   bourguignon », « faites revenir les légumes » the vegetables (chef/kinds.ts, from the
 *   lexicon's kinds and roles); lardons are no « viande » and beans for blind baking (« légumes
 *   secs ») no vegetable;
 * - by verb: « salez et poivrez » uses the salt and the pepper, « beurrez le moule » the butter;
 * - by yolk or white: « montez les blancs » uses the eggs;
 * - by pronoun: « Égouttez-les » right after « faites tremper les haricots » uses the beans.
 *
 * `foods` are what the lexicon says of each line (its family words, gender and number), read by
 * the server (`lineFoods`); without them, as for a recipe the chef is still writing in the
 * browser, they are guessed from the names alone.
 */
export function ingredientsOfSteps(
  steps: readonly string[],
  names: readonly string[],
  foods: readonly (LineFood | undefined)[] = [],
): number[][] {
  const known = names.map((name, index) => foods[index] ?? guessedFood(name));
  const families = known.map(({ family }) => family);
  let previous: number[] = [];
  return steps.map((step) => {
    const found = ingredientsOfStep(step, names, families);
    const carried =
      found.filter((index) => !SEASONINGS.has(foldText(names[index] ?? ""))).length === 0 && actsOnFood(step)
        ? previous.filter((index) => standsFor(step, names[index] ?? "", known[index]!))
        : [];
    const uses = [...new Set([...found, ...carried])].sort((a, b) => a - b);
    const named = found.filter((index) => !SEASONINGS.has(foldText(names[index] ?? "")));
    if (named.length > 0) previous = lastNamed(step, names, families, named);
    else if (carried.length > 0) previous = carried;
    return uses;
  });
}

/** The lines one step uses, without the pronouns that need the step before. */
export function ingredientsOfStep(
  stepText: string,
  names: readonly string[],
  families: readonly (readonly string[])[] = names.map((name) => guessedFood(name).family),
): number[] {
  const folded = ` ${foldText(stepText).replace(/\b(?:legumes|fruits) secs\b/g, " ")} `;
  const byName = namedLines(stepText, names);
  const byFamily = names.flatMap((_, index) =>
    byName.includes(index) || !(families[index] ?? []).some((word) => folded.includes(` ${word} `))
      ? []
      : [index],
  );
  const byVerb = names.flatMap((name, index) => {
    const verbs = VERBS_OF[foldText(name)] ?? VERBS_OF[namingWords(name)[0] ?? ""];
    return verbs?.test(folded) ? [index] : [];
  });
  return [...new Set([...byName, ...byFamily, ...byVerb, ...eggParts(folded, names)])].sort((a, b) => a - b);
}

/** What cook mode knows of a line's food: the words a step may use for it, its gender and number. */
export interface LineFood {
  family: string[];
  gender: Gender;
  plural: boolean;
}

/** A line's food read from its name alone, where the lexicon's reading did not come. */
function guessedFood(name: string): LineFood {
  return {
    family: familyWordsOf(classify(name.toLocaleLowerCase("fr"))),
    gender: guessGender(name),
    plural: pluralName(name),
  };
}

/** « oignons », « pois chiches en conserve »: a line's name in the plural, « pois » alone is not. */
export function pluralName(name: string): boolean {
  return looksPlural(name) || /^\S+ \S+[sx](?:\s|$)/u.test(name);
}

/** Foods a step uses through its verb: « salez », « poivrez », « beurrez le moule », « farinez ». */
const VERBS_OF: Readonly<Record<string, RegExp>> = {
  sel: /\b(?:salez|saler|assaisonnez)\b/,
  "fleur de sel": /\b(?:salez|saler)\b/,
  "gros sel": /\b(?:salez|saler)\b/,
  poivre: /\b(?:poivrez|poivrer|assaisonnez)\b/,
  beurre: /\b(?:beurrez|beurrer)\b/,
  farine: /\b(?:farinez|fariner)\b/,
  huile: /\b(?:huilez|huiler)\b/,
  sucre: /\b(?:sucrez|sucrer)\b/,
};

/**
 * Lines a step names outright when it uses them, and which a pronoun never stands for:
 * « Plongez-les dans l'eau salée » speaks of the leeks, not of the water or the salt.
 */
const SEASONINGS = new Set(["sel", "poivre", "fleur de sel", "gros sel", "sel fin", "poivre noir", "eau"]);

/**
 * « les jaunes », « deux blancs », « le blanc »: a yolk or a white is of the eggs' line, or of a
 * line of yolks or whites where the list has one. « Le vin blanc », « les blancs de poireaux »
 * are not.
 */
function eggParts(folded: string, names: readonly string[]): number[] {
  const eggs = names.flatMap((name, index) => (namingWords(name).includes("oeuf") ? [index] : []));
  if (eggs.length === 0) return [];
  return (["jaune", "blanc"] as const).flatMap((part) => {
    const said = new RegExp(
      `\\b(?:le|les|des|du|un|aux|\\d+|deux|trois|quatre|cinq|six|huit) (?:derniers? )?${part}s?\\b(?! (?:de|d) (?!oeuf))`,
    ).test(folded);
    if (!said) return [];
    const own = eggs.filter((index) => foldText(names[index] ?? "").includes(part));
    return own.length > 0 ? own : eggs.filter((index) => !/jaune|blanc/.test(foldText(names[index] ?? "")));
  });
}

/** « Égouttez-les », « faites-la dorer », « l'émietter », « les retourner »: a food said by a pronoun. */
const PRONOUN = /-(les|la|le)(?![\p{L}-])|(?<!\p{L})(l)'\p{L}+er\b|(?<!\p{L})(les|la|le) \p{L}+er(?!\p{L})/gu;

/**
 * Whether a pronoun of the step can stand for the food: « -les » for « les poireaux », « -la »
 * for « la morue », never « faites-la cuire » for the butter when it is « la pâte » the step rolled.
 */
function standsFor(step: string, name: string, { gender, plural }: LineFood): boolean {
  if (SEASONINGS.has(foldText(name))) return false;
  const feminine = gender === "f";
  return [...lowerFrench(step).matchAll(PRONOUN)].some((match) => {
    const pronoun = match[1] ?? match[2] ?? match[3];
    if (pronoun === "les") return plural;
    if (pronoun === "l") return !plural;
    return !plural && (pronoun === "la") === feminine;
  });
}

/** Imperatives that handle food; « préchauffez », « servez », « laissez reposer » do not. */
const FOOD_VERBS =
  /\b(?:coupez|emincez|ciselez|hachez|pelez|epluchez|lavez|rapez|ajoutez|versez|melangez|incorporez|fouettez|battez|saisissez|faites|remettez|mettez|plongez|etalez|garnissez|parsemez|arrosez|badigeonnez|assaisonnez|salez|poivrez|enrobez|roulez|farcissez|disposez|repartissez|posez|deposez|tartinez|pressez|ecrasez|mixez|egouttez|rincez|detaillez|taillez|montez|delayez|petrissez|abaissez|sablez|glissez|massez|nappez|trempez|pochez|poelez|saupoudrez|epongez|essorez|fondre|dorer|revenir|cuire|rissoler|sauter|blanchir|suer|griller|rotir)\b/;

/** Whether a step handles food (the catalogue's measure counts those that list none). */
export function actsOnFood(step: string): boolean {
  return FOOD_VERBS.test(foldText(step));
}

/**
 * What a pronoun in the next step stands for: the food a step's last sentence naming one names
 * first (« Pochez la morue avec le thym » → the cod). One food: a panel that lists too little
 * sends the cook back to the list, one that lists the whole farce sends them to the shop.
 */
function lastNamed(
  step: string,
  names: readonly string[],
  families: readonly (readonly string[])[],
  named: readonly number[],
): number[] {
  const sentences = step.split(/(?<=[.;:!?])\s+/u).reverse();
  for (const sentence of sentences) {
    const found = ingredientsOfStep(sentence, names, families).filter((index) => named.includes(index));
    if (found.length === 0) continue;
    const folded = ` ${foldText(sentence)} `;
    const at = (index: number) => {
      const words = [...namingWords(names[index] ?? ""), ...(families[index] ?? [])];
      const places = words
        .map((word) => folded.search(new RegExp(` ${word}s? `)))
        .filter((place) => place >= 0);
      return places.length > 0 ? Math.min(...places) : Number.MAX_SAFE_INTEGER;
    };
    return [found.reduce((first, index) => (at(index) < at(first) ? index : first))];
  }
  return named.slice(0, 1);
}
