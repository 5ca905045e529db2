import { pageMeta } from "~/components/layout/page-meta";
import { featureById } from "~/content/features";
import { NutritionPage } from "~/features/nutrition/nutrition-page";
import type { Route } from "./+types/chef-nutrition";

const feature = featureById("nutrition");

export const meta = () => pageMeta(feature.title, feature.description);

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await context.services.viewer(request);
  return { isLoggedIn: viewer.isLoggedIn };
}

export default function NutritionRoute({ loaderData }: Route.ComponentProps) {
  return <NutritionPage isLoggedIn={loaderData.isLoggedIn} />;
}
