import { lowerFrench, stripAccents } from "../text/fold";

export interface RecipeChoice {
  id: string;
  title: string;
  category: string;
}

/** « Soufflé au Comté » and « souffle au comte » read alike: lower case, no accents, one space. */
export function foldTitle(text: string): string {
  return stripAccents(lowerFrench(text))
    .replace(/[^a-z0-9']+/g, " ")
    .trim();
}

/** The catalogue's breakfasts go to breakfast, and desserts are not a meal of their own. */
export function suitsMeal(type: "breakfast" | "lunch" | "dinner", category: string): boolean {
  return type === "breakfast"
    ? category === "Petit-déjeuner"
    : category !== "Petit-déjeuner" && category !== "Desserts";
}

/**
 * How well a title answers what was typed, or undefined when it does not: the whole title
 * first, then titles that begin with it, then a word that begins with it, then anywhere.
 * Every typed word must be found, in any order (« lorraine quiche »).
 */
function rank(title: string, query: string): number | undefined {
  if (title === query) return 0;
  if (title.startsWith(query)) return 1;
  const words = query.split(" ");
  const titleWords = title.split(/[ ']/);
  if (!words.every((word) => title.includes(word))) return undefined;
  return words.every((word) => titleWords.some((candidate) => candidate.startsWith(word))) ? 2 : 3;
}

/**
 * The recipes whose title matches what the cook typed, best first, one per title (a community
 * copy of « Quiche lorraine » is the same dish at the table), then in alphabetical order.
 */
export function searchRecipes<T extends RecipeChoice>(query: string, choices: readonly T[], limit = 8): T[] {
  const folded = foldTitle(query);
  if (folded === "") return [];
  const seen = new Set<string>();
  const found: { choice: T; rank: number }[] = [];
  for (const choice of choices) {
    const title = foldTitle(choice.title);
    if (seen.has(title)) continue;
    const score = rank(title, folded);
    if (score === undefined) continue;
    seen.add(title);
    found.push({ choice, rank: score });
  }
  return found
    .sort((a, b) => a.rank - b.rank || a.choice.title.localeCompare(b.choice.title, "fr"))
    .slice(0, limit)
    .map((item) => item.choice);
}

/**
 * The recipe a submitted form names: by id, by its title however it is spelt, or the only
 * dish whose title holds what was typed (« quiche » without JavaScript is « Quiche lorraine »
 * when no other quiche is known). Undefined when none or several could be meant.
 */
export function resolveRecipe<T extends RecipeChoice>(
  typed: string,
  choices: readonly T[],
  /** Part of a title finds only the dishes that suit the slot. */
  suits: (choice: T) => boolean = () => true,
): T | undefined {
  const byId = choices.find((choice) => choice.id === typed);
  if (byId) return byId;
  const folded = foldTitle(typed);
  if (folded === "") return undefined;
  const exact = choices.find((choice) => foldTitle(choice.title) === folded);
  if (exact) return exact;
  const found = searchRecipes(typed, choices.filter(suits), 2);
  return found.length === 1 ? found[0] : undefined;
}
