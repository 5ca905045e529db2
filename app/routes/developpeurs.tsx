import { pageMeta } from "~/components/layout/page-meta";
import { ApiReferencePage } from "~/features/developers/api-reference-page";
import { apiReference } from "~/.server/api/reference";
import type { Route } from "./+types/developpeurs";

export const meta = () =>
  pageMeta(
    "L'API de Toque",
    "La documentation de l'API JSON de Toque\u00a0: jetons, points d'accès et erreurs.",
  );

export function loader() {
  return apiReference();
}

export default function DevelopersRoute({ loaderData }: Route.ComponentProps) {
  return <ApiReferencePage {...loaderData} />;
}
