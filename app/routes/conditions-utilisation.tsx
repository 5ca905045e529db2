import { pageMeta } from "~/components/layout/page-meta";
import { TermsOfUse } from "~/features/legal/terms-of-use";

export const meta = () =>
  pageMeta(
    "Conditions d'utilisation",
    "Les règles d'usage de Toque : votre compte, les recettes proposées et celles que vous publiez.",
  );

export default function TermsOfUseRoute() {
  return <TermsOfUse />;
}
