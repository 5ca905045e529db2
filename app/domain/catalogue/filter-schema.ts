import { z } from "../zod";
import { ALLERGENS } from "../base/allergens";
import { DIFFICULTIES } from "../generation/labels";
import { CUISINES, REGIONS } from "../recipe/labels";
import { type CatalogueFilters, MAX_QUERY_LENGTH, SORT_ORDERS, filterMessages } from "./filters";

/**
 * Filters of Nos Recettes and Le Chef C'est Vous, as their URLs carry them
 * (`?q=tomate&categorie=Plats&difficulte=Facile&temps=30&saison=1&page=2`). An empty field means no filter.
 */
export const catalogueFiltersSchema = z.object({
  q: z.string().trim().max(MAX_QUERY_LENGTH, filterMessages.query).default(""),
  categorie: z.string().trim().max(40, filterMessages.category).default(""),
  difficulte: z.enum(["", ...DIFFICULTIES], filterMessages.difficulty).default(""),
  temps: z.enum(["", "15", "30", "45", "60"], filterMessages.time).default(""),
  saison: z.enum(["", "1"], filterMessages.season).default(""),
  sans: z
    .array(z.enum(ALLERGENS, filterMessages.allergen))
    .max(ALLERGENS.length, filterMessages.allergen)
    .transform((allergens) => [...new Set(allergens)])
    .default([]),
  region: z.enum(["", ...REGIONS], filterMessages.region).default(""),
  cuisine: z.enum(["", ...CUISINES], filterMessages.cuisine).default(""),
  tri: z.enum(["", ...SORT_ORDERS], filterMessages.sort).default(""),
  page: z.coerce
    .number(filterMessages.page)
    .int(filterMessages.page)
    .min(1, filterMessages.page)
    .max(1000, filterMessages.page)
    .default(1),
}) satisfies z.ZodType<CatalogueFilters, unknown>;

export interface ReadFilters {
  filters: CatalogueFilters;
  /** French messages for the fields that were ignored. */
  problems: string[];
}

/** Reads filters from a URL; a bad field is dropped with a message, the others still apply. */
export function readFilters(params: URLSearchParams): ReadFilters {
  const raw: Record<string, string | string[]> = {};
  for (const key of Object.keys(catalogueFiltersSchema.shape)) {
    if (key === "sans") {
      const values = params.getAll(key).filter((value) => value !== "");
      if (values.length > 0) raw[key] = values;
      continue;
    }
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
