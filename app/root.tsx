import { type ReactNode, useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import fraunces600 from "@fontsource/fraunces/files/fraunces-latin-600-normal.woff2?url";
import sourceSans400 from "@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff2?url";
import sourceSans700 from "@fontsource/source-sans-3/files/source-sans-3-latin-700-normal.woff2?url";
import stylesheet from "./app.css?url";
import { useNonce } from "./components/layout/nonce";
import { skipRevalidationWhenOffline } from "./components/layout/offline";
import { isQueryOnlyChange } from "./components/layout/revalidation";
import { ErrorPage } from "./components/layout/error-page";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { OfflineBanner } from "./components/layout/online-status";
import { ServiceWorkerUpdate } from "./components/layout/service-worker";
import { guestIdFrom } from "./.server/meal-plan/plan-owner";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  // The fonts are `font-display: optional` (app.css): asked for with the page, not once the
  // first layout finds text that needs them, they make it in time for the first paint.
  ...[sourceSans400, sourceSans700, fraunces600].map((href) => ({
    rel: "preload",
    href,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous" as const,
  })),
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await context.services.viewer(request);
  // A visitor's cookie says they plan (or keep a pantry): their `/` may be « Aujourd'hui ».
  // Read without the database, so that every page does not pay for it.
  return {
    isLoggedIn: viewer.isLoggedIn,
    homeIsToday: viewer.isLoggedIn || guestIdFrom(request) !== undefined,
  };
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
        <OfflineBanner />
        <SiteHeader isLoggedIn={data?.isLoggedIn ?? false} homeIsToday={data?.homeIsToday ?? false} />
        <main id="contenu" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        <ServiceWorkerUpdate />
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
  return <ErrorPage error={error} />;
}
