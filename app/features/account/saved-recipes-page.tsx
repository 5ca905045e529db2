import {
  BookHeart,
  Clock,
  Download,
  FileDown,
  Globe,
  Heart,
  House,
  PenLine,
  Trash2,
  Undo2,
  UserRound,
  Users,
} from "lucide-react";
import { Form, Link } from "react-router";
import type { SavedRecipeCard } from "~/domain/catalogue/card";
import { PARIS_TIME_ZONE } from "~/domain/base/week";

interface SavedRecipesPageProps {
  viewerName?: string;
  recipes: SavedRecipeCard[];
  /** « Partagées par le foyer »: the dishes the other people of the household share. */
  household?: SavedRecipeCard[];
  message?: string;
}

const originLabels: Record<SavedRecipeCard["origin"], string> = {
  generated: "Créée avec Toque",
  customised: "Version personnalisée",
  saved: "Recette sauvegardée",
  cocktail: "Cocktail",
  pairing: "Accords mets et vins",
  imported: "Recette importée",
  written: "Votre recette",
};

// In Paris time on both sides: the server (UTC) and a browser elsewhere would otherwise write
// different days around midnight, and React would refuse the server's page (hydration error).
const dateFormat = new Intl.DateTimeFormat("fr-FR", {
  timeZone: PARIS_TIME_ZONE,
  day: "numeric",
  month: "long",
  year: "numeric",
});

