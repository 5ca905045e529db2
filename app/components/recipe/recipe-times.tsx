import { type RecipeTimes, restLabel, totalTimeLabel } from "~/domain/catalogue/times";
import { durationLabel } from "~/domain/text/duration";

/**
 * A recipe's times apart and together (decision 0049): « Préparation 20 min · Cuisson 45 min ·
 * Au frais 3 h » and « Total 4 h 05, dont 3 h au frais ». Every view of a whole recipe shows
 * them the same way, so a wait is never in one and missing from another.
 */
export function RecipeTimesList({
  times,
  withTotal = true,
  className = "",
}: {
  times: RecipeTimes;
  /** Off where the total is already shown beside (the recipe page's « Durée »). */
  withTotal?: boolean;
  className?: string;
}) {
  const parts: [string, number][] = [
    ["Préparation", times.preparation],
    ["Cuisson", times.cooking],
    ...(times.rest > 0 ? [[restLabel(times.restKind), times.rest] as [string, number]] : []),
  ];
  return (
    <dl className={`flex flex-wrap gap-x-4 gap-y-1 text-sm ${className}`} aria-label="Temps">
      {parts.map(([label, minutes]) => (
        <div key={label} className="flex gap-1">
          <dt className="font-bold">{label}&nbsp;:</dt>
          <dd>{durationLabel(minutes)}</dd>
        </div>
      ))}
      {withTotal && (
        <div className="flex gap-1">
          <dt className="font-bold">Total&nbsp;:</dt>
          <dd>{totalTimeLabel(times)}</dd>
        </div>
      )}
    </dl>
  );
}
