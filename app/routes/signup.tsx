import { data, redirect } from "react-router";
import { serverActionOrOffline, skipRevalidationWhenOffline } from "~/components/layout/offline";
import { pageMeta } from "~/components/layout/page-meta";
import { authErrorMessages } from "~/domain/auth/auth-errors";
import { type SignupInput, fieldErrorsOf, signupSchema } from "~/domain/auth/auth-schema";
import { safeRedirectPath } from "~/domain/auth/redirect";
import { type SignupFormState, SignupForm } from "~/features/auth/signup-form";
import { parseForm } from "~/.server/forms";
import type { Route } from "./+types/signup";

export const meta = () =>
  pageMeta(
    "Créer un compte",
    "Créez votre compte Toque pour sauvegarder vos recettes et planifier vos menus.",
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"));
  const viewer = await context.services.viewer(request);
  if (viewer.isLoggedIn) throw redirect(redirectTo);
  return { redirectTo: redirectTo === "/" ? undefined : redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { values, result } = await parseForm(request, signupSchema);
  const kept = { name: values.name, email: values.email };
  if (!result.success) {
    return data<SignupFormState>(
      { fieldErrors: fieldErrorsOf<keyof SignupInput>(result.error), values: kept },
      400,
    );
  }
  const outcome = await context.services.accounts.signUp(result.data, request);
  if (outcome.ok) throw redirect(safeRedirectPath(values.redirectTo), { headers: outcome.headers });
  const { status, formError, fieldErrors } = outcome;
  return data<SignupFormState>({ formError, fieldErrors, values: kept }, status);
}

// With JavaScript, a server that cannot be reached gets a French message instead of an error page.
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  serverActionOrOffline(serverAction, authErrorMessages.serverUnreachable);

export const shouldRevalidate = skipRevalidationWhenOffline;

export default function SignupPage({ loaderData, actionData }: Route.ComponentProps) {
  return <SignupForm state={actionData ?? undefined} redirectTo={loaderData.redirectTo} />;
}
