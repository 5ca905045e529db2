/** Every failure of sign-up, login and account screens, with the French text a person sees. */
export const authErrorMessages = {
  invalidCredentials: "Email ou mot de passe incorrect",
  emailTaken: "Un compte existe déjà avec cet email. Connectez-vous, ou utilisez une autre adresse.",
  passwordTooCommon: "Ce mot de passe est trop courant",
  tooManySignIns: "Trop de tentatives de connexion.",
  tooManySignUps: "Trop de créations de compte depuis cette connexion.",
  signupFailed: "La création du compte a échoué. Réessayez dans un instant.",
  serverUnreachable: "Le serveur est injoignable. Vérifiez votre connexion internet, puis réessayez.",
  wrongPassword: "Mot de passe incorrect",
  deleteFailed: "La suppression du compte a échoué. Réessayez dans un instant.",
} as const;

export type AuthErrorCode = keyof typeof authErrorMessages;

/** « Réessayez dans 3 minutes. », rounded up, never « 0 minute ». */
export function retryAfterText(seconds: number): string {
  if (seconds < 60) return "Réessayez dans une minute.";
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `Réessayez dans ${minutes} minutes.`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? "Réessayez dans une heure." : `Réessayez dans ${hours} heures.`;
}
