import { pageMeta } from "~/components/layout/page-meta";
import { PrivacyPolicy } from "~/features/legal/privacy-policy";
import { siteFacts } from "~/.server/legal/site-facts";
import type { Route } from "./+types/confidentialite";

export const meta = () =>
  pageMeta(
    "Politique de confidentialité",
    "Ce que Toque garde à votre sujet, pourquoi, combien de temps, ses cookies et vos droits.",
  );

export function loader({ context }: Route.LoaderArgs) {
  const { publisher, contact, aiServiceHost, cookies } = siteFacts(context.services.env);
  return { publisher, contact, aiServiceHost, cookies };
}

export default function PrivacyPolicyRoute({ loaderData }: Route.ComponentProps) {
  return <PrivacyPolicy {...loaderData} />;
}
