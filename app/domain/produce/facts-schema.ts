import { z } from "../zod";

/**
 * The season and carbon lines of a recipe, as text written on the server (facts.ts) and sent
 * to the browser with a generated recipe; the stream's reader checks them with this schema.
 */
export const produceFactsSchema = z.object({
  /** « De saison », « Hors saison en novembre »; absent when the dish is not produce-led. */
  season: z.string().max(200).optional(),
  /** « tomate, courgette »: the leading produce out of season, for « Hors saison ». */
  outOfSeason: z.string().max(500).optional(),
  /** « ≈ 1,4 kg CO₂e par portion (comme 6,4 km en voiture) », when 95 % of the weight is counted. */
  carbon: z.string().max(300).optional(),
  /** Why there is no figure: « Empreinte carbone non calculée : 80 % du poids… ». */
  carbonMissing: z.string().max(2000).optional(),
  /** « Non comptés : safran »: foods left out of a figure that is shown. */
  uncounted: z.string().max(2000).optional(),
  source: z.string().max(300),
});

export type ProduceFacts = z.output<typeof produceFactsSchema>;
