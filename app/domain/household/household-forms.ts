import { z } from "~/domain/zod";

/** How long an invitation link opens the household: a week, then it must be made again. */
export const INVITATION_DAYS = 7;
export const HOUSEHOLD_NAME_MAX_LENGTH = 60;
const EMAIL_MAX_LENGTH = 254;

/** What « Mon foyer » and the invitation page say; tests and pages read them from here. */
export const householdMessages = {
  nameRequired: "Donnez un nom à votre foyer (2\u00a0caractères au moins).",
  nameTooLong: `Le nom du foyer ne doit pas dépasser ${HOUSEHOLD_NAME_MAX_LENGTH}\u00a0caractères.`,
  invalidEmail: "Cette adresse e-mail n'est pas valide.",
  invalidId: "Cet identifiant n'est pas valide.",
  unknownIntent: "Cette action n'existe pas sur la page Mon foyer.",
  invitationCreated:
    "Votre lien d'invitation est prêt. Copiez-le maintenant\u00a0: il ne sera plus affiché. Il ne sert qu'une fois et expire dans 7\u00a0jours.",
  invitationRevoked: "L'invitation a été révoquée\u00a0: son lien ne répond plus.",
  unknownInvitation: "Cette invitation n'existe pas ou n'est plus en attente.",
  notOwner: "Seul le propriétaire du foyer peut faire cela.",
  unknownMember: "Cette personne ne fait pas partie de votre foyer.",
  cannotRemoveSelf: "Pour partir, utilisez «\u00a0Quitter le foyer\u00a0».",
  aloneCannotLeave: "Vous êtes seul dans votre foyer\u00a0: il n'y a rien à quitter.",
  left: "Vous avez quitté le foyer. Vous gardez une copie de la semaine et de la liste de courses dans votre nouveau foyer.",
  linkUnknown: "Ce lien d'invitation n'existe pas.",
  linkUsed: "Ce lien d'invitation a déjà servi. Demandez-en un nouveau.",
  linkExpired: "Ce lien d'invitation a expiré. Demandez-en un nouveau.",
  linkRevoked: "Ce lien d'invitation a été révoqué. Demandez-en un nouveau.",
  alreadyMember: "Vous faites déjà partie de ce foyer.",
  mealTimesSaved:
    "Les heures des repas sont enregistrées\u00a0: votre agenda les prendra à sa prochaine mise à jour.",
} as const;

/** The three meals of a day, as the household's settings name them. */
export type MealTimes = Record<"breakfast" | "lunch" | "dinner", string>;

/** When Toque places each meal until the household chooses: « HH:MM », in Paris. */
export const DEFAULT_MEAL_TIMES: MealTimes = { breakfast: "08:00", lunch: "12:30", dinner: "19:30" };

/** The meals in the order of the day, and the field of « Heures des repas » each one fills. */
export const mealTimeFields = [
  { meal: "breakfast", field: "petitDejeuner" },
  { meal: "lunch", field: "dejeuner" },
  { meal: "dinner", field: "diner" },
] as const;

/** The message under a time that is not one, naming its meal. */
export const mealTimeMessages: MealTimes = {
  breakfast: "Indiquez l'heure du petit-déjeuner, par exemple 08:00.",
  lunch: "Indiquez l'heure du déjeuner, par exemple 12:30.",
  dinner: "Indiquez l'heure du dîner, par exemple 19:30.",
};

/** The hour and minute of a « HH:MM » this module has validated. */
export function clockOf(time: string): { hour: number; minute: number } {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  return { hour, minute };
}

export const renamedMessage = (name: string) => `Le foyer s'appelle désormais «\u00a0${name}\u00a0».`;
export const sendToMessage = (email: string) => `Envoyez ce lien à ${email}`;
export const removedMessage = (name: string) =>
  `${name} ne fait plus partie du foyer\u00a0; une copie de la semaine et de la liste lui reste.`;
export const joinedMessage = (name: string) => `Bienvenue dans le foyer «\u00a0${name}\u00a0»\u00a0!`;
export const defaultHouseholdName = (personName: string) => `Le foyer de ${personName}`;

const householdName = z
  .string({ error: householdMessages.nameRequired })
  .trim()
  .min(2, householdMessages.nameRequired)
  .max(HOUSEHOLD_NAME_MAX_LENGTH, householdMessages.nameTooLong);

const optionalEmail = z
  .string({ error: householdMessages.invalidEmail })
  .trim()
  .max(EMAIL_MAX_LENGTH, householdMessages.invalidEmail)
  .pipe(z.union([z.literal(""), z.email({ error: householdMessages.invalidEmail })]))
  .optional()
  .transform((email) => (email ? email : undefined));

/** Ids are UUIDs (members are better-auth ids: letters and digits): anything else is refused. */
const id = z
  .string({ error: householdMessages.invalidId })
  .regex(/^[A-Za-z0-9-]{1,64}$/, householdMessages.invalidId);

/**
 * A time of day as a time input sends it: « 19:30 », or « 19:30:00 » when the browser adds the
 * seconds; kept as « HH:MM ».
 */
const mealTime = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^([01]?\d|2[0-3]):[0-5]\d(:00)?$/, message)
    .transform((time) => {
      const [hour = "", minute = ""] = time.split(":");
      return `${hour.padStart(2, "0")}:${minute}`;
    });

/** Every form of « Mon foyer », told apart by its `intent`; one schema for the page and the action. */
export const householdFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("renommer"), nom: householdName }),
    z.object({ intent: z.literal("inviter"), email: optionalEmail }),
    z.object({ intent: z.literal("revoquer"), invitation: id }),
    z.object({ intent: z.literal("retirer"), membre: id }),
    z.object({ intent: z.literal("quitter") }),
    z.object({
      intent: z.literal("heures"),
      petitDejeuner: mealTime(mealTimeMessages.breakfast),
      dejeuner: mealTime(mealTimeMessages.lunch),
      diner: mealTime(mealTimeMessages.dinner),
    }),
  ],
  { error: householdMessages.unknownIntent },
);

export type HouseholdForm = z.infer<typeof householdFormSchema>;

export type InvitationState = "pending" | "used" | "revoked" | "expired";

/** Where an invitation stands at `now`: used and revoked win over expired, as they came first. */
export function invitationState(
  invitation: { usedAt: string | null; revokedAt: string | null; expiresAt: string },
  now: Date,
): InvitationState {
  if (invitation.usedAt) return "used";
  if (invitation.revokedAt) return "revoked";
  if (invitation.expiresAt <= now.toISOString()) return "expired";
  return "pending";
}

/** The French message of a link that no longer opens the household. */
export const closedLinkMessages: Record<Exclude<InvitationState, "pending">, string> = {
  used: householdMessages.linkUsed,
  revoked: householdMessages.linkRevoked,
  expired: householdMessages.linkExpired,
};
