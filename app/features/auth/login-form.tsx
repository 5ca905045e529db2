import { Form, Link, useNavigation } from "react-router";
import { ErrorBox } from "~/components/ui/error-box";
import { FormField } from "~/components/ui/form-field";
import { Spinner } from "~/components/ui/spinner";
import { type FieldErrors, type LoginInput, loginSchema } from "~/domain/auth/auth-schema";
import { AuthCard } from "./auth-card";
import { useClientValidation } from "./use-client-validation";

export interface LoginFormState {
  formError?: string;
  fieldErrors?: FieldErrors<keyof LoginInput>;
  values?: { email?: string };
}

export function LoginForm({ state, redirectTo }: { state?: LoginFormState; redirectTo?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/login") === true;
  const validation = useClientValidation<keyof LoginInput>(loginSchema, state?.fieldErrors);

  return (
    <AuthCard title="Connexion" intro="Retrouvez vos recettes, vos menus et vos accords.">
      <Form
        method="post"
        action={redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/login"}
        noValidate
        className="mt-6 space-y-4"
        onBlur={validation.onBlur}
        onChange={validation.onChange}
        onSubmit={validation.onSubmit}
      >
        <ErrorBox message={state?.formError} />
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
          autoComplete="current-password"
          error={validation.errorFor("password")}
        />
        {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
        <button type="submit" className="button-primary w-full py-3 disabled:opacity-70" disabled={busy}>
          {busy && <Spinner />}
          {busy ? "Connexion..." : "Se connecter"}
        </button>
      </Form>
      <p className="mt-6 text-center">
        Pas encore de compte&nbsp;?{" "}
        <Link
          to={redirectTo ? `/signup?redirectTo=${encodeURIComponent(redirectTo)}` : "/signup"}
          className="font-bold text-terracotta underline underline-offset-4"
        >
          S'inscrire
        </Link>
      </p>
    </AuthCard>
  );
}
