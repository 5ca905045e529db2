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
  /** « ≈ 0,4 kg CO₂e par portion pour les fruits et légumes (comme 1,8 km en voiture) ». */
  carbon: z.string().max(300).optional(),
  /** « Non comptés : bœuf, beurre ». */
  uncounted: z.string().max(2000).optional(),
  source: z.string().max(300),
});

export type ProduceFacts = z.output<typeof produceFactsSchema>;
