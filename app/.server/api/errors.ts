/**
 * The API's errors: a stable code a program tests, a French message a person reads, and the
 * field at fault when there is one. Codes never change once released (docs/decisions/0059-api-v1.md).
 */
export const apiErrors = {
  jeton_absent: {
    status: 401,
    message: "Authentification requise\u00a0: envoyez votre jeton dans l'en-tête Authorization (Bearer).",
  },
  jeton_invalide: { status: 401, message: "Ce jeton est inconnu ou a été révoqué." },
  portee_insuffisante: {
    status: 403,
    message:
      "Ce jeton est en lecture seule\u00a0: créez un jeton «\u00a0Lecture et écriture\u00a0» sur Mon compte.",
  },
  trop_de_requetes: {
    status: 429,
    message: "Trop de requêtes pour ce jeton\u00a0: réessayez dans une minute.",
  },
  requete_invalide: { status: 400, message: "Requête invalide." },
  json_invalide: { status: 400, message: "Le corps de la requête n'est pas un JSON valide." },
  introuvable: { status: 404, message: "Cette ressource n'existe pas." },
  methode_non_autorisee: { status: 405, message: "Cette méthode n'est pas acceptée à cette adresse." },
  trop_volumineux: { status: 413, message: "Requête trop volumineuse." },
  refusee: { status: 422, message: "Toque n'a pas pu faire ce que demande la requête." },
  erreur_interne: { status: 500, message: "Une erreur inattendue est survenue. Réessayez plus tard." },
} as const;

export type ApiErrorCode = keyof typeof apiErrors;

export interface ApiErrorBody {
  code: ApiErrorCode;
  message: string;
  champ?: string;
}

/** Thrown by a handler; the router answers it as JSON with its status. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;
  constructor(code: ApiErrorCode, message: string = apiErrors[code].message, champ?: string) {
    super(message);
    this.status = apiErrors[code].status;
    this.body = { code, message, ...(champ ? { champ } : {}) };
  }
}
