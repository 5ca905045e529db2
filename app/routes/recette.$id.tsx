import { pageMeta } from "~/components/layout/page-meta";
import { UpcomingFeature } from "~/components/layout/upcoming-feature";

const title = "Recette";
const description = "Une recette de Toque, pas à pas, avec ses ingrédients et ses valeurs nutritionnelles.";

export const meta = () => pageMeta(title, description);

export default function RecipePage() {
  return <UpcomingFeature title={title} description={description} />;
}
