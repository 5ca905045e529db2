import {
  ChevronLeft,
  ChevronRight,
  ListChecks,
  Pause,
  Play,
  Plus,
  Thermometer,
  Timer,
  X,
} from "lucide-react";
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { IngredientLineText } from "~/components/recipe/ingredient-line-text";
import type { CookRecipe } from "~/domain/cook/cook-recipe";
import { stepTemperature, stepTimers } from "~/domain/cook/step-facts";
import { stepPanels } from "~/domain/cook/step-panel";
import { type CookTimer, clockText, remainingMs, timerStatus } from "~/domain/cook/timers";
import { type CookSessionControls, useCookSession } from "./use-cook-session";
import { useWakeLock } from "./use-wake-lock";

interface CookModeDialogProps {
  recipe: CookRecipe;
  onClose: () => void;
}

/** A horizontal move longer than this, and clearly wider than tall, turns the page. */
const SWIPE_PX = 60;

/**
 * Cook mode: the recipe one step at a time, full screen, in type readable at arm's length, with
 * the step's own ingredients, its timers and a screen that stays on. A modal <dialog>: the page
 * behind is inert, Escape leaves, and focus comes back to the button that opened it.
 */
export default function CookModeDialog({ recipe, onClose }: CookModeDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const session = useCookSession(recipe);
  const wakeLock = useWakeLock();
  const [sheetOpen, setSheetOpen] = useState(false);
  const swipeStart = useRef<{ x: number; y: number } | undefined>(undefined);
  const sheetOpener = useRef<HTMLButtonElement>(null);

  const { step, goTo, resumeOffer } = session;
  const count = recipe.steps.length;
  const isLast = step === count - 1;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const finish = () => {
    session.finish();
    dialog.current?.close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (resumeOffer || sheetOpen) return;
    const target = event.target as HTMLElement;
    if (target.closest("input, textarea, select")) return;
    if (event.key === "ArrowRight") goTo(step + 1);
    else if (event.key === "ArrowLeft") goTo(step - 1);
    // Space turns the page, except on a button, where it presses the button.
    else if (event.key === " " && !target.closest("button, a, summary")) {
      event.preventDefault();
      goTo(step + 1);
    } else return;
    event.stopPropagation();
  };

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = undefined;
    if (!start || resumeOffer) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return;
    goTo(dx < 0 ? step + 1 : step - 1);
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={onKeyDown}
      className="fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none bg-cream p-0 text-ink backdrop:bg-ink/60"
    >
      <div className="mx-auto flex h-full max-w-3xl flex-col">
        <header className="flex items-start gap-2 border-b border-line px-4 py-3">
          <div className="min-w-0 flex-1">
            <h1 id={titleId} className="truncate text-lg font-semibold">
              <span className="sr-only">Mode cuisine&nbsp;: </span>
              {recipe.title}
            </h1>
            <p className="text-sm text-ink-soft">
              Étape {step + 1} sur {count}
              {recipe.servings > 0 && ` · pour ${recipe.servings}\u00a0pers.`}
            </p>
            <progress
              max={count}
              value={step + 1}
              aria-label="Progression dans la recette"
              className="mt-2 h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-terracotta [&::-webkit-progress-bar]:bg-line [&::-webkit-progress-value]:bg-terracotta"
            />
          </div>
          <button
            ref={sheetOpener}
            type="button"
            onClick={() => setSheetOpen(true)}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-white px-4 font-bold"
          >
            <ListChecks aria-hidden="true" className="size-5" />
            Ingrédients
          </button>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            aria-label="Quitter le mode cuisine"
            className="inline-flex size-11 items-center justify-center rounded-full border border-line bg-white"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </header>

        {wakeLock === "unsupported" && (
          <p className="bg-cream-deep px-4 py-2 text-sm text-ink-soft">
            Votre navigateur ne peut pas garder l'écran allumé&nbsp;: il peut se mettre en veille pendant la
            recette.
          </p>
        )}

        <TimerAlerts session={session} />
        <RunningTimers session={session} />

        <div
          className="flex-1 touch-pan-y overflow-y-auto px-5 py-6"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
        >
          {resumeOffer ? (
            <ResumeOffer step={resumeOffer.step} count={count} session={session} />
          ) : (
            <StepView recipe={recipe} session={session} />
          )}
        </div>

        {!resumeOffer && (
          <footer className="grid grid-cols-2 gap-3 border-t border-line p-4">
            <button
              type="button"
              onClick={() => goTo(step - 1)}
              disabled={step === 0}
              className="inline-flex min-h-14 items-center justify-center gap-2 rounded-2xl border border-line bg-white text-lg font-bold disabled:opacity-40"
            >
              <ChevronLeft aria-hidden="true" className="size-6" />
              Étape précédente
            </button>
            {isLast ? (
              <button
                type="button"
                onClick={finish}
                className="min-h-14 rounded-2xl bg-terracotta text-lg font-bold text-white"
              >
                Terminer
              </button>
            ) : (
              <button
                type="button"
                onClick={() => goTo(step + 1)}
                className="inline-flex min-h-14 items-center justify-center gap-2 rounded-2xl bg-terracotta text-lg font-bold text-white"
              >
                Étape suivante
                <ChevronRight aria-hidden="true" className="size-6" />
              </button>
            )}
          </footer>
        )}
      </div>

      {sheetOpen && (
        <IngredientSheet
          recipe={recipe}
          session={session}
          onClose={() => {
            setSheetOpen(false);
            // Back where the sheet was opened, inside the dialog, so the arrow keys still turn pages.
            sheetOpener.current?.focus();
          }}
        />
      )}
    </dialog>
  );
}

