import { CalendarDays, ChefHat, type LucideIcon, Martini, Refrigerator, Salad, Wine } from "lucide-react";
import type { FeatureId } from "~/content/features";

/** One icon per feature, the same on the landing page's cards and in a member's navigation. */
export const featureIcons: Record<FeatureId, LucideIcon> = {
  inventory: Refrigerator,
  "chef-you": ChefHat,
  nutrition: Salad,
  "meal-plan": CalendarDays,
  sommelier: Wine,
  cocktails: Martini,
};
