// Apart from the list's logic, which reads the lexicon (server-only data): the screen needs
// these names to show the two groups differently.

/** Salt, pepper, oils, spices: kept at home, listed without quantities. */
export const CUPBOARD = "À avoir dans le placard";
/** Foods of Mon garde-manger: not bought, shown apart. */
export const AT_HOME = "Déjà chez vous";
