import { z } from "~/domain/zod";

/**
 * What changed on a shopping list, as the live list says it: a tick, lines added beside the
 * meals, the week's meals (a new week, a meal added or removed), the pantry behind « Déjà chez
 * vous » (« J'ai tout acheté », emptying it); `reprise`: changes may have been missed meanwhile.
 */
export const LIST_CHANGE_KINDS = ["coche", "ajout", "semaine", "garde-manger", "reprise"] as const;
export type ListChangeKind = (typeof LIST_CHANGE_KINDS)[number];

/**
 * Who made a change, seen from the screen that hears of it: `ici` this device, `appareil` the same
 * member on another device, `membre` someone else of the household, `toque` nobody in particular
 * (changes may have been missed).
 */
export const CHANGE_ORIGINS = ["ici", "appareil", "membre", "toque"] as const;
export type ChangeOrigin = (typeof CHANGE_ORIGINS)[number];

/** The one event of the live list's stream, in the words the browser reads. */
export const listEventSchema = z.object({
  de: z.enum(CHANGE_ORIGINS),
  nom: z.string().optional(),
  type: z.enum(LIST_CHANGE_KINDS),
  version: z.number(),
});
export type ListEvent = z.infer<typeof listEventSchema>;

export const liveListMessages = {
  otherDevice: "Mis à jour sur un autre appareil",
  by: (name: string) => `Mis à jour par ${name}`,
  /** A change whose author has no name to show (a visitor's, or one from before a restart). */
  anonymous: "Liste mise à jour",
} as const;

/** The note a change earns on the screen; none for this device's own changes or a catch-up. */
export function liveNote(event: Pick<ListEvent, "de" | "nom">): string | undefined {
  if (event.de === "appareil") return liveListMessages.otherDevice;
  if (event.de === "membre") return event.nom ? liveListMessages.by(event.nom) : liveListMessages.anonymous;
  return undefined;
}

/** Reads one event's data; anything else is ignored rather than shown. */
export function parseListEvent(data: string): ListEvent | undefined {
  try {
    const parsed = listEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
