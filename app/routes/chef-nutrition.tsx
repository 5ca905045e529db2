import { pageMeta } from "~/components/layout/page-meta";
import { featureById } from "~/content/features";
import { NutritionPage } from "~/features/nutrition/nutrition-page";
import { loginState } from "~/.server/requester";
import type { Route } from "./+types/chef-nutrition";

const feature = featureById("nutrition");

export const meta = () => pageMeta(feature.title, feature.description);

export const loader = ({ request, context }: Route.LoaderArgs) => loginState(context.services, request);

export default function NutritionRoute({ loaderData }: Route.ComponentProps) {
  return <NutritionPage isLoggedIn={loaderData.isLoggedIn} />;
}
