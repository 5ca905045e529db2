import { Leaf } from "lucide-react";

/**
 * « De saison » in green, « Hors saison en novembre » in the page's brown: the words say it,
 * the colour only echoes them. Nothing is shown for a dish not led by fruit and vegetables.
 */
export function SeasonBadge({ label, detail }: { label?: string; detail?: string }) {
  if (!label) return null;
  const inSeason = label === "De saison";
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-bold ${
        inSeason ? "bg-sage text-white" : "border border-line bg-cream-deep text-ink"
      }`}
      title={detail}
    >
      <Leaf aria-hidden="true" className="size-4" />
      {label}
      {detail && <span className="sr-only"> ({detail})</span>}
    </span>
  );
}
