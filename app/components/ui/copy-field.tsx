import { Copy } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";

/** How long a copy button says it copied (spec §9: 2 seconds), then reads as a button again. */
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

interface CopyFieldProps {
  value: string;
  /** The field's label: « Lien d'invitation », « Votre nouveau jeton ». */
  label: string;
  /** The button before and after: « Copier le lien » / « Lien copié ». */
  copyLabel?: string;
  copiedLabel?: string;
}

/**
 * A secret shown once (a link, a token), selectable by hand and copied by a button: without
 * JavaScript the field still selects, and the button is the only thing that needs the clipboard.
 */
export function CopyField({
  value,
  label,
  copyLabel = "Copier le lien",
  copiedLabel = "Lien copié",
}: CopyFieldProps) {
  const { copied, copy } = useCopy();
  return (
    <div className="mt-4 flex flex-wrap items-end gap-3">
      <label className="grow">
        <span className="block font-bold">{label}</span>
        <input
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className="mt-1 w-full rounded-xl border border-line bg-white px-3 py-2 font-mono text-sm"
        />
      </label>
      <button type="button" onClick={() => copy(value)} className="button-secondary">
        <Copy aria-hidden="true" className="size-5" />
        {copied ? copiedLabel : copyLabel}
      </button>
    </div>
  );
}
