import { type ReactNode, useEffect } from "react";
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  isRouteErrorResponse,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { useNonce } from "./components/layout/nonce";
import { skipRevalidationWhenOffline } from "./components/layout/offline";
import { isQueryOnlyChange } from "./components/layout/revalidation";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await context.services.viewer(request);
  return { isLoggedIn: viewer.isLoggedIn };
}

// Whether someone is logged in does not depend on the query of the page.
export const shouldRevalidate = (args: ShouldRevalidateFunctionArgs) =>
  isQueryOnlyChange(args) ? false : skipRevalidationWhenOffline(args);

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  // Marks the page as interactive once React has hydrated it (error screens included),
  // for the end-to-end tests and for styles that need JavaScript.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#a63d17" />
        {/* In production entry.server.tsx inlines this stylesheet: no render-blocking request. */}
        {import.meta.env.DEV && <link rel="stylesheet" href={stylesheet} />}
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#contenu"
          className="sr-only z-50 rounded-full bg-terracotta px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Aller au contenu
        </a>
        <SiteHeader isLoggedIn={data?.isLoggedIn ?? false} />
        <main id="contenu" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
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
            "Une erreur inattendue nous a empêchés d'afficher cette page. Réessayez dans un instant ; si elle persiste, repartez de l'accueil.")}
      </p>
      <Link to="/" className="button-primary mt-8">
        Retour à l'accueil
      </Link>
      {stack && <pre className="mt-8 overflow-x-auto rounded-lg bg-white p-4 text-left text-sm">{stack}</pre>}
    </section>
  );
}
