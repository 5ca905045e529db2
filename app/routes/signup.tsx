import { pageMeta } from "~/components/layout/page-meta";
import { UpcomingFeature } from "~/components/layout/upcoming-feature";

const title = "Créer un compte";
const description = "Créez votre compte Toque pour sauvegarder vos recettes et planifier vos menus.";

export const meta = () => pageMeta(title, description);

export default function SignupPage() {
  return <UpcomingFeature title={title} description={description} />;
}
