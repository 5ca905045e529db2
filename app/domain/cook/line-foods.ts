import { classify, familyWordsOf, kindOf } from "../chef/kinds";
import { readIngredient } from "../nutrition/lexicon";
import { foldText } from "../text/fold";
import { type LineFood, pluralName } from "./step-ingredients";

/**
 * What the lexicon says of each line for cook mode: the family words a step may use for it
 * (« viande », « légumes », « herbes »), from each food's kind and role, and its gender, which a
 * pronoun must agree with (« faites-la cuire » is not the butter). The loaders send them, since
 * cook mode runs in the browser without the lexicon (step-ingredients.ts). A name the lexicon
 * does not know is read from its words alone.
 */
export function lineFoods(names: readonly string[]): LineFood[] {
  return names.map((name) => {
    const entry = readIngredient(name)?.entry;
    const plural =
      entry && foldText(name) === foldText(entry.plural) ? entry.plural !== entry.name : pluralName(name);
    if (!entry) return { family: familyWordsOf(classify(name.toLocaleLowerCase("fr"))), gender: "m", plural };
    return { family: familyWordsOf(kindOf(entry), entry.role), gender: entry.gender, plural };
  });
}
