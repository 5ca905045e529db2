import { Copy } from "lucide-react";
import { useRef, useState } from "react";

/**
 * A secret address shown once, selectable by hand and copied by a button: without JavaScript the
 * field still selects, and the button is the only thing that needs the clipboard.
 */
export function CopyLink({ url, label }: { url: string; label: string }) {
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
        {copied ? "Lien copié" : "Copier le lien"}
      </button>
    </div>
  );
}
