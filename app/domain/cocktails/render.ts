import { info, num, type Draft, type DraftItem } from "./draft";
import { GLASSES, agree, ofTheGlass, theGlass } from "./glasses";
import { ofName, quantityPhrase, unitLabel } from "./ingredients";
import type { Cocktail, CocktailFamily, CocktailIngredient, Difficulty } from "./types";

/** "a", "a et b", "a, b et c". */
export function joinFr(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? "";
  return `${parts.slice(0, -1).join(", ")} et ${parts[parts.length - 1]}`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase("fr") + text.slice(1);
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLocaleLowerCase("fr") + text.slice(1);
}

/** "du Negroni", "de la Margarita", "de l'Old Fashioned". */
export function ofClassic(nom: string, genre: "m" | "f"): string {
  if (/^[aeiouyàâéèêîïôû]/i.test(nom) && !/^y[aeiou]/i.test(nom)) return `de l'${nom}`;
  return genre === "f" ? `de la ${nom}` : `du ${nom}`;
}

const nameOf = (item: DraftItem): string => info(item.key).nom + (item.optional ? " (facultatif)" : "");

const LIQUID_UNITS = new Set(["cl", "dash", "barSpoon", "teaspoon", "tablespoon", "drop"]);
const isPoured = (item: DraftItem): boolean => LIQUID_UNITS.has(item.unit);
const phraseOf = (item: DraftItem): string => quantityPhrase(item.key, item.amount, item.unit);

/** Display order: spirits first, then modifiers, citrus, sweeteners and the rest; toppings last. */
const KIND_ORDER: Record<string, number> = {
  spirit: 0,
  liqueur: 1,
  aromatized: 2,
  wine: 3,
  citrus: 4,
  sweetener: 5,
  juice: 6,
  other: 7,
  dairy: 8,
  bitters: 9,
  herb: 10,
  produce: 11,
  spice: 12,
  filler: 13,
};

function orderOf(item: DraftItem, base: Draft["base"]): number {
  const ingredient = info(item.key);
  if (ingredient.kind === "spirit" && ingredient.base === base && !item.top) return -1;
  if (item.float || item.last) return 30;
  if (item.top) return 20;
  return KIND_ORDER[ingredient.kind] ?? 15;
}

/** Sorts the draft in place; the alcohol-free copy inherits the order of its parent. */
export function sortItems(draft: Draft): void {
  const ranked = draft.items.map((item, index) => ({ item, index, order: orderOf(item, draft.base) }));
  ranked.sort((a, b) => a.order - b.order || num(b.item) - num(a.item) || a.index - b.index);
  draft.items = ranked.map((entry) => entry.item);
}

export function ingredientLines(draft: Draft): CocktailIngredient[] {
  return draft.items.map((item) => ({
    nom: nameOf(item),
    quantite: item.amount,
    unite: unitLabel(item.unit, item.amount),
  }));
}

function iceOf(draft: Draft): string {
  return draft.service === "crushed" ? "de glace pilée" : "de glaçons";
}

function muddleSentence(draft: Draft, where: string, muddled: readonly DraftItem[]): string {
  const crushed = muddled.filter((item) => {
    const kind = info(item.key).kind;
    return kind === "herb" || kind === "produce" || kind === "spice" || item.key === "limeWedges";
  });
  const rest = muddled.filter((item) => !crushed.includes(item));
  if (!crushed.length) {
    return `${capitalize(where)}, mélangez ${joinFr(rest.map(phraseOf))} jusqu'à ce que le sucre ou le miel soit dissous.`;
  }
  const withRest = rest.length ? ` avec ${joinFr(rest.map(phraseOf))}` : "";
  return `${capitalize(where)}, pilez doucement ${joinFr(crushed.map(phraseOf))}${withRest} pour en libérer les arômes.`;
}

function pourList(items: readonly DraftItem[], extras: readonly DraftItem[]): string {
  const poured = joinFr(items.map(nameOf));
  const added = extras.length ? `${poured ? ", puis ajoutez " : ""}${joinFr(extras.map(phraseOf))}` : "";
  return `${poured}${added}`;
}

