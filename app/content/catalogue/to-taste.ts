import type { CatalogueIngredient } from "~/domain/catalogue/types";

/** Salt, pepper and the like, seasoned by the cook rather than weighed. */
export const toTaste = (nom: string): CatalogueIngredient => ({ nom, quantite: "selon le goût", unite: "" });
