import { redirect } from "react-router";
import { pageMeta } from "~/components/layout/page-meta";
import { AccountDeletedPage } from "~/features/account/account-deleted-page";
import type { Route } from "./+types/compte-supprime";

export const meta = () => pageMeta("Compte supprimé", "Votre compte Toque et ses données ont été supprimés.");

// Someone logged in has an account: the page would tell them something untrue.
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await context.services.viewer(request);
  if (viewer.isLoggedIn) throw redirect("/mon-compte");
  return null;
}

export default function AccountDeletedRoute() {
  return <AccountDeletedPage />;
}
