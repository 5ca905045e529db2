import { foldText } from "../text/fold";

/**
 * Words of an ingredient's name that say how it is, not what it is: « vin blanc sec » and
 * « poivre blanc » must not meet on « blanc », nor « huile d'olive » and « olives noires » on
 * « olive » alone when the step says « huile ».
 */
const QUALIFIERS = new Set(
  (
    "blanc blanche blancs blanches rouge rouges noir noire noirs noires vert verte verts vertes jaune " +
    "jaunes sec seche secs seches frais fraiche fraiches doux douce fume fumee fumes fumees rape rapee " +
    "rapes rapees hache hachee haches hachees entier entiere entiers moulu moulue nouveau nouvelle " +
    "nouveaux nouvelles petit petite petits petites gros grosse grand grande fin fine fins fines extra " +
    "liquide epaisse demi sel sale salee non bio maison surgele surgeles cuit cuite cuits cuites cru " +
    "crue crus crues de d du des la le les l a au aux en et ou pour filet filets tranche tranches " +
    "feuille feuilles brin brins gousse gousses botte bottes morceau morceaux zeste jus poudre"
  ).split(" "),
);

/** « oignons » → « oignon », « noix » stays, « poireaux » → « poireau ». */
function singular(word: string): string {
  if (word.length > 4 && word.endsWith("eaux")) return word.slice(0, -1);
  if (word.length > 3 && (word.endsWith("s") || word.endsWith("x")) && !word.endsWith("ss"))
    return word.slice(0, -1);
  return word;
}

/** The words that name the food: « 2 filets d'anchois » → anchois; « crème fraîche » → creme. */
function namingWords(name: string): string[] {
  const words = foldText(name)
    .split(" ")
    .filter((word) => word.length > 2 && !/^\d/.test(word));
  const naming = words.filter((word) => !QUALIFIERS.has(word));
  return (naming.length > 0 ? naming : words).map(singular);
}

/**
 * The ingredients a step uses, as indexes into the recipe's list, read from the step's text:
 * an ingredient is used when its head word (the first that names the food: « huile » in
 * « huile d'olive », « anchois » in « filets d'anchois ») appears in the step, singular or
 * plural. « Pelez les oignons » uses « oignons jaunes »; « Ajoutez les olives » does not use
 * the « huile d'olive ». When two ingredients share their head (« huile d'olive » and « huile
 * de tournesol »), the one sharing more words with the step wins.
 */
export function ingredientsOfStep(stepText: string, ingredientNames: readonly string[]): number[] {
  const stepWords = new Set(foldText(stepText).split(" ").map(singular));
  const scored = ingredientNames.map((name, index) => {
    const words = namingWords(name);
    const headed = words[0] !== undefined && stepWords.has(words[0]);
    const shared = headed ? words.filter((word) => stepWords.has(word)).length : 0;
    return { index, words, shared };
  });
  return scored
    .filter(({ shared, index, words }) => {
      if (shared === 0) return false;
      // A rival that names the same food more precisely takes the step's mention.
      return !scored.some(
        (other) =>
          other.index !== index &&
          other.shared > shared &&
          words.every((word) => other.words.includes(word) || !stepWords.has(word)),
      );
    })
    .map(({ index }) => index);
}
