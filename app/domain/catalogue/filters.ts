import type { Allergen } from "../base/allergens";
import type { Difficulty } from "../generation/labels";
import type { Cuisine, Region } from "../recipe/labels";
import { formatNumber } from "../text/numbers";

/** Spec §9: Le Chef C'est Vous filters on these maximum total times. */
export const TIME_FILTERS = [15, 30, 45, 60] as const;
export const PAGE_SIZE = 24;
export const MAX_QUERY_LENGTH = 100;

export const filterMessages = {
  query: `La recherche est limitée à ${MAX_QUERY_LENGTH} caractères.`,
  category: "Cette catégorie n'existe pas.",
  difficulty: "Choisissez une difficulté parmi Facile, Moyen et Difficile.",
  time: "Choisissez une durée parmi 15, 30, 45 et 60 minutes.",
  page: "Cette page n'existe pas.",
  season: "Le filtre «\u00a0De saison\u00a0» se coche ou se décoche, sans autre valeur.",
  allergen: "Choisissez les allergènes à éviter parmi les 14 de la liste.",
  region: "Choisissez une région de la liste.",
  cuisine: "Choisissez une cuisine de la liste.",
  sort: "Choisissez un tri parmi pertinence, temps et nouveautés.",
} as const;

/** Filters of Nos Recettes and Le Chef C'est Vous, once read from the URL (filter-schema.ts). */
export interface CatalogueFilters {
  q: string;
  categorie: string;
  difficulte: "" | Difficulty;
  temps: "" | "15" | "30" | "45" | "60";
  /** « 1 »: only the dishes led by fruit and vegetables that are in season this month. */
  saison: "" | "1";
  /** Allergens the recipes must not contain: `?sans=lait&sans=gluten`. */
  sans: Allergen[];
  region: "" | Region;
  cuisine: "" | Cuisine;
  /** « » pertinence, « temps » quickest first, « nouveautes » newest first. */
  tri: "" | SortOrder;
  page: number;
}

export const SORT_ORDERS = ["temps", "nouveautes"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const sortLabels: Record<"" | SortOrder, string> = {
  "": "Pertinence",
  temps: "Temps",
  nouveautes: "Nouveautés",
};

/** No filter at all: the whole catalogue, page 1 (what an empty URL reads as). */
export const NO_FILTERS: CatalogueFilters = {
  q: "",
  categorie: "",
  difficulte: "",
  temps: "",
  saison: "",
  sans: [],
  region: "",
  cuisine: "",
  tri: "",
  page: 1,
};

/** The URL search of these filters, without empty fields and without page 1. */
export function filtersSearch(filters: Partial<CatalogueFilters>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === "" || value === undefined || (key === "page" && value === 1)) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * « 52 recettes », « 1 recette », « plus de 200 recettes »: the count of a search. Past the
 * pages the repository counts, it only knows a lower bound, and says so.
 */
export function resultCountLabel(count: number, capped: boolean): string {
  const figure = formatNumber(count, 0);
  if (capped) return `plus de ${figure}\u00a0recettes`;
  // French puts 0 and 1 in the singular.
  return count < 2 ? `${count}\u00a0recette` : `${figure}\u00a0recettes`;
}

export function hasFilters(filters: CatalogueFilters): boolean {
  return (
    filters.q !== "" ||
    filters.categorie !== "" ||
    filters.difficulte !== "" ||
    filters.temps !== "" ||
    filters.saison !== "" ||
    filters.sans.length > 0 ||
    filters.region !== "" ||
    filters.cuisine !== ""
  );
}

/** Categories in French alphabetical order (« Entrées » before « Plats », accents ignored). */
export function sortCategories(categories: Iterable<string>): string[] {
  return [...new Set(categories)].sort(new Intl.Collator("fr", { sensitivity: "base" }).compare);
}

/** Up to this many pages (168 recipes), every page is numbered. */
const ALL_PAGES_UP_TO = 7;

/** A page link of a search, or a gap between them. */
export type PageLink = { page: number; current: boolean } | { gap: true };

/**
 * The page numbers of a search: all of them up to ALL_PAGES_UP_TO, else the first, the last
 * known, and two on each side of the current one, gaps written once. `more` says pages exist beyond the last known (they were not counted),
 * so a gap ends the list. A current page past the results (an old link) is not numbered.
 */
export function pageLinks(current: number, known: number, more: boolean): PageLink[] {
  const last = Math.max(known, 1);
  const shown = new Set([1, last]);
  const window = last <= ALL_PAGES_UP_TO ? last : 2;
  for (let page = current - window; page <= current + window; page++)
    if (page >= 1 && page <= last) shown.add(page);
  const links: PageLink[] = [];
  let previous = 0;
  for (const page of [...shown].sort((first, second) => first - second)) {
    if (page > previous + 1) links.push({ gap: true });
    links.push({ page, current: page === current });
    previous = page;
  }
  if (more) links.push({ gap: true });
  return links;
}
