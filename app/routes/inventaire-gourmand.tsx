import { pageMeta } from "~/components/layout/page-meta";
import { UpcomingFeature } from "~/components/layout/upcoming-feature";
import { featureById } from "~/content/features";

const feature = featureById("inventory");

export const meta = () => pageMeta(feature.title, feature.description);

export default function InventoryPage() {
  return <UpcomingFeature title={feature.title} description={feature.description} />;
}
