import { Link, isRouteErrorResponse } from "react-router";

/**
 * The page of an error no route handles itself: a 404, a refusal with its French reason, or a
 * generic message that leaks nothing. The spec's heading stays « Unexpected Application Error! ».
 */
export function ErrorPage({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A refused request (a form that could not be read, an address we cannot serve) carries its
  // own French explanation; anything else stays a generic message that leaks nothing.
  const refusal =
    isRouteErrorResponse(error) &&
    error.status >= 400 &&
    error.status < 500 &&
    !notFound &&
    // React Router's own refusals (a URL that does not decode, no action) are in English.
    !(error as { internal?: boolean }).internal &&
    typeof error.data === "string" &&
    error.data !== ""
      ? error.data
      : undefined;
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
      <title>{notFound ? "Page introuvable · Toque" : "Erreur · Toque"}</title>
      <p className="font-display text-6xl font-semibold text-terracotta" aria-hidden="true">
        {notFound ? "404" : "Oups"}
      </p>
      <h1 className="mt-4 text-3xl font-semibold">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg text-ink-soft">
        {notFound
          ? "Cette page n'existe pas ou a été déplacée. Vérifiez l'adresse, ou repartez de l'accueil."
          : (refusal ??
            "Une erreur inattendue nous a empêchés d'afficher cette page. Réessayez dans un instant ; si elle persiste, repartez de l'accueil.")}
      </p>
      <Link to="/" className="button-primary mt-8">
        Retour à l'accueil
      </Link>
      {stack && <pre className="mt-8 overflow-x-auto rounded-lg bg-white p-4 text-left text-sm">{stack}</pre>}
    </section>
  );
}
