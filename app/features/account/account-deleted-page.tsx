import { CircleCheck } from "lucide-react";
import { Link } from "react-router";

/** Where a person lands once their account is gone: what was erased, and where to go next. */
export function AccountDeletedPage() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <CircleCheck aria-hidden="true" className="mx-auto size-14 text-sage" />
      <h1 className="mt-4 text-4xl font-semibold">Votre compte a été supprimé</h1>
      <p role="status" className="mt-4 text-lg">
        Votre compte et toutes ses données ont été effacés définitivement&nbsp;: vos recettes sauvegardées et
        publiées, vos {"« j'aime »"}, vos menus et vos sessions.
      </p>
      <p className="mt-4 text-ink-soft">
        Merci d'avoir cuisiné avec Toque. Vous pouvez continuer sans compte, ou en créer un nouveau quand vous
        le souhaitez.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="button-primary">
          Retour à l'accueil
        </Link>
        <Link to="/signup" className="button-secondary">
          Créer un compte
        </Link>
      </div>
    </section>
  );
}
