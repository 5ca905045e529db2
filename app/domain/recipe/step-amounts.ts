import { foldText } from "../text/fold";
import { namedLines, namingWords, singularOf } from "./line-names";

/**
 * The amounts a step's text gives (« ajoutez 150 g de sucre », « 2 gousses d'ail », « deux
 * œufs », « 2 à 3 c. à soupe d'huile »), where they sit in the text and which line of the list
 * each belongs to. Read without the lexicon, so cook mode can read them in the browser; the
 * scaling that rewrites them is catalogue/scale-steps.ts.
 *
 * Only what is plainly an amount of food is read: a number before a weight, a volume or a spoon,
 * or before a counted unit or a food of the list. « 30 min », « 180 °C », « 2 cm », « coupez en
 * 4 » are left alone, and so are « un »/« une » (an article as often as a number: « une pincée »,
 * « un œuf au centre ») and amounts given for each plate (« deux œufs sur chaque croûton »).
 */
export interface StepAmount {
  /** Where the number starts and ends, and where its unit (or, for a bare count, its food) starts and ends. */
  start: number;
  numberEnd: number;
  unitStart: number;
  end: number;
  /** One value, or both ends of « 2 à 3 ». */
  values: readonly number[];
  /** The unit as a recipe line writes it: « g », « c. à soupe », « gousse »; "" for a bare count. */
  unit: string;
  /** The unit as the step wrote it (« cuillerées »), or for a bare count the food's word (« œufs »). */
  unitText: string;
  /** The number was written in words: « deux ». */
  inWords: boolean;
  /** The line the amount is of, when the text names one. */
  line?: number;
  /** A yolk or a white of the eggs' line: scaled with the eggs, never added to them. */
  eggPart?: boolean;
}

// prettier-ignore
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10, douze: 12,
};
const FRACTIONS: Readonly<Record<string, number>> = { "½": 0.5, "¼": 0.25, "¾": 0.75 };

const NUMBER = `(?:\\d+(?:[,.]\\d+)?(?:[ \\u00a0\\u202f]?[½¼¾])?|[½¼¾]|\\d+/\\d+|${Object.keys(NUMBER_WORDS).join("|")})`;
const SPACE = "[ \\u00a0\\u202f]";

