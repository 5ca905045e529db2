import { data } from "react-router";
import { pageMeta } from "~/components/layout/page-meta";
import { ImportPage } from "~/features/recipe-import/import-page";
import { readFormBody } from "~/.server/http/form-body";
import { requesterOf } from "~/.server/requester";
import { requireViewer } from "~/.server/require-viewer";
import type { Route } from "./+types/mes-recettes.importer";

export const meta = () =>
  pageMeta("Importer une recette", "Importez une recette depuis une adresse web ou un texte collé.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireViewer(context.services, request);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireViewer(context.services, request);
  const form = await readFormBody(request);
  const intent = form.get("intent");
  if (intent === "address") {
    const address = String(form.get("address") ?? "").slice(0, 2000);
    const outcome = await context.services.recipeImport.fromAddress(
      await requesterOf(context.services, request),
      address,
    );
    if (outcome.ok) return { draft: outcome.draft, origin: outcome.origin, structured: outcome.structured };
    const status = outcome.code === "rateLimited" ? 429 : 422;
    const headers: HeadersInit = outcome.retryAfterSeconds
      ? { "Retry-After": String(outcome.retryAfterSeconds) }
      : {};
    return data(
      { error: { message: outcome.message, form: "address" as const }, address },
      { status, headers },
    );
  }
  if (intent === "paste") {
    const text = String(form.get("text") ?? "");
    const outcome = context.services.recipeImport.fromText(text);
    if (outcome.ok) return { draft: outcome.draft, origin: outcome.origin, structured: outcome.structured };
    return data(
      { error: { message: outcome.message, form: "paste" as const }, text: text.slice(0, 20_000) },
      422,
    );
  }
  return data({ error: { message: "Demande invalide.", form: "address" as const } }, 400);
}

export default function ImportRoute({ actionData }: Route.ComponentProps) {
  return (
    <ImportPage
      reading={
        actionData && "draft" in actionData
          ? { draft: actionData.draft, origin: actionData.origin, structured: actionData.structured }
          : undefined
      }
      error={actionData && "error" in actionData ? actionData.error : undefined}
      address={actionData && "address" in actionData ? String(actionData.address) : undefined}
      text={actionData && "text" in actionData ? String(actionData.text) : undefined}
    />
  );
}
