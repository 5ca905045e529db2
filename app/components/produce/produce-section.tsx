import { Link } from "react-router";
import type { ProduceFacts } from "~/domain/produce/facts";
import { SeasonBadge } from "./season-badge";

/**
 * Season and carbon cost of a recipe, under its nutrition. The figure is shown only when it
 * covers 95 % of the recipe's weight; otherwise the section says what is missing.
 */
export function ProduceSection({
  facts,
  headingLevel: Heading = "h2",
}: {
  facts?: ProduceFacts;
  headingLevel?: "h2" | "h3";
}) {
  if (!facts) return null;
  return (
    <section aria-labelledby="saison-et-climat" className="space-y-2">
      <Heading
        id="saison-et-climat"
        className={Heading === "h2" ? "text-2xl font-semibold" : "text-lg font-semibold"}
      >
        Saison et climat
      </Heading>
      <SeasonBadge label={facts.season} />
      {facts.outOfSeason && <p className="text-sm">Hors saison ce mois-ci&nbsp;: {facts.outOfSeason}.</p>}
      <p>{`${facts.carbon ?? facts.carbonMissing ?? "Empreinte carbone non calculée"}.`}</p>
      {facts.uncounted && <p className="text-sm text-ink-soft">{facts.uncounted}.</p>}
      <p className="text-sm text-ink-soft">
        {facts.source} ·{" "}
        <Link
          to="/sources-des-donnees"
          className="inline-flex min-h-11 items-center underline underline-offset-4"
        >
          Sources des données
        </Link>
      </p>
    </section>
  );
}
