import { balance, half } from "./balance";
import { CLASSICS_BY_BASE, type Classic } from "./classics";
import { applyTwist, canApply, createDraft, reflects, type Draft, type DraftItem } from "./draft";
import { INGREDIENTS, NA_PREPARATION_TIPS, NA_SUBSTITUTES, isAlcoholic, ofName } from "./ingredients";
import {
  FAMILY_SENTENCES,
  FAMILY_TIPS,
  capitalize,
  classicTip,
  joinFr,
  ofClassic,
  renderCocktail,
  sortItems,
} from "./render";
import { ALCOHOL_FREE_BITTER, TWISTS, twistsFor, type Twist } from "./twists";
import {
  COCKTAIL_BASES,
  HEALTH_NOTICE,
  TASTE_PREFERENCES,
  cocktailMessages,
  type Cocktail,
  type CocktailBase,
  type CocktailRequest,
  type CocktailResult,
  type TastePreference,
} from "./types";

export {
  COCKTAIL_BASES,
  HEALTH_NOTICE,
  TASTE_PREFERENCES,
  cocktailBaseLabels,
  tastePreferenceHints,
} from "./types";
export type { Cocktail, CocktailBase, CocktailRequest, CocktailResult, TastePreference } from "./types";

const PREFERENCE_RANK = new Map<string, number>(
  TASTE_PREFERENCES.map((preference, index) => [preference, index]),
);

/** Known preferences, once each, in the order of the screen: the result ignores how they were ticked. */
export function canonicalPreferences(preferences: readonly string[]): TastePreference[] {
  const known = preferences.filter((p): p is TastePreference => PREFERENCE_RANK.has(p));
  return [...new Set(known)].sort((a, b) => (PREFERENCE_RANK.get(a) ?? 0) - (PREFERENCE_RANK.get(b) ?? 0));
}

// A hot drink cannot be made sharp with citrus (the cream would curdle) nor served frosty; a
// savoury Bloody Mary takes neither sugar nor fruit.
function compatible(classic: Classic, chosen: readonly TastePreference[]): boolean {
  if (classic.family === "hot" && chosen.some((p) => p === "Acidulé" || p === "Rafraîchissant")) return false;
  return !(classic.savoury && chosen.some((p) => p === "Sucré" || p === "Fruité"));
}

/**
 * How well a classic already matches the preferences: each matched preference counts, more when
 * it is strong; tastes nobody asked for cost a little, so a plain request finds a plain drink.
 */
function score(classic: Classic, chosen: readonly TastePreference[]): number {
  let total = 0;
  for (const preference of chosen) {
    const weight = classic.weights[preference];
    if (weight > 0) total += 2 + Math.min(weight, 2);
  }
  if (chosen.length) total -= 0.5 * classic.tags.filter((tag) => !chosen.includes(tag)).length;
  return total;
}

const HOUSE_ORDER: readonly TastePreference[] = ["Fruité", "Herbacé", "Épicé", "Amer", "Rafraîchissant"];

const rankings = new Map<string, readonly Classic[]>();

/** The classics of a base, best match first; computed once per base and set of preferences. */
export function rankClassics(base: CocktailBase, chosen: readonly TastePreference[]): readonly Classic[] {
  const key = `${base}:${chosen.join(",")}`;
  const cached = rankings.get(key);
  if (cached) return cached;
  const ranked = CLASSICS_BY_BASE[base]
    .filter((classic) => compatible(classic, chosen))
    .map((classic) => ({ classic, score: score(classic, chosen) }))
    .sort((a, b) => b.score - a.score || a.classic.rank - b.classic.rank)
    .map((entry) => entry.classic);
  rankings.set(key, ranked);
  return ranked;
}

function chooseTwist(
  draft: Draft,
  preference: TastePreference,
  cycle: number,
  alcoholFree = false,
): Twist | undefined {
  const candidates =
    alcoholFree && preference === "Amer"
      ? [ALCOHOL_FREE_BITTER, ...[TWISTS.get("tonic")].filter((t): t is Twist => t !== undefined)]
      : twistsFor(draft.base, preference);
  const options = candidates.filter((twist) => canApply(draft, twist, alcoholFree));
  return options.length ? options[cycle % options.length] : undefined;
}