function finishSteps(
  draft: Draft,
  decoration: string,
  lasts: readonly DraftItem[],
  floats: readonly DraftItem[],
) {
  const steps: string[] = [];
  for (const item of lasts) {
    steps.push(
      `Versez enfin un filet ${ofName(nameOf(item))} lentement le long de la paroi, sans remuer\u00a0: il glisse au fond et dessine un dégradé de couleurs.`,
    );
  }
  for (const item of floats) {
    steps.push(
      `Terminez par un filet ${ofName(nameOf(item))}, versé très doucement sur le dos d'une cuillère de bar pour qu'il reste en surface.`,
    );
  }
  steps.push(
    decoration ? `Décorez avec ${lowerFirst(decoration)}, puis servez aussitôt.` : "Servez aussitôt.",
  );
  return steps;
}

/** The numbered steps, in the French of a home bartender, for the draft's method and service. */
export function renderSteps(draft: Draft, decoration: string): string[] {
  const glass = draft.glass;
  const muddled = draft.items.filter((item) => item.muddle);
  const rest = draft.items.filter((item) => !item.muddle && !item.top && !item.float && !item.last);
  const poured = rest.filter(isPoured);
  const extras = rest.filter((item) => !isPoured(item));
  const tops = draft.items.filter((item) => item.top);
  const lasts = draft.items.filter((item) => item.last);
  const floats = draft.items.filter((item) => item.float);
  const topText = joinFr(tops.map((item) => ofName(nameOf(item))));
  const steps: string[] = [];
  const chilled = draft.service === "up" || draft.service === "flute";

  if (chilled && draft.method !== "built") {
    steps.push(
      `Placez ${theGlass(glass)} au congélateur pendant la préparation pour ${agree(glass, "le", "la")} rafraîchir.`,
    );
  }
  if (draft.classic.rim === "salt" && draft.glass === draft.classic.glass) {
    steps.push(
      `Frottez le bord ${ofTheGlass(glass)} avec un quartier de citron vert, puis trempez-en la moitié dans du sel fin.`,
    );
  }
  if (draft.classic.rim === "sugar" && draft.glass === draft.classic.glass) {
    steps.push(
      `Frottez le bord ${ofTheGlass(glass)} avec un quartier de citron, puis trempez-le dans du sucre en poudre.`,
    );
  }

  switch (draft.method) {
    case "shaken": {
      if (muddled.length) steps.push(muddleSentence(draft, "au fond du shaker", muddled));
      steps.push(`Versez dans le shaker\u00a0: ${pourList(poured, extras)}.`);
      const egg = draft.items.find((item) => item.key === "eggWhite");
      if (egg) {
        const lead = egg.optional ? "Si vous utilisez le blanc d'œuf, fermez" : "Fermez";
        steps.push(
          `${lead} le shaker et secouez-le d'abord sans glace une dizaine de secondes, pour faire mousser le blanc d'œuf.`,
        );
      }
      steps.push("Remplissez le shaker de glaçons et fermez-le bien.");
      steps.push("Secouez énergiquement 10 à 15 secondes, jusqu'à ce que le shaker soit glacé au toucher.");
      const fine =
        muddled.length || extras.some((item) => info(item.key).kind === "herb")
          ? ", à travers une passoire fine pour retenir les morceaux"
          : "";
      if (chilled)
        steps.push(`Filtrez dans ${theGlass(glass)} bien ${agree(glass, "froid", "froide")}${fine}.`);
      else
        steps.push(
          `Filtrez dans ${theGlass(glass)} ${agree(glass, "rempli", "remplie")} ${iceOf(draft)}${fine}.`,
        );
      if (tops.length)
        steps.push(`Complétez ${topText}, puis remuez une seule fois, délicatement, pour garder les bulles.`);
      break;
    }
    case "stirred": {
      if (muddled.length) steps.push(muddleSentence(draft, "au fond du verre à mélange", muddled));
      steps.push(
        `Versez dans ${muddled.length ? "le" : "un"} verre à mélange\u00a0: ${pourList(poured, extras)}.`,
      );
      steps.push(
        "Remplissez-le de glaçons et remuez 20 à 30 secondes avec une cuillère de bar, jusqu'à ce que le verre se couvre de buée.",
      );
      if (chilled) steps.push(`Filtrez dans ${theGlass(glass)} bien ${agree(glass, "froid", "froide")}.`);
      else
        steps.push(`Filtrez dans ${theGlass(glass)} ${agree(glass, "rempli", "remplie")} ${iceOf(draft)}.`);
      if (tops.length) steps.push(`Complétez ${topText} et remuez une seule fois, délicatement.`);
      break;
    }
    case "blended": {
      steps.push(
        `Versez dans le blender\u00a0: ${pourList(
          [...muddled, ...poured].filter(isPoured),
          [...muddled, ...extras].filter((item) => !isPoured(item)),
        )}, avec une bonne poignée de glace pilée.`,
      );
      steps.push("Mixez 15 à 20 secondes, jusqu'à obtenir une texture lisse et givrée.");
      steps.push(`Versez le tout dans ${theGlass(glass)}.`);
      if (tops.length) steps.push(`Complétez ${topText}.`);
      break;
    }
    case "built": {
      if (draft.service === "hot") {
        steps.push(
          `Remplissez ${theGlass(glass)} d'eau très chaude pour ${agree(glass, "le", "la")} préchauffer, puis ${agree(glass, "videz-le", "videz-la")}.`,
        );
        // The coffee goes in first, so the sugar melts in the heat.
        const liquids = poured
          .filter((item) => info(item.key).kind !== "dairy")
          .sort((a, b) => Number(b.key === "hotCoffee") - Number(a.key === "hotCoffee"));
        steps.push(`Versez-y\u00a0: ${pourList(liquids, extras)}.`);
        steps.push("Remuez jusqu'à ce que le sucre soit complètement dissous.");
        if (floats.some((item) => item.key === "cream")) {
          steps.push(
            "Fouettez légèrement la crème bien froide, juste pour l'épaissir : elle doit encore couler.",
          );
        }
        break;
      }
      if (muddled.length) steps.push(muddleSentence(draft, `au fond ${ofTheGlass(glass)}`, muddled));
      steps.push(`Remplissez ${theGlass(glass)} ${iceOf(draft)}.`);
      if (poured.length || extras.length) steps.push(`Versez-y\u00a0: ${pourList(poured, extras)}.`);
      if (tops.length) steps.push(`Complétez ${topText}.`);
      if (draft.family === "stirred") {
        steps.push(
          "Remuez 20 à 30 secondes avec une cuillère de bar pour refroidir et diluer juste ce qu'il faut.",
        );
      } else if (draft.family === "smash") {
        steps.push(`Remuez jusqu'à ce que ${theGlass(glass)} se couvre de givre.`);
      } else {
        steps.push("Remuez délicatement de bas en haut, juste pour mélanger.");
      }
      break;
    }
  }
  steps.push(...finishSteps(draft, decoration, lasts, floats));
  return steps;
}

