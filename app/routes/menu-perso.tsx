import { pageMeta } from "~/components/layout/page-meta";
import { UpcomingFeature } from "~/components/layout/upcoming-feature";
import { featureById } from "~/content/features";

const feature = featureById("meal-plan");

export const meta = () => pageMeta(feature.title, feature.description);

export default function MealPlanPage() {
  return <UpcomingFeature title={feature.title} description={feature.description} />;
}
