import { agreeing, elides, guessGender } from "../base/french";
import type { IngredientLine, Recipe } from "../recipe/model";
import { type StepAmount, amountsInStep } from "../recipe/step-amounts";
import { formatNumber } from "../text/numbers";
import { measuredIngredient } from "./scale-measures";

type Step = Recipe["steps"][number];

/**
 * The amounts written in a recipe's steps, scaled with its list (decision 0069): « ajoutez 150 g
 * de sucre » says the sugar of the servings chosen, rounded as the list is (decision 0051). An
 * amount of a line follows that line as the list wrote it, so « 2 œufs » moves with « 3 œufs »;
 * a line split across steps (30 g of sugar for the pastry, 150 g for the caramel) keeps its
 * parts' proportions and the parts add up to the scaled line. Amounts for each plate (« deux
 * œufs sur chaque croûton ») and times, heats and sizes stay as written (recipe/step-amounts.ts).
 */
export function scaleSteps(
  steps: readonly Step[],
  original: readonly IngredientLine[],
  scaled: readonly IngredientLine[],
  factor: number,
): Step[] {
  if (factor === 1 && original.every((line, index) => line === scaled[index])) return [...steps];
  const names = original.map((line) => line.nom);
  const found = steps.map((step) => amountsInStep(step.description, names));
  const written = new Map<StepAmount, readonly Written[]>();
  // The parts of each line, in the line's own measure, to share out its scaled amount.
  const parts = new Map<number, StepAmount[]>();
  for (const amount of found.flat()) {
    if (amount.line === undefined || amount.eggPart || amount.values.length > 1) continue;
    parts.set(amount.line, [...(parts.get(amount.line) ?? []), amount]);
  }
  for (const [index, amounts] of parts) {
    const whole = amounts.length === 1 ? wholeLine(amounts[0]!, original[index]!, scaled[index]!) : undefined;
    if (whole) {
      written.set(amounts[0]!, [whole]);
      continue;
    }
    const shared = sharedOut(amounts, original[index]!, scaled[index]!);
    if (shared) amounts.forEach((amount, at) => written.set(amount, [{ value: shared[at]! }]));
  }
  // « Réservez deux jaunes » that became « un jaune »: what later steps say of them follows.
  const singled: { after: number; noun: string; verb: string }[] = [];
  const scaledSteps = steps.map((step, at) => {
    let text = step.description;
    // From the end, so that the positions of the amounts before stay true.
    for (const amount of [...found[at]!].reverse()) {
      const ratio =
        amount.line === undefined ? factor : lineRatio(original[amount.line]!, scaled[amount.line]!);
      const converted =
        amount.line === undefined || ratio !== undefined
          ? undefined
          : inLineMeasure(amount, original[amount.line]!, scaled[amount.line]!);
      const values =
        written.get(amount) ??
        (converted
          ? [converted]
          : amount.values.map((value) => rounded(value * (ratio ?? factor), amount, original, scaled)));
      const [figures, unit] = rewrite(amount, values);
      // « les 2 jaunes » for one is « le jaune », not « les 1 jaune ».
      const alone =
        values.length === 1 && values[0]!.value === 1 && /\bles $/u.test(text.slice(0, amount.start));
      const verb = /(\p{L}+)ez\s+$/u.exec(text.slice(0, amount.start))?.[1];
      if (
        verb &&
        amount.unit === "" &&
        amount.values[0]! >= 2 &&
        values.length === 1 &&
        values[0]!.value === 1
      )
        singled.push({ after: at, noun: amount.unitText, verb });
      const before = alone
        ? text.slice(0, amount.start - 4) + definite(unit)
        : text.slice(0, amount.start) + figures;
      text =
        before +
        (alone ? "" : agreeingBetween(text.slice(amount.numberEnd, amount.unitStart), values)) +
        unit +
        agreeingAfter(text.slice(amount.end), amount, values);
    }
    return text === step.description ? step : { ...step, description: text };
  });
  return scaledSteps.map((step, at) => {
    let text = step.description;
    for (const { after, noun, verb } of singled) {
      if (at <= after) continue;
      const one = agreeing(noun, false);
      text = text.replace(
        new RegExp(`(?<![\\p{L}])(les)\\s+${noun}\\s+(${verb}(?:é|i|u))(e?)s(?![\\p{L}])`, "giu"),
        (_, article: string, participle: string, feminine: string) => {
          const written = `${definite(one)}${one} ${participle}${feminine}`;
          return /^\p{Lu}/u.test(article)
            ? written.charAt(0).toLocaleUpperCase("fr") + written.slice(1)
            : written;
        },
      );
    }
    return text === step.description ? step : { ...step, description: text };
  });
}

