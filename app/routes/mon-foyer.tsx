import { data } from "react-router";
import { pageMeta } from "~/components/layout/page-meta";
import { parisDayLabel } from "~/domain/base/week";
import { householdFormSchema, householdMessages, joinedMessage } from "~/domain/household/household-forms";
import { type HouseholdActionState, HouseholdPage } from "~/features/household/household-page";
import { parseForm } from "~/.server/forms";
import { requireViewer } from "~/.server/require-viewer";
import type { Route } from "./+types/mon-foyer";

export const meta = () =>
  pageMeta("Mon foyer", "Partagez la semaine, la liste de courses et le garde-manger avec votre foyer.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(context.services, request);
  const { membership, members, invitations, mealTimes } = await context.services.households.page(viewer);
  // The invitation page comes back here once the person has joined.
  const joined = new URL(request.url).searchParams.has("bienvenue");
  return {
    welcome: joined ? joinedMessage(membership.name) : undefined,
    name: membership.name,
    isOwner: membership.role === "owner",
    mealTimes,
    members: members.map((member) => ({
      userId: member.userId,
      name: member.name,
      isYou: member.userId === viewer.userId,
      isOwner: member.role === "owner",
      since: parisDayLabel(member.joinedAt),
    })),
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      expires: parisDayLabel(invitation.expiresAt),
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const viewer = await requireViewer(services, request);
  const { result } = await parseForm(request, householdFormSchema);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path[0];
    return data<HouseholdActionState>(
      {
        error: issue?.message ?? householdMessages.unknownIntent,
        field: typeof field === "string" && field !== "intent" ? field : undefined,
      },
      400,
    );
  }
  const origin = services.env.PUBLIC_URL?.replace(/\/+$/, "") ?? new URL(request.url).origin;
  const outcome = await services.households.act(viewer, result.data, origin);
  if (!outcome.ok) {
    return data<HouseholdActionState>({ error: outcome.message, field: outcome.field }, outcome.status);
  }
  return data<HouseholdActionState>({ message: outcome.message, link: outcome.link, sendTo: outcome.sendTo });
}

export default function MonFoyerRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <HouseholdPage
      {...loaderData}
      state={actionData ?? (loaderData.welcome ? { message: loaderData.welcome } : undefined)}
    />
  );
}
