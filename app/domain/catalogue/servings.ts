/**
 * The people a recipe may be scaled for. Apart from scale.ts, which reads the lexicon, so
 * that the servings controls in the browser do not pull the food tables with them.
 */
export const MIN_SERVINGS = 1;
export const MAX_SERVINGS = 24;