/** Each unit in the smallest of its kind: grams, millilitres, teaspoons, or itself. */
const IN_BASE: Readonly<Record<string, readonly [kind: string, size: number]>> = {
  g: ["mass", 1],
  kg: ["mass", 1000],
  ml: ["volume", 1],
  cl: ["volume", 10],
  dl: ["volume", 100],
  l: ["volume", 1000],
  "c. à café": ["spoon", 1],
  "c. à soupe": ["spoon", 3],
  "": ["count", 1],
  pièce: ["count", 1],
  gousse: ["gousse", 1],
  brin: ["brin", 1],
  tranche: ["tranche", 1],
  feuille: ["feuille", 1],
};

/** The kinds of unit that only measure a food. */
const MEASURES = new Set(["mass", "volume", "spoon"]);

function inBase(value: number, unit: string): { kind: string; value: number } | undefined {
  const base = IN_BASE[unit.trim()];
  return base && { kind: base[0], value: value * base[1] };
}

/** How much the list's line grew or shrank once rounded, where its measure kept its kind. */
function lineRatio(original: IngredientLine, scaled: IngredientLine): number | undefined {
  if (typeof original.quantite !== "number" || typeof scaled.quantite !== "number") return undefined;
  const before = inBase(original.quantite, original.unite);
  const after = inBase(scaled.quantite, scaled.unite);
  if (!before || !after || before.kind !== after.kind || before.value <= 0) return undefined;
  return after.value / before.value;
}

/**
 * A part of a swapped line whose measure changed kind, 20 g of the butter that became 3 c. à soupe of oil:
 * the step reads the same share of the new line, in its measure (« 1 c. à soupe »), as the list does.
 */
function inLineMeasure(
  amount: StepAmount,
  original: IngredientLine,
  scaled: IngredientLine,
): Written | undefined {
  // Only a swap changes a food's measure so; the servings' rounding (8 spoons to 16 cl) scales as it is.
  if (original.nom === scaled.nom || amount.values.length !== 1) return undefined;
  if (typeof original.quantite !== "number") return undefined;
  if (typeof scaled.quantite !== "number") return undefined;
  const step = inBase(amount.values[0]!, amount.unit);
  const before = inBase(original.quantite, original.unite);
  const after = inBase(scaled.quantite, scaled.unite);
  if (!step || !before || !after || step.kind !== before.kind || after.kind === before.kind) return undefined;
  // Counts and cloves name the food itself (« 1 gousse d'ail »): not a measure to carry over.
  if (!MEASURES.has(before.kind) || !MEASURES.has(after.kind)) return undefined;
  if (before.value <= 0) return undefined;
  const share = (step.value / before.value) * scaled.quantite;
  const unit = scaled.unite === "pièce" ? "" : scaled.unite.trim();
  // A spoon or more reads in the list's own spoons, by halves: « 1 c. à soupe », not « 3 ½ c. à café ».
  if (SPOKEN.has(unit) && share >= 1) return { value: Math.round(share * 2) / 2, unit };
  const line = measuredIngredient({ nom: scaled.nom, quantite: share, unite: scaled.unite }, 1);
  if (typeof line.quantite !== "number") return undefined;
  return { value: line.quantite, unit: line.unite === "pièce" ? "" : line.unite };
}