export function difficultyOf(draft: Draft): Difficulty {
  let points = 0;
  if (draft.method === "shaken" || draft.method === "blended") points++;
  if (draft.service === "hot") points++;
  if (draft.items.some((item) => item.muddle)) points++;
  if (draft.items.some((item) => item.key === "eggWhite")) points++;
  if (draft.items.some((item) => item.float || item.last)) points++;
  if (draft.classic.rim) points++;
  if (draft.items.length >= 7) points++;
  if (points <= 1) return "Facile";
  return points <= 3 ? "Moyen" : "Difficile";
}

export function preparationOf(draft: Draft): string {
  const byMethod = { built: 3, stirred: 4, shaken: 5, blended: 5 } as const;
  let minutes = draft.service === "hot" ? 8 : byMethod[draft.method];
  if (draft.items.some((item) => item.muddle)) minutes += 1;
  if (draft.items.some((item) => item.key === "eggWhite")) minutes += 2;
  if (draft.classic.rim) minutes += 1;
  if (draft.items.some((item) => item.float || item.last)) minutes += 1;
  return `${minutes}\u00a0min`;
}

export const FAMILY_SENTENCES: Record<CocktailFamily, string> = {
  sour: "L'équilibre du sour est respecté : environ deux mesures d'alcool pour une de citron et un peu moins de sucre.",
  "equal-parts": "Les parts égales du classique sont conservées, la nouveauté vient en touche.",
  short: "Un court secoué, à servir bien frais.",
  stirred: "Il reste un cocktail remué, sec et puissant, à déguster lentement.",
  highball: "Un long drink léger, allongé jusqu'en haut du verre.",
  mule: "Un long drink piquant, servi bien glacé.",
  fizz: "Un sour allongé de bulles, vif et désaltérant.",
  smash: "Pilé dans le verre et servi sur glace pilée, il se boit frais et parfumé.",
  tiki: "Un punch tiki généreux, aux saveurs des îles.",
  sparkling: "Couronné de bulles, il est parfait à l'apéritif.",
  hot: "Une boisson chaude et réconfortante, à déguster aussitôt.",
};

