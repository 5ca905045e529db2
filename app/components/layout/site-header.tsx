import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Form, Link, NavLink, useLocation, useMatches } from "react-router";
import { featureIcons } from "./feature-icons";
import { LogoMark } from "./logo";
import {
  type LandingPlace,
  accountLinks,
  hrefFor,
  navigationLinksFor,
  pantryLinks,
  toolLinks,
} from "./navigation-links";

interface SiteHeaderProps {
  isLoggedIn: boolean;
  homeIsToday: boolean;
}

export function SiteHeader({ isLoggedIn, homeIsToday }: SiteHeaderProps) {
  const { pathname, hash, key } = useLocation();
  const place: LandingPlace = { onLanding: useShowsLanding(), homeIsToday };
  // The menu remembers the location it was opened at: any navigation, including
  // a jump to an anchor, closes it without an effect.
  const location = `${key}${pathname}${hash}`;
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const menuOpen = openedAt === location;
  const setMenuOpen = (open: boolean) => setOpenedAt(open ? location : null);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const links = navigationLinksFor(isLoggedIn);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenedAt(null);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  const linkItems = (onNavigate?: () => void) =>
    links.map((link) =>
      link.anchor ? (
        <a key={link.label} href={hrefFor(link, place)} onClick={onNavigate} className={linkClass()}>
          {link.label}
        </a>
      ) : (
        <NavLink key={link.label} to={link.to} onClick={onNavigate} className={linkClass}>
          {link.label}
        </NavLink>
      ),
    );

  // A member's tools, with the landing page's icons, then their own pages; visitors discover the
  // tools on the landing page, and see the pantry's pages, which need no account.
  const toolItems = (onNavigate?: () => void) =>
    isLoggedIn ? memberToolItems(onNavigate) : pantryItems(onNavigate);
  const pantryItems = (onNavigate?: () => void) =>
    pantryLinks.map((link) => (
      <NavLink key={link.to} to={link.to} onClick={onNavigate} className={toolClass}>
        {link.label}
      </NavLink>
    ));
  const memberToolItems = (onNavigate?: () => void) => [
    ...toolLinks.map((tool) => {
      const Icon = featureIcons[tool.id];
      return (
        <NavLink key={tool.to} to={tool.to} onClick={onNavigate} className={toolClass}>
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          {tool.label}
        </NavLink>
      );
    }),
    ...accountLinks.map((link) => (
      <NavLink key={link.to} to={link.to} onClick={onNavigate} className={toolClass}>
        {link.label}
      </NavLink>
    )),
  ];

  const sessionActions = (onNavigate?: () => void) =>
    isLoggedIn ? (
      <Form method="post" action="/logout">
        <button type="submit" className="button-secondary w-full">
          Déconnexion
        </button>
      </Form>
    ) : (
      <>
        <Link to="/login" onClick={onNavigate} className="button-secondary">
          Connexion
        </Link>
        <a
          href={hrefFor({ to: "/", anchor: "pricing" }, place)}
          onClick={onNavigate}
          className="button-primary"
        >
          Commencer
        </a>
      </>
    );

  return (
    <header className="no-print sticky top-0 z-40 border-b border-line bg-cream/95 backdrop-blur">
      <nav aria-label="Navigation principale" className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="flex items-center justify-between gap-4 py-3">
          <Link to="/" className="flex items-center gap-2 rounded-lg" aria-label="Toque, retour à l'accueil">
            <LogoMark className="size-9" />
            <span className="font-display text-2xl font-semibold text-ink">Toque</span>
          </Link>

          <div className="hidden items-center gap-1 lg:flex">{linkItems()}</div>
          <div className="hidden items-center gap-2 lg:flex">{sessionActions()}</div>

          <button
            ref={toggleRef}
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-cream-deep lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? "Fermer le menu" : "Ouvrir le menu"}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </button>
        </div>
        <div className="-mx-2 hidden flex-wrap items-center gap-1 border-t border-line py-1.5 lg:flex">
          {toolItems()}
        </div>
      </nav>

      <nav
        id={menuId}
        aria-label="Menu"
        hidden={!menuOpen}
        className="border-t border-line bg-cream px-4 pb-4 lg:hidden"
      >
        <div className="flex flex-col border-b border-line py-2">{toolItems(() => setMenuOpen(false))}</div>
        <div className="flex flex-col py-2">{linkItems(() => setMenuOpen(false))}</div>
        <div className="flex flex-col gap-2">{sessionActions(() => setMenuOpen(false))}</div>
      </nav>
    </header>
  );
}

/** Whether the page shown is the landing page: `/` for a newcomer, `/?vue=presentation` for all. */
function useShowsLanding(): boolean {
  return useMatches().some(
    (match) =>
      match.id === "routes/home" && (match.loaderData as { view?: string } | undefined)?.view === "landing",
  );
}

function linkClass({ isActive }: { isActive?: boolean } = {}) {
  return `rounded-lg px-3 py-2 font-bold text-ink hover:bg-cream-deep hover:text-terracotta ${
    isActive ? "text-terracotta underline decoration-2 underline-offset-4" : ""
  }`;
}

function toolClass({ isActive }: { isActive: boolean }) {
  return `inline-flex min-h-11 items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-bold text-ink-soft hover:bg-cream-deep hover:text-terracotta ${
    isActive ? "text-terracotta underline decoration-2 underline-offset-4" : ""
  }`;
}
