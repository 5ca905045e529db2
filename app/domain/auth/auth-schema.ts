import { z } from "../zod";

/** Limits of ARCHITECTURE § 1, Validation and of our security baseline. */
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 80;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;

export const authMessages = {
  nameTooShort: "Le nom doit contenir au moins 2 caractères",
  nameTooLong: `Le nom doit contenir au plus ${NAME_MAX_LENGTH} caractères`,
  invalidEmail: "Email invalide",
  passwordTooShort: "Le mot de passe doit contenir au moins 6 caractères",
  passwordTooLong: `Le mot de passe doit contenir au plus ${PASSWORD_MAX_LENGTH} caractères`,
  passwordMismatch: "Les mots de passe ne correspondent pas",
  passwordRequired: "Le mot de passe est requis",
  passwordTooCommon: "Ce mot de passe est trop courant",
} as const;

const email = z
  .string({ error: authMessages.invalidEmail })
  .trim()
  .max(EMAIL_MAX_LENGTH, authMessages.invalidEmail)
  .pipe(z.email({ error: authMessages.invalidEmail }));

// Passwords are never trimmed: every character the person typed counts.
const newPassword = z
  .string({ error: authMessages.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong);

const signupFields = z.object({
  name: z
    .string({ error: authMessages.nameTooShort })
    .trim()
    .min(NAME_MIN_LENGTH, authMessages.nameTooShort)
    .max(NAME_MAX_LENGTH, authMessages.nameTooLong),
  email,
  password: newPassword,
  confirmPassword: z.string({ error: authMessages.passwordMismatch }),
});

export const signupSchema = signupFields.refine((values) => values.password === values.confirmPassword, {
  message: authMessages.passwordMismatch,
  path: ["confirmPassword"],
  // Reported even while other fields are still wrong, as soon as both passwords are typed.
  when: (payload) =>
    signupFields.pick({ password: true, confirmPassword: true }).safeParse(payload.value).success,
});

/** The password of an existing account: never longer than a new one may be. */
const currentPassword = z
  .string({ error: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong);

export const loginSchema = z.object({ email, password: currentPassword });

// A password past the limit reached the auth library, which refused it with an error of its own
// (a 500); it is now refused here, in French, like at sign-in.
export const deleteAccountSchema = z.object({ password: currentPassword });

/**
 * What a form of Mon compte asks: the calendar link's « Ajouter à mon agenda » and « Révoquer le
 * lien », or the deletion, whose form was sent without an intent before the link existed.
 */
export const accountIntentSchema = z.object({
  intent: z
    .enum(["agenda", "revoquer-agenda", "creer-jeton", "revoquer-jeton", "supprimer"], {
      error: "Cette action n'existe pas sur la page Mon compte.",
    })
    .default("supprimer"),
});

export type SignupInput = z.infer<typeof signupSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The first message of each field, as the forms show them. */
export function fieldErrorsOf<Field extends string>(error: z.ZodError): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as Field | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
