import { Form, Link, useNavigation } from "react-router";
import { ErrorBox } from "~/components/ui/error-box";
import { FormField } from "~/components/ui/form-field";
import { Spinner } from "~/components/ui/spinner";
import { type FieldErrors, type SignupInput, signupSchema } from "~/domain/auth/auth-schema";
import { AuthCard } from "./auth-card";
import { useClientValidation } from "./use-client-validation";

export interface SignupFormState {
  formError?: string;
  fieldErrors?: FieldErrors<keyof SignupInput>;
  values?: { name?: string; email?: string };
}

export function SignupForm({ state, redirectTo }: { state?: SignupFormState; redirectTo?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/signup") === true;
  const validation = useClientValidation<keyof SignupInput>(signupSchema, state?.fieldErrors);

  return (
    <AuthCard title="Créer un compte" intro="Sauvegardez vos recettes et planifiez vos menus de la semaine.">
      <Form
        method="post"
        action={redirectTo ? `/signup?redirectTo=${encodeURIComponent(redirectTo)}` : "/signup"}
        noValidate
        className="mt-6 space-y-4"
        onBlur={validation.onBlur}
        onChange={validation.onChange}
        onSubmit={validation.onSubmit}
      >
        <ErrorBox message={state?.formError} />
        {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
        <FormField
          label="Nom complet"
          name="name"
          autoComplete="name"
          defaultValue={state?.values?.name}
          error={validation.errorFor("name")}
        />
        <FormField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          defaultValue={state?.values?.email}
          error={validation.errorFor("email")}
        />
        <FormField
          label="Mot de passe"
          name="password"
          type="password"
          autoComplete="new-password"
          error={validation.errorFor("password")}
        />
        <FormField
          label="Confirmer le mot de passe"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          error={validation.errorFor("confirmPassword")}
        />
        <button type="submit" className="button-primary w-full py-3 disabled:opacity-70" disabled={busy}>
          {busy && <Spinner />}
          {busy ? "Création du compte..." : "Créer mon compte"}
        </button>
      </Form>
      <p className="mt-6 text-center">
        Déjà un compte&nbsp;?{" "}
        <Link
          to={redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/login"}
          className="font-bold text-terracotta underline underline-offset-4"
        >
          Se connecter
        </Link>
      </p>
    </AuthCard>
  );
}