/**
 * The dominant preference is the first chosen one the classic lacks (the new character of the
 * creation), else the first chosen one; with no choice at all, the classic's own main taste is
 * pushed further. Its twist is always applied; every other chosen preference gets a twist only
 * when the glass does not show it yet.
 */
function applyPreferences(draft: Draft, cycle: number): void {
  const chosen = draft.chosen;
  const lacking = chosen.filter((p) => !reflects(draft, p));
  // Without any choice, push the classic's own character; sugar and citrus are too ordinary for that.
  const fallback: TastePreference[] = [...draft.classic.tags, ...HOUSE_ORDER].filter(
    (p) => p !== "Sucré" && p !== "Acidulé",
  );
  fallback.push("Sucré", "Acidulé");
  const candidates = lacking.length ? [...lacking, ...chosen, ...fallback] : [...chosen, ...fallback];
  let dominant: TastePreference | undefined;
  for (const preference of candidates) {
    const twist = chooseTwist(draft, preference, cycle);
    if (twist) {
      applyTwist(draft, twist);
      dominant = preference;
      break;
    }
  }
  for (const preference of chosen) {
    if (preference === dominant || reflects(draft, preference)) continue;
    const twist = chooseTwist(draft, preference, cycle);
    if (twist) applyTwist(draft, twist);
  }
}

function nameOf(draft: Draft): string {
  const { nom, genre } = draft.classic;
  const twist = draft.twists[0];
  if (!twist) return `${nom} maison`;
  const suffix = typeof twist.suffix === "string" ? twist.suffix : twist.suffix[genre];
  return `${nom} ${suffix}`;
}

const BASE_GARNISH: Record<CocktailBase, string> = {
  vodka: "un zeste de citron",
  gin: "un zeste de citron",
  rhum: "un quartier de citron vert",
  whisky: "un zeste d'orange",
  tequila: "une rondelle de citron vert",
};

const GARNISH_FILLERS = new Set(["quelques", "posée", "fraîche", "fraîches", "fendue", "surface"]);

