import { Refrigerator } from "lucide-react";
import { Link } from "react-router";
import { pantryLinks } from "~/components/layout/navigation-links";

/**
 * Mon garde-manger and Avec ce que j'ai, open to visitors: beside the six cards the
 * specification fixes, not among them (decision 0047).
 */
export function PantryTeaser() {
  return (
    <section aria-labelledby="pantry-title" className="mx-auto max-w-6xl px-4 pb-4 sm:px-6">
      <div className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-6 shadow-sm md:flex-row md:items-center">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-cream-deep text-terracotta">
          <Refrigerator aria-hidden="true" className="size-6" />
        </span>
        <div className="flex-1">
          <h2 id="pantry-title" className="text-2xl font-semibold">
            Cuisinez avec ce que vous avez
          </h2>
          <p className="mt-1 text-ink-soft">
            Notez ce qu'il y a dans vos placards et votre frigo, sans compte{"\u00a0"}: Toque classe les
            recettes selon ce que vous avez déjà et met le reste sur votre liste de courses.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          {pantryLinks.map((link, index) => (
            <Link key={link.to} to={link.to} className={index === 0 ? "button-primary" : "button-secondary"}>
              {link.label}
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}
