import { Check, ClipboardCopy, PackageCheck, Printer, Share2, ShoppingBasket } from "lucide-react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { type SubmitFunction, useFetchers, useRevalidator, useSubmit } from "react-router";
import { LiveListNote } from "~/components/live/live-list";
import { ErrorBox } from "~/components/ui/error-box";
import { PlanOutcomeMessage } from "./plan-outcome";
import { tickedWithPending } from "~/domain/meal-plan/pending-ticks";
import { AT_HOME, CUPBOARD } from "~/domain/meal-plan/set-apart";
import type { ShoppingAisle } from "~/domain/meal-plan/shopping-list";
import { sendPendingTicks, usePendingTicks } from "./pending-ticks-store";
import type { PlanOutcome } from "./types";

interface ShoppingListSectionProps {
  monday: string;
  aisles: ShoppingAisle[];
  /** The keys of the items ticked, as stored on the server. */
  ticked: string[];
  text: string;
  /** The answer to a tick sent without JavaScript. */
  outcome?: PlanOutcome;
  /** Follow the changes the household's other devices make (docs/decisions/0063). */
  live: boolean;
}

/** The week's shopping list by aisle; ticks are stored, and the list copies or prints as text. */
export function ShoppingListSection({
  monday,
  aisles,
  ticked,
  text,
  outcome,
  live,
}: ShoppingListSectionProps) {
  const [said, setSaid] = useState("");
  const canShare = usePhoneShare();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // A tick on its way counts at once: the box turns before the server has answered.
  const submit = useSubmit();
  const serverTicked = new Set(ticked);
  for (const fetcher of useFetchers()) {
    const form = fetcher.formData;
    if (form?.get("intent") !== "tick" || form.get("semaine") !== monday) continue;
    const key = String(form.get("article"));
    if (form.get("coche") === "1") serverTicked.add(key);
    else serverTicked.delete(key);
  }
  // Ticks made offline (the route's clientAction keeps them) count until the server has them.
  const tickedKeys = tickedWithPending(serverTicked, usePendingTicks(), monday);
  const revalidator = useRevalidator();
  const { revalidate } = revalidator;
  useEffect(() => {
    const send = async () => {
      if (await sendPendingTicks()) void revalidate();
    };
    if (navigator.onLine) void send();
    window.addEventListener("online", send);
    return () => window.removeEventListener("online", send);
  }, [revalidate]);
  const count = aisles.reduce((sum, aisle) => sum + aisle.items.length, 0);
  const toBuy = aisles
    .filter(({ aisle }) => aisle !== CUPBOARD && aisle !== AT_HOME)
    .reduce((sum, aisle) => sum + aisle.items.filter((item) => !item.key.startsWith("autre:")).length, 0);
  const done = aisles.reduce(
    (sum, aisle) => sum + aisle.items.filter((item) => tickedKeys.has(item.key)).length,
    0,
  );

  /** A phone hands the list to a messaging app; elsewhere it goes to the clipboard. */
  async function share() {
    const say = (message: string) => {
      setSaid(message);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setSaid(""), 4000);
    };
    if (canShare) {
      try {
        await navigator.share({ title: "Liste de courses", text });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(text);
      say("Liste copiée");
    } catch {
      say("La copie n'a pas abouti : sélectionnez la liste pour la copier.");
    }
  }

  return (
    <section
      id="courses"
      aria-labelledby="courses-titre"
      className="mt-12 scroll-mt-24 rounded-2xl border border-line bg-white p-4 sm:p-6 print:border-0 print:p-0"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="courses-titre" className="inline-flex items-center gap-2 text-2xl font-semibold">
            <ShoppingBasket aria-hidden="true" className="size-6 text-terracotta" />
            Liste de courses
          </h2>
          {count > 0 && (
            <p className="text-sm text-ink-soft">
              {done} article{done > 1 ? "s" : ""} coché{done > 1 ? "s" : ""} sur {count}
            </p>
          )}
        </div>
        {aisles.length > 0 && (
          <div className="no-print flex flex-wrap gap-2">
            <button type="button" className="button-secondary min-h-11" onClick={share}>
              {canShare ? (
                <Share2 aria-hidden="true" className="size-5" />
              ) : (
                <ClipboardCopy aria-hidden="true" className="size-5" />
              )}
              {canShare ? "Partager la liste" : "Copier la liste"}
            </button>
            <button type="button" className="button-secondary min-h-11" onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-5" />
              Imprimer la liste
            </button>
          </div>
        )}
      </div>
      <p role="status" className="no-print mt-2 min-h-6 text-sm font-bold">
        {said}
      </p>
      <LiveListNote enabled={live} />
      {outcome && !outcome.ok && (
        <div className="mt-4">
          <ErrorBox message={outcome.message} />
        </div>
      )}
      {outcome?.ok && outcome.intent === "bought" && (
        <>
          <PlanOutcomeMessage outcome={outcome} />
          <p className="mt-2">
            <a href="/garde-manger" className="font-bold text-terracotta underline underline-offset-4">
              Voir Mon garde-manger
            </a>
          </p>
        </>
      )}
      {toBuy > 0 && (
        <form method="post" action={`/menu-perso?semaine=${monday}#courses`} className="no-print mt-4">
          <input type="hidden" name="intent" value="bought" />
          <input type="hidden" name="semaine" value={monday} />
          <button type="submit" className="button-secondary min-h-11">
            <PackageCheck aria-hidden="true" className="size-5" />
            J'ai tout acheté
          </button>
          <span className="ml-3 text-sm text-ink-soft">
            Tout ce qui reste à acheter va dans Mon garde-manger.
          </span>
        </form>
      )}
      {aisles.length === 0 ? (
        <p className="mt-3 text-ink-soft">
          Planifiez des repas pour obtenir la liste de courses de la semaine.
        </p>
      ) : (
        <div className="mt-4 columns-1 gap-8 sm:columns-2 lg:columns-3">
          {aisles.map((aisle) => {
            const items = (
              <ul className="mt-1">
                {aisle.items.map((item) => (
                  <ShoppingItem
                    key={item.key}
                    monday={monday}
                    item={item}
                    ticked={tickedKeys.has(item.key)}
                    submit={submit}
                  />
                ))}
              </ul>
            );
            // What is already at home stays out of the way, folded, yet can be checked.
            if (aisle.aisle === AT_HOME)
              return (
                <details key={aisle.aisle} className="mb-5 break-inside-avoid">
                  <summary className="min-h-11 cursor-pointer text-lg font-semibold">
                    {AT_HOME} ({aisle.items.length})
                  </summary>
                  {items}
                </details>
              );
            return (
              <section key={aisle.aisle} aria-label={aisle.aisle} className="mb-5 break-inside-avoid">
                <h3 className="text-lg font-semibold">{aisle.aisle}</h3>
                {items}
              </section>
            );
          })}
        </div>
      )}
    </section>
  );
}

