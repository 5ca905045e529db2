import { pageMeta } from "~/components/layout/page-meta";
import { featureById } from "~/content/features";
import { InventoryPage } from "~/features/inventory/inventory-page";
import type { Route } from "./+types/inventaire-gourmand";

const feature = featureById("inventory");

export const meta = () => pageMeta(feature.title, feature.description);

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await context.services.viewer(request);
  return { isLoggedIn: viewer.isLoggedIn };
}

export default function InventoryRoute({ loaderData }: Route.ComponentProps) {
  return <InventoryPage isLoggedIn={loaderData.isLoggedIn} />;
}
