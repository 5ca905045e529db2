import { Copy } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";

/** How long a copy button says it copied (2 seconds), then reads as a button again. */
export const COPY_CONFIRMATION_MS = 2000;

/**
 * Writes text to the clipboard and says so for COPY_CONFIRMATION_MS: a second copy starts the
 * delay again, and leaving the page stops it. A refused clipboard (no permission, no secure
 * context) is logged, not thrown: the text is still on screen to select by hand.
 */
export function useCopy(): { copied: boolean; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    } catch (error) {
      console.error("Échec de la copie:", error);
    }
  }, []);
  return { copied, copy };
}

/**
 * A secret shown once (an address, an API token), selectable by hand and copied by a button:
 * without JavaScript the field still selects, and the button is the only thing that needs the
 * clipboard. The button names what it copies: « Copier le lien » unless told otherwise.
 */
export function CopyLink({
  url,
  label,
  copyLabel = "Copier le lien",
  copiedLabel = "Lien copié",
}: {
  url: string;
  label: string;
  copyLabel?: string;
  copiedLabel?: string;
}) {
  const { copied, copy } = useCopy();
  return (
    <div className="mt-4 flex flex-wrap items-end gap-3">
      <label className="grow">
        <span className="block font-bold">{label}</span>
        <input
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="mt-1 w-full rounded-xl border border-line bg-white px-3 py-2 font-mono text-sm"
        />
      </label>
      <button type="button" onClick={() => copy(url)} className="button-secondary">
        <Copy aria-hidden="true" className="size-5" />
        {copied ? copiedLabel : copyLabel}
      </button>
    </div>
  );
}
