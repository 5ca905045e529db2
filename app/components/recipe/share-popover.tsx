import { Check, Copy, Share2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";

/** Spec §9: the copy confirmation lasts 2 seconds. */
export const COPY_CONFIRMATION_MS = 2000;

export function shareLinks(url: string, text: string) {
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    twitter: `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
  };
}

interface SharePopoverProps {
  /** Path of the page to share, such as « /recette/ratatouille »; made absolute in the browser. */
  path: string;
  title: string;
  /** « Partager » on the recipe page; the cards show only the icon. */
  showLabel?: boolean;
}

/**
 * Facebook and Twitter links and a copy action. The popover is a disclosure: Escape or a
 * click elsewhere closes it and gives focus back to its button.
 */
export function SharePopover({ path, title, showLabel = false }: SharePopoverProps) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open]);

  const url = typeof window === "undefined" ? path : new URL(path, window.location.origin).toString();
  const links = shareLinks(url, title);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    } catch (error) {
      console.error("Échec de la copie:", error);
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
          id={panelId}
          className="absolute right-0 z-20 mt-2 w-60 rounded-2xl border border-line bg-white p-2 text-left shadow-lg"
        >
          <ul className="space-y-1">
            <li>
              <a
                href={links.facebook}
                target="_blank"
                rel="noopener noreferrer"
                className="block rounded-lg px-3 py-2 hover:bg-cream-deep"
              >
                Partager sur Facebook
              </a>
            </li>
            <li>
              <a
                href={links.twitter}
                target="_blank"
                rel="noopener noreferrer"
                className="block rounded-lg px-3 py-2 hover:bg-cream-deep"
              >
                Partager sur Twitter
              </a>
            </li>
            <li>
              <button
                type="button"
                onClick={copy}
                className="flex w-full items-center gap-2 rounded-lg px-3 py-2 hover:bg-cream-deep"
              >
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