/** A step that uses the whole line says what the list says: « 20 cl de lait », not « 200 ml ». */
function wholeLine(
  amount: StepAmount,
  original: IngredientLine,
  scaled: IngredientLine,
): Written | undefined {
  if (typeof original.quantite !== "number" || typeof scaled.quantite !== "number") return undefined;
  const step = inBase(amount.values[0]!, amount.unit);
  const line = inBase(original.quantite, original.unite);
  if (!step || !line || step.kind !== line.kind || Math.abs(step.value - line.value) / line.value > 0.05)
    return undefined;
  const unit = scaled.unite === "pièce" ? "" : scaled.unite.trim();
  if (unit === amount.unit || (unit === "c. à soupe" && /^cuill/iu.test(amount.unitText)))
    return { value: scaled.quantite };
  // A count never takes a unit from the list: a large piece cut by weight stays a count in the step.
  return amount.unit === "" ? undefined : { value: scaled.quantite, unit };
}

/**
 * A line's scaled amount shared out between the steps that use all of it, in proportion, each part
 * rounded as the list rounds and the largest taking what is left, so the parts add up to the line.
 * Undefined when the steps do not use the whole line in its own measure.
 */
function sharedOut(
  amounts: readonly StepAmount[],
  original: IngredientLine,
  scaled: IngredientLine,
): number[] | undefined {
  if (typeof original.quantite !== "number" || typeof scaled.quantite !== "number") return undefined;
  const total = inBase(original.quantite, original.unite);
  const target = inBase(scaled.quantite, scaled.unite);
  const bases = amounts.map((amount) => inBase(amount.values[0]!, amount.unit));
  if (!total || !target || total.kind !== target.kind) return undefined;
  if (bases.some((base) => base?.kind !== total.kind)) return undefined;
  const sum = bases.reduce((all, base) => all + base!.value, 0);
  if (Math.abs(sum - total.value) / total.value > 0.05) return undefined;
  const largest = bases.reduce((best, base, at) => (base!.value > bases[best]!.value ? at : best), 0);
  const shares = amounts.map((amount, at): Written => {
    if (at === largest) return { value: 0 };
    const exact = (bases[at]!.value / total.value) * target.value;
    return measured(exact / IN_BASE[amount.unit]![1], amount, original.nom);
  });
  if (shares.some((share) => share.unit !== undefined)) return undefined;
  const others = shares.reduce(
    (all, share, at) => all + (at === largest ? 0 : share.value * IN_BASE[amounts[at]!.unit]![1]),
    0,
  );
  const left = (target.value - others) / IN_BASE[amounts[largest]!.unit]![1];
  if (left <= 0) return undefined;
  shares[largest] = { value: Math.round(left * 100) / 100 };
  return shares.map((share) => share.value);
}

/** A number to write, and the unit to write instead of the step's own when the list's rounding says so. */
interface Written {
  value: number;
  unit?: string;
}

/**
 * An amount as the list would round it: to the same steps, in the unit the list would then
 * write (« 40 cl », « 4 c. à café », « 1 noisette » of butter).
 */
function measured(value: number, amount: StepAmount, name: string): Written {
  const unite = amount.unit === "" ? "pièce" : amount.unit;
  const line = measuredIngredient({ nom: name, quantite: value, unite }, 1);
  if (typeof line.quantite !== "number") return { value };
  if (line.unite === "noisette") return { value: line.quantite, unit: line.unite };
  const unit = line.unite === "pièce" ? "" : line.unite;
  const back = inBase(line.quantite, unit);
  const own = IN_BASE[amount.unit];
  if (!back || !own || (amount.unit === "" && back.kind !== own[0]))
    return { value: amount.unit === "" ? Math.max(0.25, Math.round(value * 4) / 4) : value };
  // The list's own change of unit: 0,4 l is « 40 cl », 1,3 cuillerée « 4 c. à café », 12 « 18 cl ».
  return unit === amount.unit ? { value: line.quantite } : { value: line.quantite, unit };
}

function rounded(
  value: number,
  amount: StepAmount,
  original: readonly IngredientLine[],
  scaled: readonly IngredientLine[],
): Written {
  const name = amount.line === undefined ? "" : (scaled[amount.line]?.nom ?? original[amount.line]!.nom);
  return measured(value, amount, name);
}

