import { data, redirect } from "react-router";
import { pageMeta } from "~/components/layout/page-meta";
import { type InvitationPageProps, InvitationPage } from "~/features/household/invitation-page";
import { householdMessages } from "~/domain/household/household-forms";
import type { ClosedInvitation } from "~/.server/household/household-service";
import { requireViewer } from "~/.server/require-viewer";
import type { Route } from "./+types/foyer.rejoindre.$jeton";

export const meta = () => [
  ...pageMeta(
    "Rejoindre un foyer",
    "Une invitation à partager la semaine et la liste de courses d'un foyer.",
  ),
  // A secret link: no search engine keeps it.
  { name: "robots", content: "noindex" },
];

/** A link that opens nothing: 404 when it never existed, 410 when it is spent, revoked or expired. */
function closed(view: ClosedInvitation) {
  const message = view.state === "unknown" ? householdMessages.linkUnknown : view.message;
  return data<InvitationPageProps>(
    { state: "closed", message },
    { status: view.state === "unknown" ? 404 : 410, headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services } = context;
  const view = await services.households.view(params.jeton);
  if (view.state !== "pending") return closed(view);
  const viewer = await services.viewer(request);
  const current = viewer.isLoggedIn ? await services.households.page(viewer) : undefined;
  if (current?.membership.householdId === view.invitation.householdId) {
    return closed({ state: "used", message: householdMessages.alreadyMember });
  }
  return data<InvitationPageProps>(
    {
      state: "open",
      householdName: view.invitation.householdName,
      inviterName: view.invitation.inviterName,
      here: new URL(request.url).pathname,
      viewer: current && {
        currentHousehold: current.membership.name,
        alone: current.members.length === 1,
      },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { services } = context;
  const viewer = await requireViewer(services, request);
  const outcome = await services.households.join(viewer, params.jeton);
  if ("joined" in outcome) throw redirect("/mon-foyer?bienvenue");
  return closed(outcome);
}

export default function JoinHouseholdRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <InvitationPage {...(actionData ?? loaderData)} />;
}
