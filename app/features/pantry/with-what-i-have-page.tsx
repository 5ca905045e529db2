import { CircleCheck, ShoppingBasket } from "lucide-react";
import { Form, Link, useLocation } from "react-router";
import { ErrorBox } from "~/components/ui/error-box";
import { joinList } from "~/domain/base/french";
import { PANTRY_BASIC_NAMES } from "~/domain/pantry/foods";
import {
  type CoverageCard,
  DEFAULT_PANTRY_SERVINGS,
  MAX_PANTRY_SERVINGS,
  type PantryFilters,
} from "~/domain/pantry/pantry-forms";
import { AllergenExclusions } from "~/components/recipe/allergen-exclusions";

interface WithWhatIHavePageProps {
  filters: PantryFilters;
  pantrySize: number;
  total: number;
  page: number;
  pages: number;
  cards: CoverageCard[];
  outcome?: { ok: boolean; message: string; ref?: string };
}

/** The filters as URL parameters, so that a page link or a form keeps them. */
function filterParams(filters: PantryFilters, page?: number): string {
  const params = new URLSearchParams();
  if (!filters.basics) params.set("basiques", "non");
  if (filters.readyOnly) params.set("maintenant", "oui");
  if (filters.servings !== DEFAULT_PANTRY_SERVINGS) params.set("personnes", String(filters.servings));
  for (const allergen of filters.sans) params.append("sans", allergen);
  if (page && page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** « Avec ce que j'ai »: every recipe ranked by how much of it the pantry covers. */
export function WithWhatIHavePage({
  filters,
  pantrySize,
  total,
  page,
  pages,
  cards,
  outcome,
}: WithWhatIHavePageProps) {
  const { search } = useLocation();
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12">
      <h1 className="text-4xl font-semibold">Avec ce que j'ai</h1>
      <p className="mt-2 max-w-2xl text-lg text-ink-soft">
        Nos recettes, celles de la communauté et les vôtres, classées selon ce que votre garde-manger couvre
        déjà.
      </p>

      {pantrySize === 0 ? (
        <div className="mt-8 rounded-2xl border border-line bg-white p-6">
          <h2 className="text-2xl font-semibold">Votre garde-manger est vide</h2>
          <p className="mt-2 text-ink-soft">
            Notez d'abord ce que vous avez chez vous{"\u00a0"}: Toque vous montrera ce que vous pouvez en
            cuisiner.
          </p>
          <Link to="/garde-manger" className="button-primary mt-4 min-h-11">
            Remplir mon garde-manger
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-3">
            <Link to="/garde-manger" className="font-bold text-terracotta underline underline-offset-4">
              Mon garde-manger
            </Link>
            <span className="text-ink-soft">
              {"\u00a0"}: {pantrySize} ingrédient{pantrySize > 1 ? "s" : ""}
            </span>
          </p>
          {/* A GET form: the filters live in the URL. Further filters join this fieldset. */}
          <Form method="get" className="mt-6 rounded-2xl border border-line bg-white p-4 sm:p-6">
            <fieldset className="flex flex-col gap-3">
              <legend className="sr-only">Filtres</legend>
              <input type="hidden" name="basiques" value="non" />
              <label className="flex min-h-11 items-center gap-3">
                <span>Ce qui manque, pour</span>
                <input
                  type="number"
                  name="personnes"
                  min={1}
                  max={MAX_PANTRY_SERVINGS}
                  defaultValue={filters.servings}
                  aria-label="Nombre de personnes"
                  className="h-11 w-20 rounded-xl border-2 border-field bg-white px-3"
                />
                <span>personnes</span>
              </label>
              <label className="flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  name="basiques"
                  value="oui"
                  defaultChecked={filters.basics}
                  className="size-5 accent-terracotta"
                />
                <span>
                  Compter comme présents les basiques{"\u00a0"}: {joinList([...PANTRY_BASIC_NAMES])}
                </span>
              </label>
              <label className="flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  name="maintenant"
                  value="oui"
                  defaultChecked={filters.readyOnly}
                  className="size-5 accent-terracotta"
                />
                <span>Je peux la cuisiner maintenant</span>
              </label>
              <AllergenExclusions excluded={filters.sans} />
            </fieldset>
            <button type="submit" className="button-secondary mt-3 min-h-11">
              Appliquer les filtres
            </button>
          </Form>

          <h2 className="mt-8 text-2xl font-semibold" aria-live="polite">
            {total === 0
              ? "Aucune recette ne correspond"
              : `${total} recette${total > 1 ? "s" : ""}${filters.readyOnly ? " à cuisiner maintenant" : ""}`}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {cards.map((card) => (
              <li key={card.ref}>
                <article
                  aria-label={card.title}
                  className="flex h-full flex-col rounded-2xl border border-line bg-white p-5 shadow-sm"
                >
                  <p className="text-sm font-bold text-terracotta">{card.source}</p>
                  <h3 className="mt-1 text-xl font-semibold">
                    <Link to={card.href} className="hover:text-terracotta">
                      {card.title}
                    </Link>
                  </h3>
                  <p className="mt-2 text-sm text-ink-soft">
                    {card.percent}
                    {"\u00a0"}% des ingrédients chez vous
                  </p>
                  <div className="mt-1 h-2 rounded-full bg-cream-deep" aria-hidden="true">
                    <div className="h-2 rounded-full bg-terracotta" style={{ width: `${card.percent}%` }} />
                  </div>
                  {card.missing === 0 ? (
                    <p className="mt-3 inline-flex items-center gap-2 font-bold text-green-800">
                      <CircleCheck aria-hidden="true" className="size-5" />
                      {card.sentence}
                    </p>
                  ) : (
                    <>
                      <p className="mt-3">{card.sentence}</p>
                      <Form method="post" action={`/avec-ce-que-j-ai${search}`} className="mt-auto pt-3">
                        <input type="hidden" name="intent" value="missing" />
                        <input type="hidden" name="recette" value={card.ref} />
                        <input type="hidden" name="personnes" value={filters.servings} />
                        <button type="submit" className="button-secondary min-h-11 w-full text-left">
                          <ShoppingBasket aria-hidden="true" className="size-5 shrink-0" />
                          Ajouter les ingrédients manquants à ma liste de courses
                        </button>
                      </Form>
                    </>
                  )}
                  {outcome?.ref === card.ref &&
                    (outcome.ok ? (
                      <p role="status" className="mt-2 font-bold">
                        {outcome.message}{" "}
                        <Link
                          to="/menu-perso#courses"
                          className="text-terracotta underline underline-offset-4"
                        >
                          Voir la liste
                        </Link>
                      </p>
                    ) : (
                      <div className="mt-2">
                        <ErrorBox message={outcome.message} />
                      </div>
                    ))}
                </article>
              </li>
            ))}
          </ul>
          {outcome && !outcome.ref && (
            <div className="mt-4">
              <ErrorBox message={outcome.message} />
            </div>
          )}
          {pages > 1 && (
            <nav aria-label="Pages de résultats" className="mt-8 flex flex-wrap items-center gap-3">
              {page > 1 && (
                <Link
                  to={`/avec-ce-que-j-ai${filterParams(filters, page - 1)}`}
                  className="button-secondary min-h-11"
                >
                  Page précédente
                </Link>
              )}
              <span>
                Page {page} sur {pages}
              </span>
              {page < pages && (
                <Link
                  to={`/avec-ce-que-j-ai${filterParams(filters, page + 1)}`}
                  className="button-secondary min-h-11"
                >
                  Page suivante
                </Link>
              )}
            </nav>
          )}
        </>
      )}
    </section>
  );
}
