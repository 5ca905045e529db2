import { z } from "../zod";

/** What a token may do: « read » reads, « write » reads and changes. */
export const API_SCOPES = ["read", "write"] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export const scopeLabels: Record<ApiScope, string> = {
  read: "Lecture",
  write: "Lecture et écriture",
};

/** A person keeps a handful of tokens, one per script or device; more is a leak waiting to happen. */
export const MAX_API_TOKENS = 20;
export const API_TOKEN_NAME_MAX = 60;

export const apiTokenMessages = {
  name: "Donnez un nom à ce jeton, par exemple «\u00a0Mon script de courses\u00a0».",
  nameTooLong: `Le nom du jeton ne peut pas dépasser ${API_TOKEN_NAME_MAX} caractères.`,
  scope: "Choisissez la lecture seule, ou la lecture et l'écriture.",
  token: "Ce jeton n'existe pas ou a déjà été révoqué.",
  tooMany: `Vous avez déjà ${MAX_API_TOKENS} jetons actifs\u00a0: révoquez-en un avant d'en créer un autre.`,
  created: "Jeton créé. Copiez-le maintenant\u00a0: il ne sera plus jamais affiché.",
  revoked: "Jeton révoqué\u00a0: il ne donne plus accès à l'API.",
} as const;

/** « Créer un jeton » of Mon compte: the same schema checks the form and the server. */
export const createApiTokenSchema = z.object({
  intent: z.literal("creer-jeton"),
  nom: z
    .string(apiTokenMessages.name)
    .trim()
    .min(1, apiTokenMessages.name)
    .max(API_TOKEN_NAME_MAX, apiTokenMessages.nameTooLong),
  portee: z.enum(API_SCOPES, apiTokenMessages.scope),
});

/** « Révoquer » beside a token of the list. */
export const revokeApiTokenSchema = z.object({
  intent: z.literal("revoquer-jeton"),
  jeton: z.string(apiTokenMessages.token).uuid(apiTokenMessages.token),
});