export function SavedRecipesPage({ viewerName, recipes, household = [], message }: SavedRecipesPageProps) {
  if (!viewerName) {
    return (
      <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <h1 className="text-4xl font-semibold">Mes Recettes</h1>
        <div className="mt-8 rounded-3xl border border-line bg-white p-8">
          <p className="text-lg">Connectez-vous pour retrouver les recettes que vous avez sauvegardées.</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to="/login?redirectTo=%2Fmes-recettes" className="button-primary">
              Se connecter
            </Link>
            <Link to="/signup?redirectTo=%2Fmes-recettes" className="button-secondary">
              Créer un compte
            </Link>
          </div>
        </div>
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-4xl font-semibold">Mes Recettes</h1>
          <p className="mt-2 text-lg text-ink-soft">Bonjour {viewerName} !</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to="/mes-recettes/importer" className="button-primary">
            <FileDown aria-hidden="true" className="size-5" />
            Importer une recette
          </Link>
          <Link to="/mes-recettes/nouvelle" className="button-secondary">
            <PenLine aria-hidden="true" className="size-5" />
            Écrire une recette
          </Link>
          {recipes.length > 0 && (
            <a href="/mes-recettes/export" download className="button-secondary">
              <Download aria-hidden="true" className="size-5" />
              Exporter toutes mes recettes
            </a>
          )}
          <Link to="/mon-compte" className="button-secondary">
            <UserRound aria-hidden="true" className="size-5" />
            Mon compte
          </Link>
        </div>
      </div>

      {message && (
        <p role="status" className="mt-6 rounded-xl border border-line bg-white px-4 py-3 font-bold">
          {message}
        </p>
      )}

      {recipes.length === 0 ? (
        <div className="mt-8 flex flex-col items-center gap-4 rounded-3xl border border-dashed border-field bg-white px-6 py-12 text-center">
          <BookHeart aria-hidden="true" className="size-10 text-terracotta" />
          <p className="text-xl font-bold">Aucune recette sauvegardée</p>
          <p className="max-w-md text-ink-soft">
            Les recettes que vous sauvegarderez, adapterez ou créerez avec Toque apparaîtront ici.
          </p>
          <Link to="/inventaire-gourmand" className="button-primary">
            Créer une recette avec mes ingrédients
          </Link>
        </div>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {recipes.map((recipe) => (
            <li
              key={recipe.id}
              className="flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm"
            >
              <img
                src={recipe.image}
                alt=""
                width={400}
                height={300}
                loading="lazy"
                className="aspect-[4/3] w-full bg-cream-deep object-cover"
              />
              <div className="flex flex-1 flex-col p-5">
                <p className="text-sm font-bold text-terracotta">
                  {originLabels[recipe.origin]} · {recipe.category}
                  {recipe.publishedId && " · publiée"}
                </p>
                <h2 className="text-xl font-semibold">
                  <Link to={`/mes-recettes/${recipe.id}`} className="hover:text-terracotta hover:underline">
                    {recipe.title}
                  </Link>
                </h2>
                <p className="mt-1 text-sm text-ink-soft">
                  {recipe.site ? `Source\u00a0: ${recipe.site}` : `Par ${recipe.author}`}
                </p>
                <p className="mt-2 line-clamp-2 flex-1 text-ink-soft">{recipe.description}</p>
                <ul className="mt-3 flex flex-wrap gap-3 text-sm">
                  {recipe.duration && (
                    <li className="inline-flex items-center gap-1">
                      <Clock aria-hidden="true" className="size-4" />
                      {recipe.duration}
                    </li>
                  )}
                  {recipe.servings !== undefined && (
                    <li className="inline-flex items-center gap-1">
                      <Users aria-hidden="true" className="size-4" />
                      {recipe.servings} pers.
                    </li>
                  )}
                  <li className="inline-flex items-center gap-1" aria-label={`${recipe.likes} j'aime`}>
                    <Heart aria-hidden="true" className="size-4" />
                    {recipe.likes}
                  </li>
                </ul>
                <p className="mt-2 text-sm text-ink-soft">
                  Enregistrée le {dateFormat.format(new Date(recipe.createdAt))}
                </p>
                <Form method="post" className="mt-4 flex flex-wrap gap-x-4 gap-y-2">
                  <input type="hidden" name="id" value={recipe.id} />
                  {recipe.publishable &&
                    (recipe.publishedId ? (
                      <button
                        type="submit"
                        name="intent"
                        value="withdraw"
                        className="inline-flex items-center gap-1 text-sm font-bold text-terracotta hover:underline"
                      >
                        <Undo2 aria-hidden="true" className="size-4" />
                        Retirer de la communauté
                        <span className="sr-only"> : {recipe.title}</span>
                      </button>
                    ) : (
                      <button
                        type="submit"
                        name="intent"
                        value="publish"
                        className="inline-flex items-center gap-1 text-sm font-bold text-terracotta hover:underline"
                      >
                        <Globe aria-hidden="true" className="size-4" />
                        Publier dans la communauté
                        <span className="sr-only"> : {recipe.title}</span>
                      </button>
                    ))}
                  {recipe.sharedWithHousehold !== undefined && (
                    <button
                      type="submit"
                      name="intent"
                      value={recipe.sharedWithHousehold ? "unshare" : "share"}
                      aria-pressed={recipe.sharedWithHousehold}
                      className="inline-flex items-center gap-1 text-sm font-bold text-terracotta hover:underline"
                    >
                      <House aria-hidden="true" className="size-4" />
                      Partager avec le foyer
                      <span className="sr-only"> : {recipe.title}</span>
                    </button>
                  )}
                  <button
                    type="submit"
                    name="intent"
                    value="remove"
                    className="inline-flex items-center gap-1 text-sm font-bold text-red-700 hover:underline"
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    Retirer de Mes Recettes
                    <span className="sr-only"> : {recipe.title}</span>
                  </button>
                </Form>
                {recipe.publishedId && (
                  <Link
                    to={`/recette/${recipe.publishedId}`}
                    className="mt-2 text-sm font-bold underline underline-offset-4"
                  >
                    Voir la page publiée
                    <span className="sr-only"> : {recipe.title}</span>
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}

      {household.length > 0 && (
        <>
          <h2 className="mt-12 text-2xl font-semibold">Partagées par le foyer</h2>
          <p className="mt-2 text-ink-soft">
            Les recettes que les membres de votre foyer partagent&nbsp;: ouvrez-les pour les lire ou les
            planifier dans Menu Perso.
          </p>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {household.map((recipe) => (
              <li key={recipe.id} className="rounded-2xl border border-line bg-white p-5 shadow-sm">
                <h3 className="text-xl font-semibold">
                  <Link to={`/mes-recettes/${recipe.id}`} className="hover:text-terracotta hover:underline">
                    {recipe.title}
                  </Link>
                </h3>
                <p className="mt-1 text-sm text-ink-soft">{`Partagée par ${recipe.author}`}</p>
                <p className="mt-2 line-clamp-2 text-ink-soft">{recipe.description}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