export const FAMILY_TIPS: Record<CocktailFamily, string> = {
  sour: "Goûtez du bout d'une paille avant de servir : trop vif, ajoutez un demi-centilitre de sirop ; trop doux, un trait de citron.",
  "equal-parts":
    "Mesurez chaque part au doseur : tout l'équilibre d'un cocktail à parts égales tient à leur précision.",
  short:
    "Secouez avec beaucoup de glaçons bien durs : plus il y en a, moins ils fondent et diluent le cocktail.",
  stirred:
    "Prenez des glaçons bien secs, sortis du congélateur au dernier moment : ils refroidissent sans trop diluer.",
  highball:
    "Remplissez le verre de glaçons jusqu'en haut : un verre bien plein fond moins vite qu'un verre à moitié vide.",
  mule: "Passez le verre au congélateur avant de le remplir : la boisson reste glacée jusqu'à la dernière gorgée, et un mug en cuivre excelle à ce jeu.",
  fizz: "Gardez l'eau gazeuse au réfrigérateur jusqu'au dernier moment : bien froide, elle garde ses bulles plus longtemps.",
  smash:
    "Pilez sans écraser : il s'agit d'exprimer les jus et les parfums, pas de réduire les ingrédients en bouillie.",
  tiki: "Préparez la glace pilée à l'avance et gardez-la au congélateur : c'est elle qui donne au tiki toute sa fraîcheur.",
  sparkling:
    "Versez le vin effervescent bien frais, en inclinant le verre, pour garder un maximum de bulles.",
  hot: "Préchauffez toujours le verre : un verre froid fait perdre sa chaleur à la boisson en quelques secondes.",
};

/** "le Negroni", "la Margarita", "l'Old Fashioned". */
export function theClassic(nom: string, genre: "m" | "f"): string {
  if (/^[aeiouyàâéèêîïôû]/i.test(nom) && !/^y[aeiou]/i.test(nom)) return `l'${nom}`;
  return genre === "f" ? `la ${nom}` : `le ${nom}`;
}

export function classicTip(draft: Draft): string {
  const { nom, genre, methode } = draft.classic;
  return `${capitalize(theClassic(nom, genre))} d'origine\u00a0: ${lowerFirst(methode)}`;
}

export function renderCocktail(
  draft: Draft,
  text: { nom: string; description: string; decoration: string; astuces: readonly string[] },
): Cocktail {
  return {
    nom: text.nom,
    description: text.description,
    ingredients: ingredientLines(draft),
    instructions: renderSteps(draft, text.decoration).map((description, index) => ({
      etape: index + 1,
      description,
    })),
    difficulte: difficultyOf(draft),
    preparation: preparationOf(draft),
    verre: capitalize(GLASSES[draft.glass].nom),
    decoration: capitalize(text.decoration),
    astuces: [...text.astuces],
  };
}
