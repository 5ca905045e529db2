import { useId } from "react";
import {
  ALLERGEN_CAVEAT,
  NO_ALLERGEN_FOUND,
  allergenSentenceList,
  type Allergen,
} from "~/domain/base/allergens";

interface AllergenNoticeProps {
  /** Computed on the server with the nutrition; absent when the recipe has not been read. */
  allergens?: readonly Allergen[];
  /** The level of the section's heading on the page it stands in. */
  heading?: "h2" | "h3";
  className?: string;
}

/**
 * « Contient : gluten, œufs et lait », in the regulation's order, or that none of the 14 was
 * found, and in both cases that the list is read from ingredient names and labels decide.
 */
export function AllergenNotice({ allergens, heading: Heading = "h2", className = "" }: AllergenNoticeProps) {
  const titleId = useId();
  if (!allergens) return null;
  return (
    <section aria-labelledby={titleId} className={className}>
      <Heading
        id={titleId}
        className={Heading === "h2" ? "mb-3 text-2xl font-semibold" : "mb-2 text-xl font-semibold"}
      >
        Allergènes
      </Heading>
      <p className="font-bold">
        {allergens.length > 0 ? `Contient\u00a0: ${allergenSentenceList(allergens)}` : NO_ALLERGEN_FOUND}
      </p>
      <p className="mt-1 text-sm text-ink-soft">{ALLERGEN_CAVEAT}</p>
    </section>
  );
}