function StepView({ recipe, session }: { recipe: CookRecipe; session: CookSessionControls }) {
  const { step } = session;
  const current = recipe.steps[step];
  const panels = useMemo(() => stepPanels(recipe), [recipe]);
  if (!current) return null;
  const used = panels[step] ?? [];
  const temperature = stepTemperature(current);
  const label = `Étape ${step + 1}\u00a0: ${current.description}`;

  return (
    <article aria-live="polite">
      <h2 className="text-lg font-bold text-terracotta">Étape {step + 1}</h2>
      <p className="mt-3 text-2xl leading-snug sm:text-3xl">{current.description}</p>
      {temperature && (
        <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-lg">
          <Thermometer aria-hidden="true" className="size-5 text-terracotta" />
          Température&nbsp;: {temperature}
        </p>
      )}
      {stepTimers(current).length > 0 && (
        <div className="mt-5 flex flex-wrap gap-3">
          {stepTimers(current).map(({ minutes, label: duration }) => (
            <button
              key={minutes}
              type="button"
              onClick={() => session.startTimer(minutes, label)}
              className="inline-flex min-h-12 items-center gap-2 rounded-full bg-ink px-5 text-lg font-bold text-white"
            >
              <Timer aria-hidden="true" className="size-5" />
              Lancer {duration}
            </button>
          ))}
        </div>
      )}
      {used.length > 0 && (
        <section className="mt-8" aria-label="Ingrédients de cette étape">
          <h3 className="font-bold">Pour cette étape</h3>
          <ul className="mt-2 divide-y divide-line rounded-xl border border-line bg-white text-lg">
            {used.map(({ index, line }) => (
              <li key={index} className="px-4 py-2">
                <IngredientLineText line={line} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

function ResumeOffer({
  step,
  count,
  session,
}: {
  step: number;
  count: number;
  session: CookSessionControls;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="mx-auto max-w-md text-center">
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-semibold">
        Reprendre où vous en étiez&nbsp;?
      </h2>
      <p className="mt-3 text-lg text-ink-soft">
        Vous vous étiez arrêté à l'étape {step + 1} sur {count}.
      </p>
      <div className="mt-6 flex flex-col gap-3">
        <button
          type="button"
          onClick={session.resume}
          className="min-h-14 rounded-2xl bg-terracotta text-lg font-bold text-white"
        >
          Reprendre à l'étape {step + 1}
        </button>
        <button
          type="button"
          onClick={session.startOver}
          className="min-h-14 rounded-2xl border border-line bg-white text-lg font-bold"
        >
          Recommencer au début
        </button>
      </div>
    </section>
  );
}

function timerLabel(timer: CookTimer): string {
  return timer.label.length > 70 ? `${timer.label.slice(0, 69)}…` : timer.label;
}

function RunningTimers({ session }: { session: CookSessionControls }) {
  const { timers, now } = session;
  const shown = timers.filter((timer) => timerStatus(timer) !== "finished");
  if (shown.length === 0) return null;
  return (
    <section aria-label="Minuteurs" className="border-b border-line bg-white px-4 py-2">
      <ul className="flex flex-col gap-2">
        {shown.map((timer) => {
          const paused = timerStatus(timer) === "paused";
          const name = `Étape ${timer.step + 1}`;
          return (
            <li key={timer.id} className="flex flex-wrap items-center gap-2">
              <span className="font-bold">{name}</span>
              <span role="timer" className="min-w-16 font-mono text-2xl tabular-nums">
                {clockText(remainingMs(timer, now))}
              </span>
              {paused && <span className="text-sm text-ink-soft">en pause</span>}
              <span className="ml-auto flex gap-2">
                <button
                  type="button"
                  onClick={() => (paused ? session.resumeTimer(timer.id) : session.pauseTimer(timer.id))}
                  aria-label={`${paused ? "Reprendre" : "Mettre en pause"} le minuteur de l'étape ${timer.step + 1}`}
                  className="inline-flex size-11 items-center justify-center rounded-full border border-line"
                >
                  {paused ? (
                    <Play aria-hidden="true" className="size-5" />
                  ) : (
                    <Pause aria-hidden="true" className="size-5" />
                  )}
                </button>
                <button
                  type="button"
                  onClick={() => session.addMinute(timer.id)}
                  aria-label={`Ajouter une minute au minuteur de l'étape ${timer.step + 1}`}
                  className="inline-flex h-11 items-center gap-1 rounded-full border border-line px-3 font-bold"
                >
                  <Plus aria-hidden="true" className="size-4" />
                  1&nbsp;min
                </button>
                <button
                  type="button"
                  onClick={() => session.cancelTimer(timer.id)}
                  aria-label={`Annuler le minuteur de l'étape ${timer.step + 1}`}
                  className="inline-flex size-11 items-center justify-center rounded-full border border-line"
                >
                  <X aria-hidden="true" className="size-5" />
                </button>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function TimerAlerts({ session }: { session: CookSessionControls }) {
  if (session.alerts.length === 0) return null;
  return (
    <div className="flex flex-col gap-2 px-4 pt-3">
      {session.alerts.map((timer) => (
        <div
          key={timer.id}
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-2xl bg-terracotta px-4 py-3 text-white"
        >
          <p className="flex-1 font-bold">Minuteur terminé&nbsp;: {timerLabel(timer)}</p>
          <button
            type="button"
            onClick={() => session.addMinute(timer.id)}
            className="min-h-11 rounded-full bg-white/20 px-4 font-bold"
          >
            Encore 1&nbsp;min
          </button>
          <button
            type="button"
            onClick={() => session.dismissAlert(timer.id)}
            className="min-h-11 rounded-full bg-white px-4 font-bold text-terracotta"
          >
            Compris
          </button>
        </div>
      ))}
    </div>
  );
}

function IngredientSheet({
  recipe,
  session,
  onClose,
}: {
  recipe: CookRecipe;
  session: CookSessionControls;
  onClose: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby={headingId}
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        // Escape closes the sheet, not the whole cook mode.
        event.preventDefault();
        event.stopPropagation();
        onClose();
      }}
      className="fixed inset-x-0 bottom-0 mx-auto flex max-h-[85dvh] max-w-3xl flex-col rounded-t-3xl border border-line bg-white shadow-2xl"
    >
      <div className="flex items-center justify-between border-b border-line px-5 py-3">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-semibold">
          Ingrédients
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="min-h-11 rounded-full border border-line px-4 font-bold"
        >
          Fermer la liste
        </button>
      </div>
      <ul className="overflow-y-auto px-5 py-3 text-lg">
        {recipe.ingredients.map(({ line }, index) => (
          <li key={index}>
            <label className="flex min-h-12 items-center gap-3">
              <input
                type="checkbox"
                checked={session.ticked.includes(index)}
                onChange={() => session.toggleTicked(index)}
                className="size-6 accent-terracotta"
              />
              <span className={session.ticked.includes(index) ? "text-ink-soft line-through" : undefined}>
                <IngredientLineText line={line} />
              </span>
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