/** Units, longest first; each maps to the unit a line writes. */
const UNITS: readonly (readonly [RegExp, string])[] = [
  [/^(?:c\.|cuill[eè]res?|cuiller[ée]es?) à soupe/u, "c. à soupe"],
  [/^(?:c\.|cuill[eè]res?|cuiller[ée]es?) à café/u, "c. à café"],
  [/^cuiller[ée]es?/u, "c. à soupe"],
  [/^kg/u, "kg"],
  [/^g/u, "g"],
  [/^cl/u, "cl"],
  [/^ml/u, "ml"],
  [/^dl/u, "dl"],
  [/^l(?!['’])/u, "l"],
  [/^gousses?/u, "gousse"],
  [/^brins?/u, "brin"],
  [/^tranches?/u, "tranche"],
  [/^feuilles?/u, "feuille"],
  [/^noisettes?/u, "noisette"],
];
/** Units that say by themselves that food is measured; the others need the food named after them. */
const MEASURES = new Set(["c. à soupe", "c. à café", "kg", "g", "cl", "ml", "dl", "l", "noisette"]);

/** « les deux dernières gousses », « les trois autres œufs »: a word between the number and its unit. */
const BETWEEN = /^(?:derni[eè]re?s?|autres|restante?s)[\s\u00a0]+/u;

const AMOUNT = new RegExp(
  `(?<![\\p{L}\\d,.])(${NUMBER})(?:${SPACE}?(?:à|-|–)${SPACE}?(${NUMBER}))?(?=[\\s\\u00a0\\u202f])`,
  "giu",
);

/** « chaque », « chacun », « par personne »: an amount for each plate, which servings do not change. */
const FOR_EACH =
  /\b(?:chaque(?! fois)|chacun|chacune|chacuns|par (?:personne|part|portion|convive|assiette|bol|verre|ramequin|tartine|toast|croûton|crouton|crêpe|crepe|galette|croque|pot))\b/u;

/** Words that end the food's name after an amount: the next thing the step does or names. */
const PHRASE_END =
  /[,.;:!?()]|\s(?:et|ou|puis|avec|dans|sur|sous|en|pour|jusqu|à|au|aux|par|que|qui)\s|\s\d/u;

function valueOf(written: string): number | undefined {
  const word = NUMBER_WORDS[written.toLocaleLowerCase("fr")];
  if (word !== undefined) return word;
  const fraction = /^(\d+)\/(\d+)$/.exec(written);
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  const mixed = /^(\d+(?:[,.]\d+)?)?[ \u00a0\u202f]?([½¼¾])?$/u.exec(written.trim());
  if (!mixed || (!mixed[1] && !mixed[2])) return undefined;
  return Number((mixed[1] ?? "0").replace(",", ".")) + (mixed[2] ? (FRACTIONS[mixed[2]] ?? 0) : 0);
}

/** The clause around a position: from the last stop before it to the next one after. */
function clauseAround(text: string, start: number, end: number): string {
  const before = text.slice(0, start);
  const from = Math.max(before.lastIndexOf("."), before.lastIndexOf(";"), before.lastIndexOf(","), 0);
  const rest = text.slice(end);
  const stop = rest.search(/[.;,]/u);
  return text.slice(from, stop < 0 ? text.length : end + stop);
}

export function amountsInStep(text: string, lineNames: readonly string[]): StepAmount[] {
  const amounts: StepAmount[] = [];
  const eggLine = lineNames.findIndex((name) => namingWords(name)[0] === "oeuf");
  for (const match of text.matchAll(AMOUNT)) {
    const [whole, first = "", second] = match;
    const start = match.index;
    const values = [first, ...(second ? [second] : [])].map(valueOf);
    if (values.some((value) => value === undefined || value <= 0)) continue;
    const inWords = NUMBER_WORDS[first.toLocaleLowerCase("fr")] !== undefined;
    const numberEnd = start + whole.length;
    const after = text
      .slice(numberEnd)
      .replace(/^[\s\u00a0\u202f]+/u, "")
      .replace(BETWEEN, "");
    let cursor = text.length - after.length;
    let unitStart = cursor;
    // A unit ends its word: « g » is not the start of « gousse » nor of « gâteau ».
    const unitFound = UNITS.map(([pattern, name]) => [pattern.exec(after)?.[0], name] as const).find(
      ([written]) => written !== undefined && !/^[\p{L}\d]/u.test(after.slice(written.length)),
    );
    let unit = "";
    let unitText = "";
    if (unitFound?.[0] !== undefined) {
      unit = unitFound[1];
      unitText = unitFound[0];
      cursor += unitText.length;
    }
    const follow = text.slice(cursor);
    const phrase = follow
      .replace(/^[\s\u00a0\u202f]*(?:de|d['’]|du|des)?[\s\u00a0\u202f]*/u, "")
      .split(PHRASE_END)[0]!
      .split(/\s+/u)
      .slice(0, 4)
      .join(" ");
    const direct = follow.match(/^[\s\u00a0\u202f]*(\p{L}+)/u)?.[1] ?? "";
    const head = singularOf(foldText(direct));
    let line: number | undefined;
    let eggPart = false;
    if (
      unit === "" &&
      (head === "jaune" || head === "blanc") &&
      eggLine >= 0 &&
      !/^\s*\S+\s+d/u.test(follow)
    ) {
      line = eggLine;
      eggPart = true;
    } else {
      // A bare count is read for eggs alone: « quatre escalopes » is what a pan holds, « les quatre
      // autres tortillas » the other half of a dish, neither an amount the servings change.
      if (unit === "" && head !== "oeuf") continue;
      const named = namedLines(unit === "" ? direct : phrase, lineNames);
      // The food named first in the phrase: « 2 brins de thym » is thyme whatever follows.
      line = named.sort((a, b) => position(phrase, lineNames[a]!) - position(phrase, lineNames[b]!))[0];
      if (unit === "" && line !== undefined && namingWords(lineNames[line]!)[0] !== head) line = undefined;
    }
    if (unit === "" && line === undefined) continue;
    if (unit !== "" && !MEASURES.has(unit) && line === undefined) continue;
    if (unit === "") {
      unitText = direct;
      unitStart = cursor + follow.indexOf(direct);
    }
    const end = unit === "" ? unitStart + direct.length : cursor;
    if (FOR_EACH.test(clauseAround(text, start, end).toLocaleLowerCase("fr"))) continue;
    amounts.push({
      start,
      numberEnd,
      unitStart,
      end,
      values: values as number[],
      unit,
      unitText,
      inWords,
      ...(line === undefined ? {} : { line }),
      ...(eggPart ? { eggPart } : {}),
    });
  }
  return amounts;
}

function position(phrase: string, name: string): number {
  const words = foldText(phrase).split(" ").map(singularOf);
  const at = words.indexOf(namingWords(name)[0] ?? "");
  return at < 0 ? Number.MAX_SAFE_INTEGER : at;
}
