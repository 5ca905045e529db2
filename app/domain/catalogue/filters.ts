import { z } from "zod";
import { DIFFICULTIES } from "../generation/recipe-schema";

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
} as const;

/**
 * Filters of Nos Recettes and Le Chef C'est Vous, as their URLs carry them
 * (`?q=tomate&categorie=Plats&difficulte=Facile&temps=30&page=2`). An empty field means no filter.
 */
export const catalogueFiltersSchema = z.object({
  q: z.string().trim().max(MAX_QUERY_LENGTH, filterMessages.query).default(""),
  categorie: z.string().trim().max(40, filterMessages.category).default(""),
  difficulte: z.enum(["", ...DIFFICULTIES], filterMessages.difficulty).default(""),
  temps: z.enum(["", "15", "30", "45", "60"], filterMessages.time).default(""),
  page: z.coerce.number(filterMessages.page).int(filterMessages.page).min(1, filterMessages.page).max(1000, filterMessages.page).default(1),
});

export type CatalogueFilters = z.infer<typeof catalogueFiltersSchema>;

export interface ReadFilters {
  filters: CatalogueFilters;
  /** French messages for the fields that were ignored. */
  problems: string[];
}

/** Reads filters from a URL; a bad field is dropped with a message, the others still apply. */
export function readFilters(params: URLSearchParams): ReadFilters {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(catalogueFiltersSchema.shape)) {
    const value = params.get(key);
    if (value !== null && value !== "") raw[key] = value;
  }
  const problems: string[] = [];
  const parsed = catalogueFiltersSchema.safeParse(raw);
  if (parsed.success) return { filters: parsed.data, problems };
  for (const issue of parsed.error.issues) {
    problems.push(issue.message);
    delete raw[String(issue.path[0])];
  }
  return { filters: catalogueFiltersSchema.parse(raw), problems };
}

/** The URL search of these filters, without empty fields and without page 1. */
export function filtersSearch(filters: Partial<CatalogueFilters>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === "" || value === undefined || (key === "page" && value === 1)) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

export function hasFilters(filters: CatalogueFilters): boolean {
  return filters.q !== "" || filters.categorie !== "" || filters.difficulte !== "" || filters.temps !== "";
}

/** Categories in French alphabetical order (« Entrées » before « Plats », accents ignored). */
export function sortCategories(categories: Iterable<string>): string[] {
  return [...new Set(categories)].sort(new Intl.Collator("fr", { sensitivity: "base" }).compare);
}
