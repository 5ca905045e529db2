import { pageMeta } from "~/components/layout/page-meta";
import { LegalNotice } from "~/features/legal/legal-notice";
import { siteFacts } from "~/.server/legal/site-facts";
import type { Route } from "./+types/mentions-legales";

export const meta = () =>
  pageMeta("Mentions légales", "L'éditeur et l'hébergeur de Toque, et la propriété de ses contenus.");

export function loader({ context }: Route.LoaderArgs) {
  const { publisher, contact, host } = siteFacts(context.services.env);
  return { publisher, contact, host };
}

export default function LegalNoticeRoute({ loaderData }: Route.ComponentProps) {
  return <LegalNotice {...loaderData} />;
}
