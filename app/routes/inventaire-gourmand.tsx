import { pageMeta } from "~/components/layout/page-meta";
import { featureById } from "~/content/features";
import { InventoryPage } from "~/features/inventory/inventory-page";
import { loginState } from "~/.server/requester";
import type { Route } from "./+types/inventaire-gourmand";

const feature = featureById("inventory");

export const meta = () => pageMeta(feature.title, feature.description);

export const loader = ({ request, context }: Route.LoaderArgs) => loginState(context.services, request);

export default function InventoryRoute({ loaderData }: Route.ComponentProps) {
  return <InventoryPage isLoggedIn={loaderData.isLoggedIn} />;
}
