import { Check, ClipboardCopy, Printer, ShoppingBasket } from "lucide-react";
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";

const CHANGED = "toque:courses";

/** Ticked items live in localStorage; other tabs and this one hear about changes. */
function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

function readTicked(raw: string): string[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

export interface ShoppingAisle {
  aisle: string;
  items: { key: string; name: string; quantity: string }[];
}

interface ShoppingListSectionProps {
  aisles: ShoppingAisle[];
  text: string;
  /** Where the ticked items of this week are kept in the browser. */
  storageKey: string;
}

/** The week's shopping list by aisle; ticks survive a reload, and the list copies or prints as text. */
export function ShoppingListSection({ aisles, text, storageKey }: ShoppingListSectionProps) {
  const raw = useSyncExternalStore(
    subscribe,
    () => localStorage.getItem(storageKey) ?? "[]",
    () => "[]",
  );
  const ticked = useMemo(() => readTicked(raw), [raw]);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function toggle(key: string, checked: boolean) {
    const next = checked ? [...new Set([...ticked, key])] : ticked.filter((item) => item !== key);
    localStorage.setItem(storageKey, JSON.stringify(next));
    window.dispatchEvent(new Event(CHANGED));
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), 2000);
    } catch (error) {
      console.error("Échec de la copie:", error);
    }
  }

  return (
    <section
      aria-labelledby="courses"
      className="mt-12 rounded-2xl border border-line bg-white p-5 print:border-0 print:p-0"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="courses" className="inline-flex items-center gap-2 text-2xl font-semibold">
          <ShoppingBasket aria-hidden="true" className="size-6 text-terracotta" />
          Liste de courses
        </h2>
        {aisles.length > 0 && (
          <div className="no-print flex gap-2">
            <button type="button" className="button-secondary" onClick={copy}>
              {copied ? (
                <Check aria-hidden="true" className="size-5" />
              ) : (
                <ClipboardCopy aria-hidden="true" className="size-5" />
              )}
              {copied ? "Copié !" : "Copier la liste"}
            </button>
            <button type="button" className="button-secondary" onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-5" />
              Imprimer la liste
            </button>
          </div>
        )}
      </div>
      {aisles.length === 0 ? (
        <p className="mt-3 text-ink-soft">
          Planifiez des repas pour obtenir la liste de courses de la semaine.
        </p>
      ) : (
        <div className="mt-4 columns-1 gap-8 sm:columns-2 lg:columns-3">
          {aisles.map((aisle) => (
            <section key={aisle.aisle} aria-label={aisle.aisle} className="mb-5 break-inside-avoid">
              <h3 className="text-lg font-semibold">{aisle.aisle}</h3>
              <ul className="mt-1 space-y-1">
                {aisle.items.map((item) => (
                  <li key={item.key}>
                    <label className="inline-flex items-start gap-2">
                      <input
                        type="checkbox"
                        checked={ticked.includes(item.key)}
                        onChange={(event) => toggle(item.key, event.currentTarget.checked)}
                        className="mt-1 size-4 accent-terracotta"
                      />
                      <span className={ticked.includes(item.key) ? "text-ink-soft line-through" : undefined}>
                        {item.name} <span className="font-bold">{item.quantity}</span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </section>
  );
}
