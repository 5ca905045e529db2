import type { IbaGlass } from "./iba-data.server";

export interface Glass {
  nom: string;
  /** Grammatical gender, for "le verre rempli" or "la flûte bien froide". */
  genre: "m" | "f";
}

export const GLASSES = {
  cocktail: { nom: "verre à cocktail", genre: "m" },
  coupette: { nom: "coupette", genre: "f" },
  rocks: { nom: "tumbler", genre: "m" },
  doubleRocks: { nom: "grand tumbler", genre: "m" },
  highball: { nom: "verre highball", genre: "m" },
  collins: { nom: "verre tube", genre: "m" },
  flute: { nom: "flûte", genre: "f" },
  hurricane: { nom: "verre hurricane", genre: "m" },
  copperMug: { nom: "mug en cuivre", genre: "m" },
  julepCup: { nom: "timbale à julep", genre: "f" },
  irishCoffee: { nom: "verre à irish coffee", genre: "m" },
  goblet: { nom: "verre à pied", genre: "m" },
  wine: { nom: "verre à vin", genre: "m" },
} as const satisfies Record<string, Glass>;

export type GlassId = keyof typeof GLASSES;

/** The glass named in each IBA method, in the French bar vocabulary. */
export const GLASS_FROM_IBA: Record<IbaGlass, GlassId> = {
  "irish-coffee": "irishCoffee",
  "julep-cup": "julepCup",
  "copper-mug": "copperMug",
  hurricane: "hurricane",
  collins: "collins",
  highball: "highball",
  flute: "flute",
  wine: "wine",
  "double-rocks": "doubleRocks",
  rocks: "rocks",
  goblet: "goblet",
  cocktail: "cocktail",
};

/** "le verre à cocktail", "la flûte". */
export function theGlass(id: GlassId): string {
  const glass = GLASSES[id];
  return `${glass.genre === "f" ? "la" : "le"} ${glass.nom}`;
}

/** "du verre à cocktail", "de la flûte". */
export function ofTheGlass(id: GlassId): string {
  const glass = GLASSES[id];
  return `${glass.genre === "f" ? "de la" : "du"} ${glass.nom}`;
}

/** Past participles and adjectives that follow the glass: "rempli", "remplie". */
export function agree(id: GlassId, masculine: string, feminine: string): string {
  return GLASSES[id].genre === "f" ? feminine : masculine;
}
