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
export type ListEvent = { de: ChangeOrigin; nom?: string; type: ListChangeKind; version: number };

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

/**
 * Reads one event's data; anything else is ignored rather than shown. Checked by hand rather than
 * with zod: the home page carries the live list, and zod would add about 25 KB to its first load.
 */
export function parseListEvent(data: string): ListEvent | undefined {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  const { de, nom, type, version } = value as Record<string, unknown>;
  const origin = CHANGE_ORIGINS.find((candidate) => candidate === de);
  const kind = LIST_CHANGE_KINDS.find((candidate) => candidate === type);
  if (!origin || !kind || typeof version !== "number") return undefined;
  if (nom !== undefined && typeof nom !== "string") return undefined;
  return { de: origin, type: kind, version, ...(nom === undefined ? {} : { nom }) };
}
