import { pageMeta } from "~/components/layout/page-meta";
import { UpcomingFeature } from "~/components/layout/upcoming-feature";

const title = "Mes Recettes";
const description = "Les recettes que vous avez sauvegardées, adaptées ou créées avec Toque.";

export const meta = () => pageMeta(title, description);

export default function SavedRecipesPage() {
  return <UpcomingFeature title={title} description={description} />;
}