function decorationOf(draft: Draft): string {
  const classic = draft.classic;
  // A salted or sugared rim only makes sense in the classic's own glass.
  const own = classic.rim && draft.glass !== classic.glass ? "" : classic.decoration;
  const twist = draft.twists.find((t) => t.garnish)?.garnish ?? "";
  // Two garnishes of the same fruit or herb ("gingembre confit" twice) read as a slip: keep one.
  const words = twist.split(/[\s']+/).filter((word) => word.length >= 5 && !GARNISH_FILLERS.has(word));
  const overlap = words.some((word) => own.includes(word));
  if (twist && own && !overlap) return `${twist}${own.includes(" et ") ? ", " : " et "}${own}`;
  return own || twist || BASE_GARNISH[draft.base];
}

function descriptionOf(draft: Draft): string {
  const { nom, genre, portrait } = draft.classic;
  const parts = [`Une création inspirée ${ofClassic(nom, genre)} (${portrait}).`];
  const effects = draft.twists.map((twist) => twist.effect);
  if (effects.length) parts.push(`Ici, ${joinFr(effects)}.`);
  parts.push(FAMILY_SENTENCES[draft.family]);
  if (draft.chosen.length) {
    parts.push(`Profil recherché\u00a0: ${joinFr(draft.chosen.map((p) => p.toLocaleLowerCase("fr")))}.`);
  }
  return parts.join(" ");
}

function tipsOf(draft: Draft): string[] {
  const twistTips = [
    ...new Set(draft.twists.map((twist) => twist.tip).filter((tip): tip is string => !!tip)),
  ];
  const tips = [
    ...twistTips.slice(0, 2),
    ...new Set(draft.notes),
    FAMILY_TIPS[draft.family],
    classicTip(draft),
  ];
  return tips.slice(0, 5);
}

interface AlcoholFree {
  draft: Draft;
  swaps: string[];
}

/** The same drink with every alcoholic ingredient swapped for a stand-in, or left out. */
function alcoholFreeDraft(draft: Draft, cycle: number): AlcoholFree {
  const items: DraftItem[] = [];
  const swaps: string[] = [];
  for (const item of draft.items) {
    if (!isAlcoholic(item.key)) {
      items.push({ ...item });
      continue;
    }
    const substitute = NA_SUBSTITUTES[item.key];
    if (!substitute) continue;
    const amount =
      item.unit === "cl" && typeof item.amount === "number"
        ? half(item.amount * substitute.factor)
        : item.amount;
    const swap = `${INGREDIENTS[substitute.key].nom} en guise ${ofName(INGREDIENTS[item.key].nom)}`;
    if (!swaps.includes(swap)) swaps.push(swap);
    const twin = items.find(
      (other) =>
        other.key === substitute.key &&
        other.unit === item.unit &&
        !!other.top === !!item.top &&
        !!other.float === !!item.float,
    );
    if (twin && typeof twin.amount === "number" && typeof amount === "number") twin.amount += amount;
    else items.push({ ...item, key: substitute.key, amount });
  }
  const alcoholFree: Draft = { ...draft, items, twists: [], notes: [] };
  for (const preference of draft.chosen) {
    if (reflects(alcoholFree, preference)) continue;
    const twist = chooseTwist(alcoholFree, preference, cycle, true);
    if (twist) applyTwist(alcoholFree, twist, true);
  }
  return { draft: alcoholFree, swaps };
}

function alcoholFreeCocktail(parent: Cocktail, draft: Draft, cycle: number, decoration: string): Cocktail {
  const { draft: alcoholFree, swaps } = alcoholFreeDraft(draft, cycle);
  const description = [
    `Toute l'idée ${ofClassic(parent.nom, draft.classic.genre)}, sans une goutte d'alcool.`,
    swaps.length ? `${capitalize(joinFr(swaps))}.` : "",
    alcoholFree.twists.length ? `Pour compenser, ${joinFr(alcoholFree.twists.map((t) => t.effect))}.` : "",
  ]
    .filter(Boolean)
    .join(" ");
  const preparationTips = [
    ...new Set(
      alcoholFree.items.map((item) => NA_PREPARATION_TIPS[item.key]).filter((tip) => tip !== undefined),
    ),
  ];
  const astuces = [
    ...preparationTips,
    "Servez-le dans le même verre que la version alcoolisée : le rituel fait partie du plaisir.",
    FAMILY_TIPS[draft.family],
  ].slice(0, 4);
  return renderCocktail(alcoholFree, { nom: `${parent.nom} sans alcool`, description, decoration, astuces });
}

/**
 * Creates a cocktail from a base and taste preferences, offline and deterministically: the best
 * matching IBA classic of the base (the variation walks down the ranking, then through other
 * twists), reworked so that every chosen preference shows, rebalanced for its structure family,
 * with its alcohol-free twin.
 */
export function createCocktail(request: CocktailRequest): CocktailResult {
  if (!COCKTAIL_BASES.includes(request.base)) throw new Error(cocktailMessages.noBase);
  const chosen = canonicalPreferences(request.preferences);
  const variation =
    Number.isSafeInteger(request.variation) && (request.variation ?? 0) >= 0 ? (request.variation ?? 0) : 0;
  const ranked = rankClassics(request.base, chosen);
  const classic = ranked[variation % ranked.length];
  if (!classic) throw new Error(cocktailMessages.noBase);
  const cycle = Math.floor(variation / ranked.length);

  const draft = createDraft(classic, chosen);
  applyPreferences(draft, cycle);
  balance(draft);
  sortItems(draft);

  const decoration = decorationOf(draft);
  const cocktail = renderCocktail(draft, {
    nom: nameOf(draft),
    description: descriptionOf(draft),
    decoration,
    astuces: tipsOf(draft),
  });
  return {
    cocktail,
    inspiration: classic.nom,
    nonAlcoholic: alcoholFreeCocktail(cocktail, draft, cycle, decoration),
    healthNotice: HEALTH_NOTICE,
  };
}
