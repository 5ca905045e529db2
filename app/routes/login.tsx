import { data, redirect } from "react-router";
import { serverActionOrOffline, skipRevalidationWhenOffline } from "~/components/layout/offline";
import { pageMeta } from "~/components/layout/page-meta";
import { authErrorMessages } from "~/domain/auth/auth-errors";
import { type LoginInput, fieldErrorsOf, loginSchema } from "~/domain/auth/auth-schema";
import { safeRedirectPath } from "~/domain/auth/redirect";
import { type LoginFormState, LoginForm } from "~/features/auth/login-form";
import { parseForm } from "~/.server/forms";
import type { Route } from "./+types/login";

export const meta = () =>
  pageMeta("Connexion", "Connectez-vous à Toque pour retrouver vos recettes et vos menus.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"));
  const viewer = await context.services.viewer(request);
  if (viewer.isLoggedIn) throw redirect(redirectTo);
  return { redirectTo: redirectTo === "/" ? undefined : redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { values, result } = await parseForm(request, loginSchema);
  const kept = { email: values.email };
  if (!result.success) {
    return data<LoginFormState>(
      { fieldErrors: fieldErrorsOf<keyof LoginInput>(result.error), values: kept },
      400,
    );
  }
  const outcome = await context.services.accounts.signIn(result.data, request);
  if (outcome.ok) throw redirect(safeRedirectPath(values.redirectTo), { headers: outcome.headers });
  return data<LoginFormState>({ formError: outcome.formError, values: kept }, outcome.status);
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  serverActionOrOffline(serverAction, authErrorMessages.serverUnreachable);

export const shouldRevalidate = skipRevalidationWhenOffline;

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  return <LoginForm state={actionData ?? undefined} redirectTo={loaderData.redirectTo} />;
}
