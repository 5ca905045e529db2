import { BookOpen, CalendarDays, Heart, RefreshCw, WifiOff } from "lucide-react";
import type { MouseEvent } from "react";
import { Link } from "react-router";

const KEPT = [
  { to: "/menu-perso", label: "Menu Perso et la liste de courses", icon: CalendarDays },
  { to: "/mes-recettes", label: "Mes Recettes", icon: Heart },
  { to: "/nos-recettes", label: "Nos Recettes", icon: BookOpen },
];

/**
 * « Réessayer » opens again the page that could not open, which the service worker names in
 * the address (the page itself was rendered and kept without it). Only a path of Toque itself
 * is followed; otherwise the link goes home.
 */
function retryAskedPage(event: MouseEvent<HTMLAnchorElement>) {
  const asked = new URLSearchParams(window.location.search).get("depuis") ?? "";
  if (!asked.startsWith("/") || asked.startsWith("//")) return;
  event.preventDefault();
  window.location.assign(asked);
}

/**
 * What the service worker shows for a page never opened on this device while it is offline,
 * instead of the browser's own error: what happened, and where to go that works.
 */
export function OfflinePage() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <WifiOff aria-hidden="true" className="mx-auto size-12 text-terracotta" />
      <h1 className="mt-4 text-4xl font-semibold">Vous êtes hors connexion</h1>
      <p className="mt-4 text-lg text-ink-soft">
        Cette page n'a pas encore été ouverte sur cet appareil&nbsp;: elle s'affichera dès le retour du
        réseau. Les pages déjà consultées restent à portée de main, avec le mode cuisine et ses minuteurs.
      </p>
      <ul className="mt-8 grid gap-3 text-left sm:grid-cols-3">
        {KEPT.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full items-center gap-3 rounded-2xl border border-line bg-white p-4 font-bold hover:border-terracotta"
            >
              <Icon aria-hidden="true" className="size-5 shrink-0 text-terracotta" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-ink-soft">
        La création de recettes, les conseils du sommelier et la connexion à votre compte ont besoin
        d'Internet.
      </p>
      <a href="/" onClick={retryAskedPage} className="button-secondary mt-6 inline-flex">
        <RefreshCw aria-hidden="true" className="size-4" />
        Réessayer
      </a>
    </section>
  );
}
