import { Check, Copy, Mail, MessageCircle, Share2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useCopy } from "~/components/ui/copy-link";

const NBSP = "\u00a0";

/**
 * Where the recipe can go: the specification's Facebook and Twitter, and where French cooks
 * share a recipe, e-mail and WhatsApp. Every one is a link the person follows, never a request
 * the page makes (no third-party request from any page, ARCHITECTURE § 7).
 */
export function shareLinks(url: string, title: string, servings?: number) {
  const forWhom = servings === undefined ? "" : `, pour ${servings}${NBSP}personne${servings > 1 ? "s" : ""}`;
  const subject = `Une recette pour vous${NBSP}: ${title}`;
  const body = `Je pense que cette recette va vous plaire${NBSP}: ${title}${forWhom}.\n\n${url}`;
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    twitter: `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
    email: `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title}${forWhom}${NBSP}: ${url}`)}`,
  };
}

interface SharePopoverProps {
  /**
   * Path of the page to share, such as « /recette/ratatouille?portions=6 »: the servings chosen
   * travel with it. Made absolute in the browser.
   */
  path: string;
  title: string;
  /** The servings the shared page opens at, when the cook chose them; said in the message too. */
  servings?: number;
  /** « Partager » on the recipe page; the cards show only the icon. */
  showLabel?: boolean;
}

/**
 * The phone's own share sheet where the browser has one, e-mail, WhatsApp, Facebook, Twitter and
 * a copy action. The popover is a disclosure: opening it moves focus to its first choice, Escape
 * or a click elsewhere closes it and gives focus back to its button.
 */
export function SharePopover({ path, title, servings, showLabel = false }: SharePopoverProps) {
  const [open, setOpen] = useState(false);
  const { copied, copy } = useCopy();
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>("a, button")?.focus();
  }, [open]);
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open]);

  const url = typeof window === "undefined" ? path : new URL(path, window.location.origin).toString();
  const links = shareLinks(url, title, servings);
  // Only read once the panel opens, in the browser: the server renders the closed button alone.
  const canShareNatively = open && typeof navigator.share === "function";

  async function shareNatively() {
    try {
      await navigator.share({ title, text: title, url });
      setOpen(false);
      button.current?.focus();
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (!(error instanceof DOMException && error.name === "AbortError"))
        console.error("Échec du partage:", error);
    }
  }

  return (
    <div
      ref={container}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={
          showLabel
            ? "button-secondary"
            : "inline-flex size-11 items-center justify-center rounded-full text-ink-soft hover:bg-cream-deep hover:text-terracotta"
        }
      >
        <Share2 aria-hidden="true" className="size-5" />
        {showLabel ? "Partager" : <span className="sr-only">Partager «&nbsp;{title}&nbsp;»</span>}
      </button>
      {/* Rendered only once opened, in the browser, where the page's own address is known. */}
      {open && (
        <div
          ref={panel}
          id={panelId}
          role="group"
          aria-label={`Partager «\u00a0${title}\u00a0»`}
          className="absolute right-0 z-20 mt-2 w-64 rounded-2xl border border-line bg-white p-2 text-left shadow-lg"
        >
          <ul className="space-y-1">
            {canShareNatively && (
              <li>
                <button type="button" onClick={shareNatively} className={itemClass}>
                  <Share2 aria-hidden="true" className="size-4" />
                  Partager via…
                </button>
              </li>
            )}
            <li>
              <a href={links.email} className={itemClass}>
                <Mail aria-hidden="true" className="size-4" />
                Envoyer par e-mail
              </a>
            </li>
            <li>
              <a href={links.whatsapp} target="_blank" rel="noopener noreferrer" className={itemClass}>
                <MessageCircle aria-hidden="true" className="size-4" />
                Envoyer sur WhatsApp
              </a>
            </li>
            <li>
              <a href={links.facebook} target="_blank" rel="noopener noreferrer" className={itemClass}>
                Partager sur Facebook
              </a>
            </li>
            <li>
              <a href={links.twitter} target="_blank" rel="noopener noreferrer" className={itemClass}>
                Partager sur Twitter
              </a>
            </li>
            <li>
              <button type="button" onClick={() => copy(url)} className={itemClass}>
                {copied ? (
                  <Check aria-hidden="true" className="size-4 text-sage" />
                ) : (
                  <Copy aria-hidden="true" className="size-4" />
                )}
                {copied ? "Copié !" : "Copier le lien"}
              </button>
            </li>
          </ul>
          <p aria-live="polite" className="sr-only">
            {copied ? "Lien copié" : ""}
          </p>
        </div>
      )}
    </div>
  );
}

const itemClass = "flex min-h-11 w-full items-center gap-2 rounded-lg px-3 py-2 hover:bg-cream-deep";
