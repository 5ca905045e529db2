import { data, redirect } from "react-router";
import { pageMeta } from "~/components/layout/page-meta";
import { deleteAccountSchema, fieldErrorsOf } from "~/domain/auth/auth-schema";
import { AccountPage, type DeleteAccountState } from "~/features/account/account-page";
import { parseForm } from "~/.server/forms";
import { requireViewer } from "~/.server/require-viewer";
import type { Route } from "./+types/mon-compte";

export const meta = () =>
  pageMeta("Mon compte", "Vos informations, l'export de vos données et la suppression de votre compte.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(context.services, request);
  return { name: viewer.name, email: viewer.email };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(context.services, request);
  const { result } = await parseForm(request, deleteAccountSchema);
  if (!result.success) {
    return data<DeleteAccountState>({ fieldErrors: fieldErrorsOf<"password">(result.error) }, 400);
  }
  const outcome = await context.services.accounts.deleteAccount(viewer, result.data.password, request);
  if (outcome.ok) throw redirect("/compte-supprime", { headers: outcome.headers });
  return data<DeleteAccountState>(
    { formError: outcome.formError, fieldErrors: outcome.fieldErrors },
    outcome.status,
  );
}

export default function AccountRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountPage name={loaderData.name} email={loaderData.email} state={actionData ?? undefined} />;
}