// prettier-ignore
const WORDS: Readonly<Record<number, string>> = {
  2: "deux", 3: "trois", 4: "quatre", 5: "cinq", 6: "six", 7: "sept", 8: "huit", 9: "neuf", 10: "dix", 12: "douze",
};
const FRACTIONS: Readonly<Record<number, string>> = { 0.25: "¼", 0.5: "½", 0.75: "¾" };
/** Units read in halves and quarters, like the list's spoons and counts. */
const SPOKEN = new Set(["", "c. à soupe", "c. à café", "gousse", "brin", "tranche", "feuille"]);
/** Masculine nouns that end in « e », which a guess by ending would make feminine. */
const MASCULINE = new Set(["jaune", "blanc", "œuf", "oeuf", "zeste"]);

/** Whether the amount written is two or more, which its words then agree with. */
function isMany(values: readonly Written[]): boolean {
  return Math.max(...values.map(({ value }) => value)) >= 2;
}

/**
 * « les œufs restants » for one is « l'œuf restant », « 2 gousses d'ail écrasées » « 1 gousse
 * d'ail écrasée »: the participle after a count, or after the food of a counted unit, agrees.
 */
function agreeingAfter(rest: string, amount: StepAmount, values: readonly Written[]): string {
  if (amount.unit !== "" && !AGREEING.test(amount.unitText)) return rest;
  const complement =
    amount.unit === "" ? "" : String.raw`(?:[ \u00a0]+de[ \u00a0]+\p{L}+|[ \u00a0]+d['’]\p{L}+)?`;
  const participle = new RegExp(
    String.raw`^(${complement}[ \u00a0]+)(\p{L}+(?:ant|ante|é|ée|i|ie|u|ue)s?)(?=[\s,.;:]|$)`,
    "u",
  );
  return rest.replace(participle, (_, before: string, word: string) => {
    const singular = word.replace(/s$/u, "");
    return `${before}${isMany(values) ? `${singular}s` : singular}`;
  });
}

/** « les deux dernières gousses » for three: the word between the number and its unit agrees. */
function agreeingBetween(between: string, values: readonly Written[]): string {
  return between.replace(/\p{L}+/u, (word) => agreeing(word, isMany(values)));
}

/** « le », « la », « l' » before a noun, with its gender guessed as French speakers hear it. */
function definite(noun: string): string {
  const lower = noun.toLocaleLowerCase("fr");
  if (elides(lower)) return "l'";
  return MASCULINE.has(lower) || guessGender(lower) === "m" ? "le " : "la ";
}

/** Units written as words, which agree with their number: « 1 cuillerée », « 2 gousses ». */
const AGREEING = /^(?:cuill|gousse|brin|tranche|feuille|noisette)/iu;

/** The amount written back: the number as the step wrote it (a word, a fraction), its unit agreeing. */
function rewrite(amount: StepAmount, values: readonly Written[]): [figures: string, unit: string] {
  const distinct = [...new Set(values.map(({ value }) => value))];
  const many = (distinct.at(-1) ?? 0) >= 2;
  const unitText = values[0]?.unit ?? amount.unitText;
  const agrees = amount.unit === "" || AGREEING.test(unitText);
  const noun = agrees ? agreeing(unitText, many) : unitText;
  // A number in words before a unit of the step's own words: « deux cuillerées », not « deux c. à café ».
  const inWords = amount.inWords && values[0]?.unit === undefined;
  const number = (value: number) => {
    if (inWords && WORDS[value]) return WORDS[value]!;
    if (inWords && value === 1) {
      const singular = agreeing(amount.unitText, false).toLocaleLowerCase("fr");
      return MASCULINE.has(singular) || guessGender(singular) === "m" ? "un" : "une";
    }
    if (!SPOKEN.has(values[0]?.unit ?? amount.unit)) return formatNumber(value, 2);
    const whole = Math.floor(value);
    const fraction = FRACTIONS[Math.round((value - whole) * 100) / 100];
    if (fraction) return whole === 0 ? fraction : `${whole}\u00a0${fraction}`;
    return formatNumber(value, 2);
  };
  return [distinct.map(number).join(" à "), noun];
}
