import { pageMeta } from "~/components/layout/page-meta";
import { UpcomingFeature } from "~/components/layout/upcoming-feature";

const title = "Connexion";
const description = "Connectez-vous à Toque pour retrouver vos recettes et vos menus.";

export const meta = () => pageMeta(title, description);

export default function LoginPage() {
  return <UpcomingFeature title={title} description={description} />;
}
