import { data, redirect } from "react-router";
import { pageMeta } from "~/components/layout/page-meta";
import { apiTokenMessages, createApiTokenSchema, revokeApiTokenSchema } from "~/domain/auth/api-token-schema";
import { accountIntentSchema, deleteAccountSchema, fieldErrorsOf } from "~/domain/auth/auth-schema";
import { parisDayLabel } from "~/domain/base/week";
import { calendarMessages } from "~/domain/meal-plan/calendar-feed";
import { AccountPage, type DeleteAccountState } from "~/features/account/account-page";
import type { ApiTokenState } from "~/features/account/api-tokens-section";
import type { CalendarState } from "~/features/account/calendar-section";
import { parseForm } from "~/.server/forms";
import { calendarPath } from "~/.server/meal-plan/calendar-service";
import { requireViewer } from "~/.server/require-viewer";
import type { Route } from "./+types/mon-compte";

export const meta = () =>
  pageMeta("Mon compte", "Vos informations, l'export de vos données et la suppression de votre compte.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(context.services, request);
  const [since, tokens] = await Promise.all([
    context.services.calendar.createdAt(viewer.userId),
    context.services.apiTokens.list(viewer.userId),
  ]);
  return {
    name: viewer.name,
    email: viewer.email,
    calendarSince: since && parisDayLabel(since),
    apiTokens: tokens.map((token) => ({
      id: token.id,
      name: token.name,
      scope: token.scope,
      created: parisDayLabel(token.createdAt),
      lastUsed: token.lastUsedAt ? parisDayLabel(token.lastUsedAt) : "jamais",
    })),
  };
}

type ActionState = { delete?: DeleteAccountState; calendar?: CalendarState; api?: ApiTokenState };

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
    case "creer-jeton": {
      const form = createApiTokenSchema.safeParse(values);
      if (!form.success) return data<ActionState>({ api: { error: form.error.issues[0]!.message } }, 400);
      const created = await services.apiTokens.create(viewer.userId, form.data.nom, form.data.portee);
      if (!created.ok) return data<ActionState>({ api: { error: created.message } }, 400);
      return data<ActionState>({ api: { secret: created.secret, message: apiTokenMessages.created } });
    }
    case "revoquer-jeton": {
      const form = revokeApiTokenSchema.safeParse(values);
      const revoked = form.success && (await services.apiTokens.revoke(viewer.userId, form.data.jeton));
      if (!revoked) return data<ActionState>({ api: { error: apiTokenMessages.token } }, 400);
      return data<ActionState>({ api: { message: apiTokenMessages.revoked } });
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
      apiTokens={loaderData.apiTokens}
      api={actionData?.api}
    />
  );
}
