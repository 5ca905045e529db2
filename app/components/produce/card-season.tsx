import type { ReactNode } from "react";
import type { RecipeCard } from "~/domain/catalogue/card";
import { type Month, seasonLabelFor } from "~/domain/produce/label";
import { SeasonBadge } from "./season-badge";

/**
 * What goes under a catalogue card: its season badge, when the dish is led by fruit and
 * vegetables and the page knows the month, then the page's own extra, if any.
 */
export function cardExtra(recipe: RecipeCard, month: Month | undefined, extra: ReactNode): ReactNode {
  const label = month === undefined ? undefined : seasonLabelFor(recipe.seasonMonths, month);
  if (!label) return extra;
  return (
    <div className="flex flex-col gap-3">
      <span>
        <SeasonBadge label={label} />
      </span>
      {extra}
    </div>
  );
}