/**
 * One item: a form that stores the tick. Without JavaScript the button posts the form and the
 * page comes back at the list; with it, the form goes through a fetcher and the page stays put.
 */
function ShoppingItem({
  monday,
  item,
  ticked,
  submit,
}: {
  monday: string;
  item: ShoppingAisle["items"][number];
  ticked: boolean;
  submit: SubmitFunction;
}) {
  const action = `/menu-perso?semaine=${monday}#courses`;
  return (
    <li>
      {/* A plain form: eighty router forms would each listen to the router for nothing. */}
      <form
        method="post"
        action={action}
        onSubmit={(event) => {
          event.preventDefault();
          // flushSync: the box turns within the tap itself; a transition would wait for an idle moment.
          void submit(event.currentTarget, {
            method: "post",
            action,
            navigate: false,
            fetcherKey: `courses:${monday}:${item.key}`,
            flushSync: true,
          });
        }}
      >
        <input type="hidden" name="intent" value="tick" />
        <input type="hidden" name="semaine" value={monday} />
        <input type="hidden" name="article" value={item.key} />
        <input type="hidden" name="coche" value={ticked ? "0" : "1"} />
        <button
          type="submit"
          role="checkbox"
          aria-checked={ticked}
          className="flex min-h-11 w-full items-center gap-3 rounded-lg px-1 text-left hover:bg-cream"
        >
          <span
            aria-hidden="true"
            className={`grid size-5 shrink-0 place-items-center rounded border-2 ${
              ticked ? "border-terracotta bg-terracotta text-white" : "border-field bg-white"
            }`}
          >
            {ticked && <Check className="size-4" strokeWidth={3} />}
          </span>
          <span className={ticked ? "text-ink-soft line-through" : undefined}>
            {item.name} <span className="font-bold">{item.quantity}</span>
            {item.need && <span className="text-ink-soft"> — {item.need}</span>}
          </span>
        </button>
      </form>
    </li>
  );
}

/**
 * Whether to offer the share sheet: a touch screen whose browser has Web Share. A desktop
 * browser may have it too, but there the clipboard is what a person expects. False on the
 * server and until the page is hydrated, so both render « Copier la liste ».
 */
function usePhoneShare(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => typeof navigator.share === "function" && window.matchMedia("(pointer: coarse)").matches,
    () => false,
  );
}

const noSubscription = () => () => {};
