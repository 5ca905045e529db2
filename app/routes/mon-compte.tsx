import { data, redirect } from "react-router";
import { pageMeta } from "~/components/layout/page-meta";
import { accountIntentSchema, deleteAccountSchema, fieldErrorsOf } from "~/domain/auth/auth-schema";
import { PARIS_TIME_ZONE, dayLabel, todayIn } from "~/domain/base/week";
import { calendarMessages } from "~/domain/meal-plan/calendar-feed";
import { AccountPage, type DeleteAccountState } from "~/features/account/account-page";
import type { CalendarState } from "~/features/account/calendar-section";
import { parseForm } from "~/.server/forms";
import { calendarPath } from "~/.server/meal-plan/calendar-service";
import { requireViewer } from "~/.server/require-viewer";
import type { Route } from "./+types/mon-compte";

export const meta = () =>
  pageMeta("Mon compte", "Vos informations, l'export de vos données et la suppression de votre compte.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(context.services, request);
  const since = await context.services.calendar.createdAt(viewer.userId);
  return {
    name: viewer.name,
    email: viewer.email,
    calendarSince: since && dayLabel(todayIn(PARIS_TIME_ZONE, new Date(since))),
  };
}

type ActionState = { delete?: DeleteAccountState; calendar?: CalendarState };

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const viewer = await requireViewer(services, request);
  const { values, result: intent } = await parseForm(request, accountIntentSchema);
  if (!intent.success) {
    return data<ActionState>({ calendar: { error: intent.error.issues[0]!.message } }, 400);
  }
  switch (intent.data.intent) {
    case "agenda": {
      const token = await services.calendar.create(viewer.userId);
      const origin = services.env.PUBLIC_URL?.replace(/\/+$/, "") ?? new URL(request.url).origin;
      return data<ActionState>({
        calendar: { url: `${origin}${calendarPath(token)}`, message: calendarMessages.created },
      });
    }
    case "revoquer-agenda": {
      const revoked = await services.calendar.revoke(viewer.userId);
      if (!revoked) return data<ActionState>({ calendar: { error: calendarMessages.nothingToRevoke } }, 400);
      return data<ActionState>({ calendar: { message: calendarMessages.revoked } });
    }
    case "supprimer":
      break;
  }
  const result = deleteAccountSchema.safeParse(values);
  if (!result.success) {
    return data<ActionState>({ delete: { fieldErrors: fieldErrorsOf<"password">(result.error) } }, 400);
  }
  const outcome = await services.accounts.deleteAccount(viewer, result.data.password, request);
  if (outcome.ok) throw redirect("/compte-supprime", { headers: outcome.headers });
  return data<ActionState>(
    { delete: { formError: outcome.formError, fieldErrors: outcome.fieldErrors } },
    outcome.status,
  );
}

export default function AccountRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountPage
      name={loaderData.name}
      email={loaderData.email}
      calendarSince={loaderData.calendarSince}
      state={actionData?.delete}
      calendar={actionData?.calendar}
    />
  );
}
