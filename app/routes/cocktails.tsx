import { pageMeta } from "~/components/layout/page-meta";
import { UpcomingFeature } from "~/components/layout/upcoming-feature";
import { featureById } from "~/content/features";

const feature = featureById("cocktails");

export const meta = () => pageMeta(feature.title, feature.description);

export default function CocktailsPage() {
  return <UpcomingFeature title={feature.title} description={feature.description} />;
}
