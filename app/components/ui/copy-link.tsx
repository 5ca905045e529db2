import { Copy } from "lucide-react";
import { useRef, useState } from "react";

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
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), 2000);
    } catch (error) {
      console.error("Échec de la copie:", error);
    }
  }
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
      <button type="button" onClick={copy} className="button-secondary">
        <Copy aria-hidden="true" className="size-5" />
        {copied ? copiedLabel : copyLabel}
      </button>
    </div>
  );
}
