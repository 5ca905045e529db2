import { pageMeta } from "~/components/layout/page-meta";
import { UpcomingFeature } from "~/components/layout/upcoming-feature";

const title = "Nos Recettes";
const description = "Le catalogue des recettes de Toque : entrées, plats, desserts, à filtrer selon vos envies.";

export const meta = () => pageMeta(title, description);

export default function CatalogPage() {
  return <UpcomingFeature title={title} description={description} />;
}
