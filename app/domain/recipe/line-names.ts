import { foldText } from "../text/fold";

/**
 * Which lines of a recipe's list a piece of text names, by the words that name each food. Cook
 * mode reads a step's foods with it, and step scaling (catalogue/scale-steps.ts) reads which line
 * « 150 g de sucre » belongs to: one reading, so a step's panel and its amounts never disagree.
 */

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
export function singularOf(word: string): string {
  if (word.length > 4 && word.endsWith("eaux")) return word.slice(0, -1);
  if (word.length > 3 && (word.endsWith("s") || word.endsWith("x")) && !word.endsWith("ss"))
    return word.slice(0, -1);
  return word;
}

/** The words that name the food, folded and singular: « 2 filets d'anchois » → anchois. */
export function namingWords(name: string): string[] {
  const words = foldText(name)
    .split(" ")
    .filter((word) => word.length > 2 && !/^\d/.test(word));
  const naming = words.filter((word) => !QUALIFIERS.has(word)).map(singularOf);
  return naming.length > 0 ? naming : words.map(singularOf);
}

/**
 * Words that name a part or a form of a food before the food, which a step may leave out:
 * « cerneaux de noix » are « les noix », « épaule d'agneau » « l'agneau », « hauts de cuisse de
 * poulet » « le poulet »; « les cuisses » and « les graines » still name them too.
 */
const PARTS = new Set(
  "cerneau graine pousse jeune haut cuisse epaule extrait fleur gigot joue souris collier".split(" "),
);

/** The words that can stand for the whole name in a text: its head, and past a part, the food. */
function heads(naming: readonly string[]): string[] {
  const found: string[] = [];
  for (const word of naming) {
    found.push(word);
    if (!PARTS.has(word)) break;
  }
  return found;
}

/** A text's words, folded and singular, for namedLines. */
export function textWords(text: string): string[] {
  return foldText(text).split(" ").map(singularOf);
}

/**
 * The lines a text names, as indexes into the list: a line is named when its head word (the
 * first that names the food: « huile » in « huile d'olive », « anchois » in « filets
 * d'anchois ») appears in the text, singular or plural. « Pelez les oignons » names « oignons
 * jaunes »; « Ajoutez les olives » does not name the « huile d'olive ». When two lines share
 * their head (« huile d'olive » and « huile de tournesol »), the one sharing more words with the
 * text wins.
 */
export function namedLines(text: string, names: readonly string[]): number[] {
  const words = new Set(textWords(text));
  const scored = names.map((name, index) => {
    const naming = namingWords(name);
    const headed = heads(naming).some((word) => words.has(word));
    const shared = headed ? naming.filter((word) => words.has(word)).length : 0;
    return { index, naming, shared };
  });
  return scored
    .filter(({ shared, index, naming }) => {
      if (shared === 0) return false;
      // A rival that names the same food more precisely takes the mention.
      return !scored.some(
        (other) =>
          other.index !== index &&
          other.shared > shared &&
          naming.every((word) => other.naming.includes(word) || !words.has(word)),
      );
    })
    .map(({ index }) => index);
}
