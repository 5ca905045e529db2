import { pluralOnly } from "../base/french";
import { frenchMistakes } from "../base/french-check";
import { ingredients as lexicon } from "../nutrition/lexicon";
import type { IngredientEntry } from "../nutrition/types";
import { foldText } from "../text/fold";

/**
 * The faults a swap or a role fill leaves in French text about foods (issue 27): « la pâtes »,
 * « les oignon », « le tomate », « champignons champignon », and the base's own list (« de le »,
 * a missing elision). The tests run it over every text the offline chef and Le Chef C'est Vous
 * write; it knows the lexicon's genders and plurals, which the base's checker cannot.
 */
export function foodTextMistakes(text: string): string[] {
  return [...frenchMistakes(text), ...doubledWords(text), ...articleMistakes(text)];
}

/**
 * « champignons champignon », « le le »: a word written twice, its plural as the second. Read on
 * the words as written (« dés de » is not « des de ») and split at spaces only, so that
 * « achetez-le le jour même » and « moitié-moitié » stay what they are.
 */
function doubledWords(text: string): string[] {
  const found: string[] = [];
  for (const clause of text.split(/[.,;:!?()«»\n]/)) {
    const words = clause.toLocaleLowerCase("fr").split(/\s+/).filter(Boolean);
    for (let index = 1; index < words.length; index += 1) {
      const [first = "", second = ""] = [words[index - 1], words[index]];
      if (first.length >= 2 && sameWord(first, second) && !REPEATABLE.has(first))
        found.push(`mot répété\u00a0: «\u00a0${first} ${second}\u00a0»`);
    }
  }
  return found;
}

/** Words French repeats on purpose: « vous vous », « nous nous ». */
const REPEATABLE = new Set(["vous", "nous"]);

/** The same word, or one the plural of the other: « champignons champignon ». */
const sameWord = (first: string, second: string) =>
  first === second ||
  (Math.min(first.length, second.length) >= 4 &&
    ([`${first}s`, `${first}x`].includes(second) || [`${second}s`, `${second}x`].includes(first)));

type Number = "singular" | "plural";
type Gender = IngredientEntry["gender"];

/** Articles as `foldText` leaves them (« l'huile » → « l huile »), with what they require. */
const ARTICLES: Readonly<Record<string, { number: Number; gender?: Gender }>> = {
  le: { number: "singular", gender: "m" },
  du: { number: "singular", gender: "m" },
  au: { number: "singular", gender: "m" },
  un: { number: "singular", gender: "m" },
  la: { number: "singular", gender: "f" },
  une: { number: "singular", gender: "f" },
  l: { number: "singular" },
  les: { number: "plural" },
  des: { number: "plural" },
  aux: { number: "plural" },
};

interface FoodForm {
  words: readonly string[];
  entry: IngredientEntry;
  number: Number | "both";
}

/**
 * Every form of every food, by its first folded word, longest first: after an article, the
 * longest name wins (« pommes de terre » before « pomme »). A name its plural spells the same
 * (« riz », « radis ») agrees with both numbers, except the names that are plural only: « pâtes »,
 * « herbes de Provence », « rillettes ».
 */
const FORMS: ReadonlyMap<string, readonly FoodForm[]> = (() => {
  const forms = new Map<string, FoodForm[]>();
  const add = (name: string, entry: IngredientEntry, number: FoodForm["number"]) => {
    const words = foldText(name).split(" ");
    const first = words[0] ?? "";
    forms.set(first, [...(forms.get(first) ?? []), { words, entry, number }]);
  };
  for (const entry of lexicon) {
    if (entry.name === entry.plural) add(entry.name, entry, pluralOnly(entry) ? "plural" : "both");
    else {
      add(entry.name, entry, "singular");
      add(entry.plural, entry, "plural");
    }
  }
  for (const list of forms.values()) list.sort((first, second) => second.words.length - first.words.length);
  return forms;
})();

/** Italian and Chinese plurals French keeps as they are: « les spaghetti », « des pak choï ». */
const INVARIABLE = /(?:i|tagliatelle|linguine|penne|lasagne)$/;
/** Foods whose name is also a kitchen word of the other gender: « le moule » is the mould. */
const HOMOGRAPHS = new Set(["moule"]);

/** « la pâtes », « les oignon », « le tomate »: an article that does not agree with the food after it. */
function articleMistakes(text: string): string[] {
  const found: string[] = [];
  for (const clause of text.split(/[.,;:!?()«»\n]/)) {
    const words = foldText(clause).split(" ");
    for (let index = 0; index < words.length - 1; index += 1) {
      const article = ARTICLES[words[index] ?? ""];
      if (!article) continue;
      const form = formAt(words, index + 1);
      if (!form) continue;
      const numberWrong =
        form.number !== "both" &&
        form.number !== article.number &&
        !(article.number === "plural" && INVARIABLE.test(form.words.join(" ")));
      const genderWrong =
        article.gender !== undefined &&
        form.number !== "plural" &&
        form.entry.gender !== article.gender &&
        !HOMOGRAPHS.has(form.words.join(" "));
      if (numberWrong || genderWrong)
        found.push(`accord\u00a0: «\u00a0${words[index]} ${form.words.join(" ")}\u00a0»`);
    }
  }
  return found;
}

function formAt(words: readonly string[], start: number): FoodForm | undefined {
  return FORMS.get(words[start] ?? "")?.find((form) =>
    form.words.every((word, offset) => words[start + offset] === word),
  );
}
