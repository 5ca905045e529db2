import { classify, familyWordsOf, kindOf } from "../chef/kinds";
import { readIngredient } from "../nutrition/lexicon";

/**
 * The family words of each line (« viande », « légumes », « herbes »…), read in the lexicon,
 * where each food has its kind and its role: the loaders give them to cook mode, which runs in
 * the browser without the lexicon (step-ingredients.ts). A name the lexicon does not know is
 * read from its words alone.
 */
export function lineFamilies(names: readonly string[]): string[][] {
  return names.map((name) => {
    const entry = readIngredient(name)?.entry;
    return entry
      ? familyWordsOf(kindOf(entry), entry.role)
      : familyWordsOf(classify(name.toLocaleLowerCase("fr")));
  });
}
