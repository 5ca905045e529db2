import { Link } from "react-router";
import { features } from "~/content/features";
import { LogoMark } from "./logo";

const legalLinks = [
  { label: "Mentions légales", to: "/mentions-legales" },
  { label: "Politique de confidentialité", to: "/confidentialite" },
  { label: "Conditions d'utilisation", to: "/conditions-utilisation" },
];

export function SiteFooter() {
  return (
    <footer className="no-print mt-16 border-t border-line bg-crust/60">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-3">
        <div>
          <p className="flex items-center gap-2 font-display text-xl font-semibold">
            <LogoMark className="size-7" />
            Toque
          </p>
          <p className="mt-2 max-w-xs text-ink-soft">
            L'assistant culinaire qui cuisine avec ce que vous avez, en français.
          </p>
        </div>
        <nav aria-label="Fonctionnalités">
          <h2 className="font-sans text-sm font-bold uppercase tracking-wide text-ink-soft">
            Fonctionnalités
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 md:grid-cols-1">
            {features.map((feature) => (
              <li key={feature.to}>
                <Link to={feature.to} className="underline-offset-4 hover:text-terracotta hover:underline">
                  {feature.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="À propos">
          <h2 className="font-sans text-sm font-bold uppercase tracking-wide text-ink-soft">À propos</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link to="/nos-recettes" className="underline-offset-4 hover:text-terracotta hover:underline">
                Nos Recettes
              </Link>
            </li>
            <li>
              <Link
                to="/sources-des-donnees"
                className="underline-offset-4 hover:text-terracotta hover:underline"
              >
                Sources des données
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-line px-4 py-4 text-center text-sm text-ink-soft">
        <nav aria-label="Informations légales">
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-1">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-block py-1.5 underline-offset-4 hover:text-terracotta hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-2">
          © {new Date().getFullYear()} Toque. Données nutritionnelles&nbsp;: Anses, table Ciqual 2025.
        </p>
      </div>
    </footer>
  );
}
