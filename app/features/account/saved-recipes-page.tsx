import { BookHeart, UserRound } from "lucide-react";
import { Link } from "react-router";

/** Mes Recettes: the saved recipes arrive with the catalogue; until then, the empty state. */
export function SavedRecipesPage({ viewerName }: { viewerName?: string }) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-semibold">Mes Recettes</h1>
      {viewerName ? (
        <>
          <p className="mt-2 text-lg text-ink-soft">Bonjour {viewerName} !</p>
          <div className="mt-8 flex flex-col items-center gap-4 rounded-3xl border border-dashed border-line bg-white px-6 py-12 text-center">
            <BookHeart aria-hidden="true" className="size-10 text-terracotta" />
            <p className="text-xl font-bold">Aucune recette sauvegardée</p>
            <p className="max-w-md text-ink-soft">
              Les recettes que vous sauvegarderez, adapterez ou créerez avec Toque apparaîtront ici.
            </p>
            <Link to="/#features" className="button-primary">
              Découvrir les fonctionnalités
            </Link>
          </div>
          <Link to="/mon-compte" className="button-secondary mt-8">
            <UserRound aria-hidden="true" className="size-5" />
            Mon compte
          </Link>
        </>
      ) : (
        <div className="mt-8 rounded-3xl border border-line bg-white p-8">
          <p className="text-lg">Connectez-vous pour retrouver les recettes que vous avez sauvegardées.</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to="/login?redirectTo=%2Fmes-recettes" className="button-primary">
              Se connecter
            </Link>
            <Link to="/signup" className="button-secondary">
              Créer un compte
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}
