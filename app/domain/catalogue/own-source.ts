// Apart from from-own.ts, which reads the lexicon: pages use these ids in the browser, where the
// lexicon and the CIQUAL table must never travel (client-bundles.test.ts).

/**
 * The id a customised version keeps of the own recipe it was made from: its origin says
 * whether the text is the cook's (publishable) or a site's (never published).
 */
export function ownSourceId(origin: "written" | "imported", entryId: string): string {
  return `mes-recettes-${origin}-${entryId}`;
}

export function ownSourceOf(
  recipeId: string,
): { origin: "written" | "imported"; entryId: string } | undefined {
  const match = /^mes-recettes-(written|imported)-([0-9a-f-]{36})$/.exec(recipeId);
  return match ? { origin: match[1] as "written" | "imported", entryId: match[2]! } : undefined;
}
