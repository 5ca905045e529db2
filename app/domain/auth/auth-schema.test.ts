import { describe, expect, it } from "vitest";
import {
  PASSWORD_MAX_LENGTH,
  authMessages,
  deleteAccountSchema,
  fieldErrorsOf,
  loginSchema,
  signupSchema,
} from "./auth-schema";

const valid = {
  name: "Camille",
  email: "camille@example.fr",
  password: "tarte-tatin",
  confirmPassword: "tarte-tatin",
};

function signupErrors(values: Record<string, unknown>) {
  const result = signupSchema.safeParse(values);
  return result.success ? {} : fieldErrorsOf(result.error);
}

function loginErrors(values: Record<string, unknown>) {
  const result = loginSchema.safeParse(values);
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe("signupSchema", () => {
  it("accepts a complete form and trims the name and email", () => {
    expect(signupSchema.parse({ ...valid, name: "  Camille ", email: " camille@example.fr " })).toMatchObject(
      {
        name: "Camille",
        email: "camille@example.fr",
      },
    );
  });

  it("gives each message of the specification on its field", () => {
    expect(signupErrors({ name: "C", email: "camille", password: "abc", confirmPassword: "abc" })).toEqual({
      name: "Le nom doit contenir au moins 2 caractères",
      email: "Email invalide",
      password: "Le mot de passe doit contenir au moins 6 caractères",
    });
  });

  it("reports a mismatch on the confirmation field, even while the name is still wrong", () => {
    expect(signupErrors({ ...valid, name: "", confirmPassword: "tarte-tatim" })).toEqual({
      name: "Le nom doit contenir au moins 2 caractères",
      confirmPassword: "Les mots de passe ne correspondent pas",
    });
  });

  it("counts a name of spaces as empty", () => {
    expect(signupErrors({ ...valid, name: "   " })).toEqual({
      name: "Le nom doit contenir au moins 2 caractères",
    });
  });

  it("accepts passwords up to 128 characters, exactly as typed", () => {
    const long = "é".repeat(128);
    expect(signupSchema.parse({ ...valid, password: long, confirmPassword: long }).password).toBe(long);
    expect(signupSchema.parse({ ...valid, password: " padded ", confirmPassword: " padded " }).password).toBe(
      " padded ",
    );
    const tooLong = "a".repeat(129);
    expect(signupErrors({ ...valid, password: tooLong, confirmPassword: tooLong })).toEqual({
      password: "Le mot de passe doit contenir au plus 128 caractères",
    });
  });

  it("refuses missing fields with the same messages", () => {
    expect(signupErrors({})).toEqual({
      name: "Le nom doit contenir au moins 2 caractères",
      email: "Email invalide",
      password: "Le mot de passe doit contenir au moins 6 caractères",
      confirmPassword: "Les mots de passe ne correspondent pas",
    });
  });
});

describe("loginSchema", () => {
  it("needs a valid email and a password", () => {
    expect(loginErrors({ email: "pas-un-email", password: "" })).toEqual({
      email: "Email invalide",
      password: "Le mot de passe est requis",
    });
    expect(loginErrors({ email: "a@b.fr", password: "x" })).toEqual({});
  });
});

describe("deleteAccountSchema", () => {
  it("asks for the password, and refuses in French one longer than any account can have", () => {
    expect(deleteAccountSchema.safeParse({ password: "" }).error?.issues[0]?.message).toBe(
      authMessages.passwordRequired,
    );
    expect(
      deleteAccountSchema.safeParse({ password: "x".repeat(PASSWORD_MAX_LENGTH + 1) }).error?.issues[0]
        ?.message,
    ).toBe(authMessages.passwordTooLong);
    expect(deleteAccountSchema.safeParse({ password: "correct horse" }).success).toBe(true);
  });
});
